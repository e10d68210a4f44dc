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
        get { (_AssociatedKeys.value(of: self, &_AssociatedKeys.modal) as _ModalTransitioningDelegate?)?.transition }
        set {
            let current: _ModalTransitioningDelegate? = _AssociatedKeys.value(of: self, &_AssociatedKeys.modal)
            guard let newValue else {
                if let current {
                    if transitioningDelegate === current { transitioningDelegate = current.appDelegate }
                    current.uninstall()
                }
                _AssociatedKeys.set(nil, on: self, &_AssociatedKeys.modal)
                return
            }
            let delegate = current ?? _ModalTransitioningDelegate(transition: newValue, controller: self)
            delegate.transition = newValue
            if transitioningDelegate !== delegate {
                delegate.appDelegate = transitioningDelegate
                transitioningDelegate = delegate
            }
            _AssociatedKeys.set(delegate, on: self, &_AssociatedKeys.modal)
            switch modalPresentationStyle {
            case .custom, .overFullScreen, .overCurrentContext, .fullScreen: break
            default: modalPresentationStyle = .fullScreen
            }
        }
    }
}
