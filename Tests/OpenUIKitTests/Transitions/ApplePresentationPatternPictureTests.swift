import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// What the Apple-pattern card looks like while it is presented and dismissed: a snapshot of
/// the middle of the presentation, and, with `SEGUE_GALLERY_SHEETS=<dir>` set, contact sheets
/// of both transitions (`<dir>/ApplePresentationPattern.present.png`, `….dismiss.png`).
@MainActor
@Suite struct ApplePresentationPatternPictureTests {
    /// Frames at these shares of the 0.35 s transition.
    static let fractions = [0.0, 0.25, 0.5, 0.75, 1.0]

    /// Renders the transition that `start` begins at each share of its duration.
    private func frames(_ host: HeadlessHost, start: () -> Void, startTime: () -> CFTimeInterval?) -> [CGImage] {
        start()
        host.advance(by: 1.0 / 60)
        guard let begin = startTime() else { return [] }
        return Self.fractions.map { fraction in
            host.advance(by: max(begin + 0.35 * fraction - host.now, 0))
            return host.render()
        }
    }

    @Test func thePresentationAndDismissalLookRight() throws {
        let host = HeadlessHost()
        let first = SlideUpFirstViewController()
        host.window.rootViewController = first
        host.advance(by: 1.0 / 60)
        let second = SlideUpContentViewController()
        let present = frames(
            host, start: { first.presentCard(second) },
            startTime: { first.lastPresentationController?.readings.first?.start })
        expectEqual(present.count, 5)
        host.runUntilIdle()
        let dismiss = frames(
            host, start: { second.dismiss(animated: true) },
            startTime: { first.lastPresentationController?.readings.last?.start })
        expectEqual(dismiss.count, 5)
        host.runUntilIdle()
        if present.count == 5 {
            // Halfway: the card (rounded top corners) 210 pt up, the dimming at half its 50%,
            // and above the card the soft shadow that the clear wrapper casts from its rounded
            // sublayer (radius 13, 6 pt up), as Core Animation casts it.
            expectSnapshot(of: present[2], named: "apple-pattern-card-mid-presentation", tolerance: 2)
        }
        if let directory = ProcessInfo.processInfo.environment["SEGUE_GALLERY_SHEETS"] {
            try writeContactSheet(present, to: "\(directory)/ApplePresentationPattern.present.png")
            try writeContactSheet(dismiss, to: "\(directory)/ApplePresentationPattern.dismiss.png")
        }
    }
}
