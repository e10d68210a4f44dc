import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A small card as an app would build one: a rounded blue view with a white badge and a label.
@MainActor func makeCard() -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    card.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
    card.layer.cornerRadius = 12
    card.clipsToBounds = true
    let badge = UIView(frame: CGRect(x: 12, y: 12, width: 28, height: 28))
    badge.backgroundColor = .white
    badge.layer.cornerRadius = 14
    card.addSubview(badge)
    let label = UILabel(frame: CGRect(x: 50, y: 28, width: 64, height: 24))
    label.text = "Card"
    label.textColor = .white
    card.addSubview(label)
    return card
}

/// A controller that builds its screen in `viewDidLoad`, the way apps do.
final class CardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let card = makeCard()
        card.center = CGPoint(x: 100, y: 80)
        card.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        view.addSubview(card)
    }
}

/// `expectSnapshot(of:)` for views, controllers and a host's screen, against references in
/// `__Snapshots__/ViewSnapshotTests/`.
@MainActor @Suite struct ViewSnapshotTests {
    @Test func aViewIsDrawnInItsOwnBoundsAtTheGivenScale() {
        let host = HeadlessHost(screenSize: CGSize(width: 200, height: 160))
        let card = makeCard()
        let result = expectSnapshot(of: card, named: "card", scale: 2, tolerance: 2)
        #expect(result.referencePath.hasSuffix("Snapshot/__Snapshots__/ViewSnapshotTests/card.png"))
        // Its own transform is not drawn (as `layer.render(in:)` on iOS), its position neither.
        card.transform = CGAffineTransform(rotationAngle: 0.3)
        card.center = CGPoint(x: 400, y: 400)
        expectSnapshot(of: card, named: "card", scale: 2, tolerance: 2)
        _ = host
    }

    @Test func aControllerIsLoadedSizedAndLaidOut() {
        let host = HeadlessHost(screenSize: CGSize(width: 200, height: 160))
        let controller = CardViewController()
        expectSnapshot(of: controller, named: "controller", tolerance: 2)
        expectEqual(controller.view.frame.size, CGSize(width: 200, height: 160))
        expectSnapshot(
            of: CardViewController(), named: "controller-wide", size: CGSize(width: 300, height: 120), tolerance: 2)
        _ = host
    }

    @Test func theHostScreenShowsTheWindow() {
        let host = HeadlessHost(screenSize: CGSize(width: 200, height: 160), scale: 2)
        host.window.rootViewController = CardViewController()
        host.runUntilIdle()
        expectSnapshot(of: host, named: "screen", tolerance: 2)
        // The same screen as the controller drawn alone at the screen's scale.
        expectSnapshot(of: host.render(), named: "screen", tolerance: 2)
    }

    @Test func anEmptyViewIsAFailureNotAPass() {
        let host = HeadlessHost()
        withKnownIssue {
            let result = expectSnapshot(of: UIView(), named: "empty", record: false)
            #expect(!result.compared && !result.recorded)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("Cannot snapshot a UIView of size 0.0 × 0.0: give it a frame")
            }
        }
        withKnownIssue {
            #expect(!expectSnapshot(of: makeCard(), named: "card", scale: .nan, record: false).compared)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Cannot render a UIView of size") }
        }
        _ = host
    }

    @Test func aDeliberateChangeFailsWithADiffBesideTheReference() throws {
        let host = HeadlessHost()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-view-diff-\(getpid())")
            .path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        withKnownIssue { expectSnapshot(of: makeCard(), named: "card", scale: 2, directory: directory, record: true) }
        let changed = makeCard()
        changed.subviews[0].frame.origin.x += 6
        withKnownIssue {
            let result = expectSnapshot(of: changed, named: "card", scale: 2, tolerance: 2, directory: directory)
            #expect(result.compared && result.differingPixels > 500 && result.maximumDifference > 200)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("pixels differ by more than 2") && $0.rawValue.contains("card.diff.png")
            }
        }
        #expect(FileManager.default.fileExists(atPath: directory + "/card.diff.png"))
        if let keep = ProcessInfo.processInfo.environment["SEGUE_KEEP_SNAPSHOT_DIFF"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: directory + "/card.diff.png", toPath: keep)
        }
        _ = host
    }
}
