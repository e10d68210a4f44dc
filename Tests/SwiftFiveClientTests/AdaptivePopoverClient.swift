// The commonest adaptivity code in apps, compiled in Swift 5 mode: a settings popover that on a
// phone shows full screen inside a navigation controller with a Done button, returned by the
// presenter's delegate conformance (in an extension); and the device turning, read through the
// safe area and the fixed coordinate space (UIKitBehaviour #448, #454, #455).
import OpenUIKit
import SegueTesting
import Testing

final class SortOptionsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sort"
        view.backgroundColor = .systemBackground
        preferredContentSize = CGSize(width: 240, height: 160)
    }
}

final class LibraryViewController: UIViewController {
    let sortItem = UIBarButtonItem(title: "Sort", style: .plain)
    var adaptedTo: [UIModalPresentationStyle] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        view.backgroundColor = .systemBackground
        sortItem.primaryAction = UIAction(title: "Sort") { [weak self] _ in self?.showSortOptions() }
        navigationItem.rightBarButtonItem = sortItem
    }

    func showSortOptions() {
        let options = SortOptionsViewController()
        options.modalPresentationStyle = .popover
        options.popoverPresentationController?.barButtonItem = sortItem
        options.popoverPresentationController?.delegate = self
        present(options, animated: true, completion: nil)
    }

    func closeSortOptions() {
        dismiss(animated: true, completion: nil)
    }
}

extension LibraryViewController: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(
        for controller: UIPresentationController,
        traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        return traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
    }

    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
        let navigation = UINavigationController(rootViewController: controller.presentedViewController)
        controller.presentedViewController.navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.closeSortOptions() })
        return navigation
    }

    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: UIViewControllerTransitionCoordinator?
    ) {
        adaptedTo.append(style)
    }
}

@MainActor
@Suite struct AdaptivePopoverSwiftFiveClientTests {
    @Test func onAPhoneTheOptionsShowInANavigationControllerAndDoneCloses() throws {
        let host = HeadlessHost(
            screenSize: CGSize(width: 390, height: 844), scale: 1,
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let library = LibraryViewController()
        host.window.rootViewController = UINavigationController(rootViewController: library)
        host.runUntilIdle()
        let sort = try #require(library.sortItem.frame(in: host.window))
        host.tap(at: CGPoint(x: sort.midX, y: sort.midY))
        host.runUntilIdle()
        #expect(library.adaptedTo == [.fullScreen])
        let navigation = try #require(library.presentedViewController as? UINavigationController)
        let options = try #require(navigation.topViewController as? SortOptionsViewController)
        #expect(options.view.window != nil)
        let done = try #require(options.navigationItem.rightBarButtonItem?.frame(in: host.window))
        #expect(done.minY >= 47, "below the status bar")
        host.tap(at: CGPoint(x: done.midX, y: done.midY))
        host.runUntilIdle()
        #expect(library.presentedViewController == nil && library.view.window != nil)

        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(library.view.safeAreaInsets.left == 47 && library.view.safeAreaInsets.right == 47)
        let corner = UIScreen.main.coordinateSpace.convert(CGPoint.zero, to: UIScreen.main.fixedCoordinateSpace)
        #expect(corner == CGPoint(x: 390, y: 0))
    }
}
