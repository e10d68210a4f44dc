#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The rotating-navigation demo's second screen: its Pop button swings it back out about the
/// corner; dragging it down pops it interactively, the screen beneath coming up from a third
/// of the height.
@MainActor
final class RotatingSecondViewController: _GalleryViewController {
    override func loadView() {
        let screen = _DemoScreenView(
            title: "Swung In",
            subtitle: "Drag down to pop interactively, or tap Pop.",
            caption: "Past half-way down, the pop finishes",
            style: .warm)
        screen.addButton("Pop") { [unowned self] in
            _ = self.navigationController?.popViewController(animated: true)
        }
        view = screen
        title = "Swung In"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer { [unowned self] recognizer in
            guard recognizer.state == .began,
                let pan = recognizer as? UIPanGestureRecognizer,
                pan.velocity(in: self.view).y > abs(pan.velocity(in: self.view).x),
                let navigationController = self.navigationController as? RotatingNavigationController
            else { return }
            navigationController.transitionDelegate.beginInteractivePop(with: pan, in: navigationController)
        }
        view.addGestureRecognizer(pan)
    }
}
