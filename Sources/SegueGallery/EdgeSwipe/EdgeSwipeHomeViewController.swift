#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The edge-swipe demo's first screen: swiping in from the right edge pulls the detail screen
/// in under the finger; the button presents the same screen without a gesture.
///
/// The screen-edge pan starts the presentation when it begins; the interaction controller the
/// transitioning delegate vends for it follows the rest of the gesture. The button path sets no
/// gesture, so the delegate vends no interaction controller and the slide runs by itself.
@MainActor
final class EdgeSwipeHomeViewController: _GalleryViewController {
    /// Vends the slide animators and, for a swipe, the interaction controller. Held here
    /// because `transitioningDelegate` is weak; the detail screen uses it to dismiss too.
    let transitionController = EdgeSwipeTransitioningDelegate()

    override func loadView() {
        let screen = _DemoScreenView(
            title: "Edge Swipe",
            subtitle: "Swipe in from the right edge, or use the button.",
            caption: "Drag the next screen in",
            style: .fresh)
        screen.addButton("Present Without a Swipe") { [unowned self] in
            self.showDetail(drivenBy: nil, animated: true)
        }
        view = screen
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let edgePan = UIScreenEdgePanGestureRecognizer { [unowned self] recognizer in
            guard recognizer.state == .began, self.presentedViewController == nil else { return }
            self.showDetail(drivenBy: recognizer as? UIScreenEdgePanGestureRecognizer, animated: true)
        }
        edgePan.edges = .right
        view.addGestureRecognizer(edgePan)
    }

    /// Presents the detail screen full screen — interactively when `pan` drives it.
    func showDetail(drivenBy pan: UIScreenEdgePanGestureRecognizer?, animated: Bool) {
        transitionController.gestureRecognizer = pan
        transitionController.edge = .right
        let detail = EdgeSwipeDetailViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = transitionController
        present(detail, animated: animated)
    }
}
