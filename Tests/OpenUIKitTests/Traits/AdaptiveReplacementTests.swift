import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The commonest adaptivity code in apps: a popover that, on a compact-width phone, shows full
/// screen inside a navigation controller with a Done button (UIKitBehaviour #448–#450).
@MainActor
@Suite struct AdaptiveReplacementTests {
    /// The popover's content: a filter list with a Done button that dismisses itself, logging
    /// its appearance calls.
    final class FilterController: UIViewController {
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Filter"
            view.backgroundColor = .systemBackground
            preferredContentSize = CGSize(width: 300, height: 200)
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .done,
                primaryAction: UIAction { [weak self] _ in
                    self?.dismiss(animated: true)
                })
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.append("willAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.append("didAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.append("willDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.append("didDisappear")
        }
    }

    /// The delegate apps write: full screen when compact, wrapped in a navigation controller.
    final class WrapsInNavigation: NSObject, UIPopoverPresentationControllerDelegate {
        var calls: [String] = []
        func adaptivePresentationStyle(
            for controller: UIPresentationController,
            traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
        }
        func presentationController(
            _ controller: UIPresentationController,
            viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
        ) -> UIViewController? {
            calls.append("replacement \(style == .fullScreen ? "fullScreen" : "other")")
            return UINavigationController(rootViewController: controller.presentedViewController)
        }
        func presentationController(
            _ presentationController: UIPresentationController,
            willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
            transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
        ) {
            calls.append("willPresent \(style == .none ? "none" : style == .fullScreen ? "fullScreen" : "other")")
        }
    }

    /// A host of `size` showing a list in a navigation controller with a Filter bar button.
    static func stage(size: CGSize) -> (HeadlessHost, UIViewController, UIBarButtonItem) {
        let host = HeadlessHost(screenSize: size)
        let list = UIViewController()
        list.title = "Photos"
        list.view.backgroundColor = .systemBackground
        let filter = UIBarButtonItem(title: "Filter", style: .plain)
        list.navigationItem.rightBarButtonItem = filter
        host.window.rootViewController = UINavigationController(rootViewController: list)
        host.advance(by: 1.0 / 60)
        return (host, list, filter)
    }

    static func present(
        _ content: FilterController, from list: UIViewController, item: UIBarButtonItem,
        delegate: WrapsInNavigation
    ) {
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.barButtonItem = item
        content.popoverPresentationController?.delegate = delegate
        list.present(content, animated: true)
    }

    static func tapDone(of content: UIViewController, host: HeadlessHost) throws {
        let done = try #require(content.navigationItem.rightBarButtonItem?.frame(in: host.window))
        host.tap(at: CGPoint(x: done.midX, y: done.midY))
    }

    @Test func onAPhoneTheNavigationControllerIsShownFullScreenAndDoneDismissesIt() throws {
        let (host, list, filter) = Self.stage(size: CGSize(width: 390, height: 844))
        let delegate = WrapsInNavigation()
        let content = FilterController()
        Self.present(content, from: list, item: filter, delegate: delegate)
        let popover = try #require(content.popoverPresentationController)
        host.runUntilIdle()
        expectEqual(delegate.calls, ["replacement fullScreen", "willPresent fullScreen"])
        let navigation = try #require(
            list.presentedViewController as? UINavigationController,
            "the presenter presents the replacement (UIKitBehaviour #449)")
        #expect(navigation.viewControllers.first === content && content.parent === navigation)
        expectEqual(navigation.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(
            content.view.window != nil && list.viewIfLoaded?.window == nil, "full screen, the presenter's view removed")
        #expect(content.presentingViewController === list.navigationController)
        #expect(content.presentationController === popover && content.popoverPresentationController === popover)
        #expect(popover.presentedViewController === navigation)
        #expect(navigation.navigationBar.topItem?.rightBarButtonItem != nil, "the Done button is in the bar")
        expectEqual(content.log, ["willAppear", "didAppear"])

        try Self.tapDone(of: content, host: host)
        host.runUntilIdle()
        #expect(list.presentedViewController == nil && list.view.window != nil)
        #expect(content.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"], "balanced")
        #expect(host.reports.isEmpty, "\(host.reports)")
    }

    @Test func onAnIPadThePopoverShowsThePresentedControllerItself() throws {
        let (host, list, filter) = Self.stage(size: CGSize(width: 1024, height: 1366))
        let delegate = WrapsInNavigation()
        let content = FilterController()
        Self.present(content, from: list, item: filter, delegate: delegate)
        host.runUntilIdle()
        #expect(delegate.calls == ["willPresent none"], "no replacement asked for when not adapting")
        #expect(list.presentedViewController === content && content.parent == nil)
        expectEqual(content.popoverPresentationController?.arrowDirection, .up)
        expectEqual(content.view.convert(content.view.bounds, to: nil).size, CGSize(width: 300, height: 200))
    }

    @Test func doneTappedWhileThePresentationRunsWaitsForItToEnd() throws {
        let (host, list, filter) = Self.stage(size: CGSize(width: 390, height: 844))
        let delegate = WrapsInNavigation()
        let content = FilterController()
        Self.present(content, from: list, item: filter, delegate: delegate)
        host.advance(by: 0.15)
        #expect(content.transitionCoordinator != nil, "mid-presentation, through the replacement")
        content.dismiss(animated: true)  // what Done does, too early
        host.runUntilIdle()
        #expect(
            list.presentedViewController is UINavigationController, "a dismissal during the presentation is ignored")
        try Self.tapDone(of: content, host: host)
        host.runUntilIdle()
        expectEqual(list.presentedViewController, nil)
        expectEqual(content.log, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    @Test func aSheetCanBeReplacedToo() throws {
        let (host, list, _) = Self.stage(size: CGSize(width: 390, height: 844))
        let delegate = WrapsInNavigation()
        let content = FilterController()
        content.modalPresentationStyle = .formSheet
        content.presentationController?.delegate = delegate
        list.present(content, animated: true)
        host.runUntilIdle()
        expectEqual(delegate.calls, ["replacement fullScreen", "willPresent fullScreen"])
        #expect(list.presentedViewController is UINavigationController && content.parent is UINavigationController)
        content.dismiss(animated: false)
        host.runUntilIdle()
        expectEqual(list.presentedViewController, nil)
        expectEqual(content.log, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }
}
