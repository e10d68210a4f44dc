import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import Testing

/// Contact sheets of matched transitions, compared with snapshots that were looked at: a
/// thumbnail flying to a header (with an arc) while the text cascades in, and an avatar of a
/// list flying to a profile.
@MainActor
@Suite struct MatchedContactSheetTests {
    @Test func aThumbnailFliesToAHeaderWhileTheTextCascadesIn() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 180, height: 300))
        let list = BoardScreen()
        let detail = BoardScreen()
        for row in 0..<4 {
            let y = 20 + CGFloat(row) * 70
            let thumbnail = list.tile(CGRect(x: 12, y: y, width: 50, height: 50), id: row == 1 ? "hero" : nil)
            thumbnail.backgroundColor = GridScreen.colour(of: row * 3)
            thumbnail.layer.cornerRadius = 25
            list.tile(CGRect(x: 74, y: y + 15, width: 90, height: 20)).backgroundColor = .systemGray4
        }
        let header = detail.tile(CGRect(x: 0, y: 0, width: 180, height: 120), [.arc(0.3)], id: "hero")
        header.backgroundColor = GridScreen.colour(of: 3)
        for line in 0..<5 {
            let text = detail.tile(
                CGRect(x: 12, y: 136 + CGFloat(line) * 30, width: 156 - CGFloat(line % 2) * 40, height: 16),
                [.fade, .translate(x: 0, y: 30), .cascadeAlong(.down, delayPerPoint: 0.0015)])
            text.backgroundColor = .systemGray3
        }
        let navigation = UINavigationController(rootViewController: list)
        navigation.isNavigationBarHidden = true
        navigation.navigationTransition = .fade.with(duration: 0.5)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let recording = host.recordUntilIdle { navigation.pushViewController(detail, animated: true) }
        if let folder = ProcessInfo.processInfo.environment["SEGUE_MATCHED_SHEETS"] {
            try recording.writeContactSheet(
                to: folder + "/matched-header.png", title: "matched thumbnail → header, cascading text")
        }
        let strip = try #require(recording.strip())
        expectSnapshot(of: strip, named: "thumbnail-to-header", tolerance: 2)
    }

    @Test func anAvatarFliesFromAListRowToAProfile() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844))
        let people = PeopleScreen(style: .plain)
        let navigation = UINavigationController(rootViewController: people)
        navigation.isNavigationBarHidden = true
        navigation.navigationTransition = .push(direction: .left)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let recording = host.recordUntilIdle { navigation.pushViewController(ProfileScreen(row: 2), animated: true) }
        let strip = try #require(recording.strip())
        expectSnapshot(of: strip, named: "avatar-to-profile", tolerance: 2)
    }
}
