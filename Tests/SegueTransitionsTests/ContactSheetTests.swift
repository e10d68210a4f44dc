import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import Testing

/// A contact sheet per catalogue transition: a push rendered at 0, ¼, ½, ¾ and the end of its
/// run, compared with a snapshot that was looked at.
@MainActor
@Suite struct ContactSheetTests {
    @Test(arguments: CatalogueTests.entries) func pushStrip(_ index: Int) throws {
        let transition = SegueTransition.catalogue[index]
        let host = HeadlessHost(screenSize: CGSize(width: 180, height: 300))
        let root = ColourScreen(.systemOrange, title: "A")
        let navigation = UINavigationController(rootViewController: root)
        navigation.isNavigationBarHidden = true
        navigation.navigationTransition = transition
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let recording = host.recordUntilIdle {
            navigation.pushViewController(ColourScreen(.systemTeal, title: "B"), animated: true)
        }
        let strip = try #require(recording.strip())
        // "selectBy(cover(up), fade)" → "selectBy-cover-up-fade"
        let fileName = transition.name.split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
        expectSnapshot(of: strip, named: fileName, tolerance: 2)
    }
}
