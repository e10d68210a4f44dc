#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The edge-swipe demo's presented screen: swiping in from the left edge pushes it back out
/// to the right under the finger; the button dismisses it without a gesture.
@MainActor
final class EdgeSwipeDetailViewController: _GalleryViewController {
    override func loadView() {
        let screen = _DemoScreenView(
            title: "Swiped In",
            subtitle: "Swipe from the left edge to go back.",
            caption: "Past half-way it finishes; short of it, it springs back",
            style: .warm)
        screen.addButton("Dismiss Without a Swipe") { [unowned self] in
            self.close(drivenBy: nil)
        }
        view = screen
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let edgePan = UIScreenEdgePanGestureRecognizer { [unowned self] recognizer in
            guard recognizer.state == .began, self.presentingViewController != nil, !self.isBeingDismissed else {
                return
            }
            self.close(drivenBy: recognizer as? UIScreenEdgePanGestureRecognizer)
        }
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
    }

    /// Dismisses the screen — interactively when `pan` drives it — through the transitioning
    /// delegate it was presented with.
    func close(drivenBy pan: UIScreenEdgePanGestureRecognizer?) {
        if let delegate = transitioningDelegate as? EdgeSwipeTransitioningDelegate {
            delegate.gestureRecognizer = pan
            delegate.edge = .left
        }
        dismiss(animated: true)
    }
}
