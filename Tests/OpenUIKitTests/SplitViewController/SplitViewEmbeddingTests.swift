import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A split view inside another controller, before it appears, and while collapsed.
@MainActor
@Suite struct SplitViewEmbeddingTests {
    /// A plain controller that embeds a split view, as apps do to add chrome around one.
    final class Shell: UIViewController {
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController()
        let detail = UIViewController()

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(split)
            view.addSubview(split.view)
            split.view.frame = view.bounds.insetBy(dx: 0, dy: 40)
            split.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            split.didMove(toParent: self)
            split.setViewController(list, for: .primary)
            split.setViewController(detail, for: .secondary)
        }
    }

    @Test func anEmbeddedSplitViewLaysOutInItsOwnBounds() throws {
        // UIKitBehaviour #328
        let host = HeadlessHost(screenSize: SplitStage.landscape)
        let shell = Shell()
        host.window.rootViewController = shell
        host.runUntilIdle()
        #expect(shell.split.parent === shell)
        expectEqual(
            SplitStage.frame(of: shell.list.navigationController!), CGRect(x: 0, y: 40, width: 320, height: 740))
        #expect(
            SplitStage.frame(of: shell.detail.navigationController!) == CGRect(x: 320, y: 40, width: 860, height: 740))
        #expect(shell.list.splitViewController === shell.split)
        host.resize(to: SplitStage.phone)
        host.runUntilIdle()
        #expect(shell.split.isCollapsed)
        expectEqual(
            SplitStage.frame(of: shell.list.navigationController!), CGRect(x: 0, y: 40, width: 390, height: 764))
    }

    @Test func aSplitViewKnowsItIsCollapsedBeforeItAppears() throws {
        // UIKitBehaviour #329
        _ = HeadlessHost(screenSize: SplitStage.phone)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        #expect(split.isCollapsed)
        #expect(split.displayMode == .secondaryOnly, "the mode it would have expanded at its size")
        #expect(!split.isViewLoaded, "asking does not load the view")
        _ = HeadlessHost(screenSize: SplitStage.landscape)
        let wide = UISplitViewController(style: .doubleColumn)
        #expect(!wide.isCollapsed)
        expectEqual(wide.displayMode, .oneBesideSecondary)
    }
}
