#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension UIViewController {
    /// The catalogue transition that presents and dismisses this controller when it is
    /// presented or dismissed with `animated: true`; nil (the default) for UIKit's own.
    ///
    /// ```swift
    /// detail.modalTransition = .cube(direction: .left)
    /// present(detail, animated: true)
    /// ```
    ///
    /// Setting it sets the controller's `modalPresentationStyle` to `.fullScreen` (unless it is
    /// `.custom`, `.overFullScreen` or `.overCurrentContext`, which keep the presenting screen;
    /// then only the presented screen moves) and its `transitioningDelegate` to the library's,
    /// which keeps the delegate you had set (weakly, as UIKit does) and asks it first for every
    /// object: your animator, interaction controller or presentation controller wins. Set
    /// your own `transitioningDelegate` before this property; a delegate set afterwards
    /// replaces the library's until you set this property again. Setting nil gives your
    /// delegate back.
    ///
    /// After the presentation a pan on the presented screen against the transition's gesture
    /// direction (down, for most) dismisses it, following the finger. With Reduce Motion on,
    /// the transition is a cross-fade (UIKitBehaviour #410).
    public var modalTransition: SegueTransition? {
        get { _AssociatedKeys.transition(of: self, &_AssociatedKeys.modal, as: _ModalTransitioningDelegate.self) }
        set {
            _AssociatedKeys.setTransition(newValue, of: self, &_AssociatedKeys.modal) {
                _ModalTransitioningDelegate(transition: $0, controller: self)
            }
            guard newValue != nil else { return }
            switch modalPresentationStyle {
            case .custom, .overFullScreen, .overCurrentContext, .fullScreen: break
            default: modalPresentationStyle = .fullScreen
            }
        }
    }
}
