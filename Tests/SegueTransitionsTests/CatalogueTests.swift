import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import TestSupport
import Testing

/// Every catalogue transition runs for present, dismiss, push, pop and a tab switch in both
/// directions: halfway through something moves, and at the end every view is back to its
/// own state with nothing left in the container (UIKitBehaviour #404–#406, #409).
@MainActor
@Suite struct CatalogueTests {
    /// The catalogue's indices (its size, checked by the first test).
    nonisolated static let entries = Array(0..<24)

    @Test func theCatalogueHasAtLeast24DistinctTransitions() {
        let names = SegueTransition.catalogue.map(\.name)
        expectEqual(names.count, Self.entries.count)
        expectEqual(Set(names).count, names.count)
    }

    /// Whether `view` shows anything but its resting state now.
    private func isMoving(_ view: UIView?) -> Bool {
        guard let view else { return false }
        return !CATransform3DIsIdentity(Stage.shownTransform(view)) || abs(Stage.shownAlpha(view) - 1) > 1e-3
            || view.mask != nil || (view.layer.presentation()?.cornerRadius ?? 0) != 0
    }

    /// Whether the container of `view` holds something other than the two screens (a dimming or a blur).
    private func hasDecoration(_ container: UIView?, screens: [UIView]) -> Bool {
        container?.subviews.contains { subview in !screens.contains { $0 === subview } } ?? false
    }

    private func expectAtRest(_ view: UIView, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            CATransform3DIsIdentity(view.transform3D), "\(name): transform left on the view",
            sourceLocation: sourceLocation)
        #expect(view.alpha == 1, "\(name): alpha left at \(view.alpha)", sourceLocation: sourceLocation)
        #expect(
            view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5), "\(name): anchor left", sourceLocation: sourceLocation)
        #expect(view.mask == nil, "\(name): mask left", sourceLocation: sourceLocation)
        #expect(
            view.frame == CGRect(origin: .zero, size: view.superview?.bounds.size ?? view.frame.size),
            "\(name): frame \(view.frame)", sourceLocation: sourceLocation)
    }

    @Test(arguments: entries) func pushesAndPops(_ index: Int) {
        let transition = SegueTransition.catalogue[index]
        let (host, navigation, root) = Stage.navigation(transition)
        let detail = ColourScreen(.systemBlue, title: "Detail")
        navigation.pushViewController(detail, animated: true)
        host.advance(by: transition.duration / 2)
        let container = detail.view.superview
        #expect(
            isMoving(root.view) || isMoving(detail.view) || hasDecoration(container, screens: [root.view, detail.view]),
            "\(transition.name): nothing moves halfway through the push")
        host.runUntilIdle()
        #expect(navigation.topViewController === detail)
        expectAtRest(detail.view, "\(transition.name) push")
        expectEqual(root.view.superview, nil)
        #expect(container?.subviews.count == 1, "\(transition.name): the push left views in the container")
        navigation.popViewController(animated: true)
        host.advance(by: transition.duration / 2)
        #expect(
            isMoving(root.view) || isMoving(detail.view) || hasDecoration(container, screens: [root.view, detail.view]),
            "\(transition.name): nothing moves halfway through the pop")
        host.runUntilIdle()
        #expect(navigation.topViewController === root)
        expectAtRest(root.view, "\(transition.name) pop")
        #expect(container?.subviews.count == 1, "\(transition.name): the pop left views in the container")
        #expect(host.reports.isEmpty, "\(host.reports)")
    }

    @Test(arguments: entries) func presentsAndDismisses(_ index: Int) {
        let transition = SegueTransition.catalogue[index]
        let (host, root) = Stage.presenter()
        let detail = ColourScreen(.systemBlue, title: "Detail")
        detail.modalTransition = transition
        var presented = false
        root.present(detail, animated: true) { presented = true }
        host.advance(by: transition.duration / 2)
        #expect(
            isMoving(root.view) || isMoving(detail.view)
                || hasDecoration(detail.view.superview, screens: [root.view, detail.view]),
            "\(transition.name): nothing moves halfway through the presentation")
        host.runUntilIdle()
        #expect(presented)
        #expect(root.presentedViewController === detail)
        expectAtRest(detail.view, "\(transition.name) present")
        #expect(detail.view.window != nil)
        var dismissed = false
        root.dismiss(animated: true) { dismissed = true }
        host.runUntilIdle()
        #expect(dismissed)
        expectEqual(root.presentedViewController, nil)
        expectAtRest(root.view, "\(transition.name) dismiss")
        #expect(root.view.window != nil)
        #expect(host.reports.isEmpty, "\(host.reports)")
    }

    @Test(arguments: entries) func switchesTabsBothWays(_ index: Int) {
        let transition = SegueTransition.catalogue[index]
        let (host, tabs, screens) = Stage.tabs(transition)
        tabs.selectedIndex = 2
        host.advance(by: transition.duration / 2)
        #expect(
            isMoving(screens[0].view) || isMoving(screens[2].view)
                || hasDecoration(screens[2].view.superview, screens: [screens[0].view, screens[2].view]),
            "\(transition.name): nothing moves halfway through the switch")
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 2)
        expectAtRest(screens[2].view, "\(transition.name) later tab")
        tabs.selectedIndex = 1
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 1)
        expectAtRest(screens[1].view, "\(transition.name) earlier tab")
        expectEqual(screens[1].view.superview?.subviews.count, 1)
        #expect(host.reports.isEmpty, "\(host.reports)")
    }
}
