#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The rotating-navigation demo's navigation controller: it owns the delegate that vends the
/// demo's animators (a navigation controller's `delegate` is weak), turns off the built-in
/// back swipe, which would not drive custom animators anyway, and paints its own background
/// behind the screens.
@MainActor
final class RotatingNavigationController: UINavigationController {
    /// Vends the corner swing and, while a pan drives a pop, the slide-down pop.
    let transitionDelegate = RotatingNavigationDelegate()

    /// Creates the demo's stack with its first screen.
    init() {
        super.init(rootViewController: RotatingFirstViewController())
        delegate = transitionDelegate
    }

    /// Not supported (no nibs).
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactivePopGestureRecognizer?.isEnabled = false
        // Early in the drag-down pop, the top screen has moved down less than the screen
        // beneath has yet to rise: what shows between them is this background, not the
        // window's black.
        view.backgroundColor = .systemGroupedBackground
    }
}
