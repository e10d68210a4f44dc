import Foundation
import OpenUIKit
import SegueSnapshotTesting
import SegueTesting
import SnapshotTesting
import Testing

/// A settings-like row as an app would build it: a rounded tile, an icon and a title.
@MainActor func makeRow(iconOffset: CGFloat = 0) -> UIView {
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 56))
    row.backgroundColor = .white
    let icon = UIView(frame: CGRect(x: 12 + iconOffset, y: 12, width: 32, height: 32))
    icon.backgroundColor = UIColor(red: 1, green: 0.58, blue: 0, alpha: 1)
    icon.layer.cornerRadius = 8
    row.addSubview(icon)
    let title = UILabel(frame: CGRect(x: 56, y: 16, width: 96, height: 24))
    title.text = "General"
    row.addSubview(title)
    let separator = CALayer()
    separator.frame = CGRect(x: 56, y: 55, width: 104, height: 1)
    separator.backgroundColor = UIColor(white: 0.8, alpha: 1).cgColor
    row.layer.addSublayer(separator)
    return row
}

/// A controller that builds a list of rows in `viewDidLoad`.
final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.94, alpha: 1)
        for index in 0..<2 {
            let row = makeRow()
            row.frame.origin = CGPoint(x: 20, y: 30 + CGFloat(index) * 60)
            view.addSubview(row)
        }
    }
}

/// SegueSnapshotTesting's strategies with swift-snapshot-testing's `assertSnapshot`,
/// against references in `__Snapshots__/SnapshottingTests/`.
@MainActor @Suite struct SnapshottingTests {
    @Test func aViewAsAnImage() {
        let host = HeadlessHost()
        assertSnapshot(of: makeRow(), as: .image(scale: 2), named: "row")
        _ = host
    }

    @Test func aControllerAsAnImage() {
        let host = HeadlessHost()
        assertSnapshot(of: SettingsViewController(), as: .image(size: CGSize(width: 200, height: 160)))
        _ = host
    }

    @Test func theHostScreenAsAnImage() {
        let host = HeadlessHost(screenSize: CGSize(width: 200, height: 160))
        host.window.rootViewController = SettingsViewController()
        host.runUntilIdle()
        assertSnapshot(of: host, as: .image)
    }

    @Test func hierarchies() {
        let host = HeadlessHost(screenSize: CGSize(width: 200, height: 160))
        assertSnapshot(of: makeRow(), as: .hierarchy, named: "row")
        assertSnapshot(of: SettingsViewController(), as: .hierarchy, named: "controller")
        host.window.rootViewController = SettingsViewController()
        host.runUntilIdle()
        assertSnapshot(of: host, as: .hierarchy, named: "host")
    }

    @Test func aTransitionAsAStripOfFrames() {
        let host = HeadlessHost(screenSize: CGSize(width: 200, height: 160))
        let navigation = UINavigationController(rootViewController: SettingsViewController())
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let next = UIViewController()
        next.view.backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
        let push = host.recordUntilIdle { navigation.pushViewController(next, animated: true) }
        assertSnapshot(of: push, as: .transition(at: [0, 0.25, 0.5, 0.75, 1]))
    }

    @Test func aDeliberatelyDifferentViewFails() {
        let host = HeadlessHost()
        // The reference is this test's own (tests run in parallel): the plain row, then a moved icon.
        assertSnapshot(of: makeRow(), as: .image(scale: 2), named: "row")
        assertSnapshot(of: makeRow(), as: .hierarchy, named: "row")
        withKnownIssue {
            assertSnapshot(of: makeRow(iconOffset: 4), as: .image(scale: 2), named: "row")
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("Newly-taken snapshot does not match reference")
                    && $0.rawValue.contains("pixels differ by more than 0")
            }
        }
        withKnownIssue {
            let moved = makeRow()
            moved.subviews[1].frame.origin.y += 3
            assertSnapshot(of: moved, as: .hierarchy, named: "row")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("UILabel frame=(56, 19, 96, 24)") }
        }
        _ = host
    }

    @Test func precisionAndPerceptualPrecisionForgiveSmallChanges() throws {
        let reference = try #require(
            CGImage(width: 10, height: 10, premultipliedRGBA: [UInt8](repeating: 200, count: 400)))
        var bytes = [UInt8](repeating: 200, count: 400)
        bytes[0] = 202  // one pixel, a faint change
        let faint = try #require(CGImage(width: 10, height: 10, premultipliedRGBA: bytes))
        #expect(Diffing<CGImage>.image.diffV2(reference, faint)?.0.contains("1 of 100 pixels differ") == true)
        #expect(Diffing<CGImage>.image(perceptualPrecision: 0.98).diffV2(reference, faint) == nil)
        #expect(Diffing<CGImage>.image(precision: 0.99).diffV2(reference, faint) == nil)
        #expect(Diffing<CGImage>.image(precision: 0.995).diffV2(reference, faint) != nil)
        #expect(Diffing<CGImage>.image(precision: .nan, perceptualPrecision: .nan).diffV2(reference, faint) != nil)
        let small = try #require(CGImage(width: 5, height: 10, premultipliedRGBA: [UInt8](repeating: 200, count: 200)))
        #expect(Diffing<CGImage>.image.diffV2(reference, small)?.0.contains("does not match reference@10×10") == true)
        let data = Diffing<CGImage>.image.toData(reference)
        #expect(Diffing<CGImage>.image.fromData(data)._premultipliedRGBA == reference._premultipliedRGBA)
    }
}
