import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// What split views look like: each layout rendered and compared with its snapshot (also
/// written to `.build/split-*.png` for looking at).
@MainActor
@Suite struct SplitViewPictureTests {
    /// A list-like controller: a title and a few rows, so that columns are told apart.
    static func list(_ title: String, rows: Int, color: UIColor) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.view.backgroundColor = color
        for row in 0..<rows {
            let label = UILabel(frame: CGRect(x: 20, y: 70 + CGFloat(row) * 44, width: 260, height: 44))
            label.text = "\(title) \(row + 1)"
            controller.view.addSubview(label)
        }
        return controller
    }

    static func stage(
        _ style: UISplitViewController.Style, size: CGSize, configure: (UISplitViewController) -> Void = { _ in }
    )
        -> (HeadlessHost, UISplitViewController)
    {
        let host = HeadlessHost(screenSize: size)
        let split = UISplitViewController(style: style)
        split.setViewController(list("Folders", rows: 4, color: .secondarySystemBackground), for: .primary)
        if style == .tripleColumn {
            split.setViewController(list("Notes", rows: 6, color: .systemBackground), for: .supplementary)
        }
        split.setViewController(list("Note", rows: 1, color: .systemBackground), for: .secondary)
        configure(split)
        host.window.rootViewController = split
        host.runUntilIdle()
        return (host, split)
    }

    static func check(_ host: HeadlessHost, _ name: String) {
        let image = host.render()
        SplitStage.writeForLooking(image, name)
        expectSnapshot(of: image, named: "split-\(name)", tolerance: Drawing.tolerance)
    }

    @Test func landscapeDoubleColumn() {
        // UIKitBehaviour #315, #316
        let (host, _) = Self.stage(.doubleColumn, size: SplitStage.landscape)
        Self.check(host, "landscape-double")
    }

    @Test func portraitWithTheSidebarOverTheDimmedSecondary() {
        // UIKitBehaviour #315, #321
        let (host, split) = Self.stage(.doubleColumn, size: SplitStage.portrait)
        Self.check(host, "portrait-secondary-only")
        split.show(.primary)
        host.advance(by: 0.175)
        Self.check(host, "portrait-sliding")
        host.runUntilIdle()
        Self.check(host, "portrait-overlay")
    }

    @Test func tripleColumnTiled() {
        // UIKitBehaviour #315
        let (host, _) = Self.stage(.tripleColumn, size: SplitStage.landscape) {
            $0.preferredSplitBehavior = .tile
            $0.preferredDisplayMode = .twoBesideSecondary
        }
        Self.check(host, "landscape-triple")
    }

    @Test func collapsedOnAPhone() {
        // UIKitBehaviour #319
        let (host, _) = Self.stage(.doubleColumn, size: SplitStage.phone)
        Self.check(host, "phone-collapsed")
    }
}
