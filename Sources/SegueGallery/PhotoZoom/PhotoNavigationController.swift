#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The photo grid → detail demo's navigation controller: the grid at the root and the zoom
/// through its delegate, which it keeps (a navigation controller's `delegate` is weak).
///
/// The built-in back swipe is off (it would not drive the zoom); the detail screen's own
/// drag-down pops interactively instead.
final class PhotoNavigationController: UINavigationController {
    /// Vends the zoom for pushes and pops, and the interaction of a dragged pop.
    let transitions = PhotoZoomNavigationDelegate()

    /// Creates the demo's stack with the grid at its root.
    init() {
        super.init(rootViewController: PhotoGridViewController())
        delegate = transitions
    }

    /// Not supported (no archives).
    required init?(coder: NSCoder) {
        fatalError("PhotoNavigationController.init(coder:) is not supported")
    }

    /// The grid at the root of the stack.
    var grid: PhotoGridViewController? { viewControllers.first as? PhotoGridViewController }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactivePopGestureRecognizer?.isEnabled = false
    }
}
