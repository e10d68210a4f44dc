#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The fade-navigation demo's navigation controller: it owns the object that vends the fades
/// (delegates are weak references), sets it as its own delegate, and lends it to the modal the
/// first screen presents.
@MainActor
final class FadeNavigationController: UINavigationController {
    /// Vends the fades for this stack and for the modal.
    let transitions = FadeTransitions()

    /// Creates the demo's stack with its first screen.
    init() {
        super.init(rootViewController: FadeListViewController())
        delegate = transitions
    }

    /// Not supported (no nibs).
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The built-in back swipe would not drive the fade (a custom animator without an
        // interaction controller); the pops here come from buttons.
        interactivePopGestureRecognizer?.isEnabled = false
    }
}
