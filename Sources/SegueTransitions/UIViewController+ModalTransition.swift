#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension UIViewController {
    /// The catalogue transition that presents and dismisses this controller when it is
    /// presented or dismissed with `animated: true` (without animation the screens swap at
    /// once); nil (the default) for UIKit's own.
    ///
    /// ```swift
    /// detail.modalTransition = .cube(direction: .left)
    /// present(detail, animated: true)
    /// ```
    ///
    /// Setting it sets the controller's `modalPresentationStyle` to `.custom`, with a
    /// presentation controller that covers the screen and removes the presenting screen's view
    /// as `.fullScreen` does, and `modalPresentationCapturesStatusBarAppearance` to true (unless
    /// the style is `.custom`, `.overFullScreen` or `.overCurrentContext`, which are kept: then
    /// only the presented screen moves). UIKit asks a custom presentation's animator even for a
    /// presentation made without animation, so the dismissal pan is there after
    /// `present(_:animated: false)` too. It sets the `transitioningDelegate` to the library's,
    /// which keeps the delegate you had set (weakly, as UIKit does) and asks it first for every
    /// object: your animator, interaction controller or presentation controller wins. Set
    /// your own `transitioningDelegate` before this property; a delegate set afterwards
    /// replaces the library's until you set this property again. Setting nil gives your
    /// delegate back, and `.fullScreen` when the library had chosen the style.
    ///
    /// After the presentation, animated or not, a pan on the presented screen against the
    /// transition's gesture direction (down, for most) dismisses it, following the finger; a
    /// drag that began by scrolling content to its top goes on as that pan (UIKitBehaviour
    /// #459). With Reduce Motion on, the transition is a cross-fade (UIKitBehaviour #410).
    public var modalTransition: SegueTransition? {
        get { _AssociatedKeys.transition(of: self, &_AssociatedKeys.modal, as: _ModalTransitioningDelegate.self) }
        set {
            _AssociatedKeys.setTransition(newValue, of: self, &_AssociatedKeys.modal) {
                _ModalTransitioningDelegate(transition: $0, controller: self)
            }
        }
    }
}
