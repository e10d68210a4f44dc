#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The list → detail demo's navigation controller: the list of places at the root, the slide
/// animators through its delegate (which it keeps: a navigation controller's `delegate` is
/// weak), and a left-edge swipe that pops the detail interactively.
///
/// The built-in back swipe is turned off: it drives only the built-in slide, not a delegate's
/// animator. The edge pan here starts the pop itself and hands itself to the delegate, which
/// vends an interaction controller for that pop only.
final class ListNavigationController: UINavigationController {
    /// Vends the slide for pushes and pops, and the interaction of a swiped pop.
    let transitions = ListNavigationDelegate()

    /// Creates the demo's stack with the list at its root.
    init() {
        super.init(rootViewController: PlaceListViewController())
        delegate = transitions
    }

    /// Not supported (no archives).
    required init?(coder: NSCoder) {
        fatalError("ListNavigationController.init(coder:) is not supported")
    }

    /// The list at the root of the stack.
    var list: PlaceListViewController? { viewControllers.first as? PlaceListViewController }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactivePopGestureRecognizer?.isEnabled = false
        let edgePan = UIScreenEdgePanGestureRecognizer { [unowned self] recognizer in
            guard recognizer.state == .began, let pan = recognizer as? UIScreenEdgePanGestureRecognizer else { return }
            self.transitions.beginInteractivePop(with: pan, in: self)
        }
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
    }
}
