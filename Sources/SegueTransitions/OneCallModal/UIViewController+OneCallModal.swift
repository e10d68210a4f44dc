#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension UIViewController {
    /// Presents a controller with its view at `frame`, animated in and out by two closures of
    /// your own: the seeds' one-call modal (UIKitBehaviour #416).
    ///
    /// ```swift
    /// present(card, at: CGRect(x: 24, y: 170, width: 342, height: 440), animated: true,
    ///         presenting: { view, done in
    ///             view.transform = CGAffineTransform(translationX: 0, y: 700)
    ///             UIView.animate(withDuration: 0.5, animations: { view.transform = .identity }, completion: done)
    ///         },
    ///         dismissing: { view, done in
    ///             UIView.animate(withDuration: 0.25, animations: { view.alpha = 0 }, completion: done)
    ///         })
    /// ```
    ///
    /// `frame` is in the window's coordinates; the presenting screen stays visible around it.
    /// When `presenting` runs the view is already at `frame`, opaque and untransformed: set the
    /// state to start from and animate back. Each closure calls its second argument once, with
    /// whether the animation finished — the signature of UIView animations' completion, so it
    /// can be passed straight through. `true` completes the transition; `false` cancels it:
    /// a cancelled presentation takes the view away again (the controller is not presented and
    /// `completion` does not run), a cancelled dismissal gives the view back the state it had
    /// before the closure ran and the controller stays presented. Only the first call counts.
    /// Without animation the closures are not called. The controller is dismissed the usual
    /// way (`dismiss(animated:completion:)`), which plays `dismissing`.
    ///
    /// The call sets the controller's `modalPresentationStyle` to `.custom` and its
    /// `transitioningDelegate` to one the controller keeps until it has been dismissed.
    public func present(
        _ viewControllerToPresent: UIViewController, at frame: CGRect, animated flag: Bool,
        presenting: @escaping (_ view: UIView, _ completion: @escaping (Bool) -> Void) -> Void,
        dismissing: @escaping (_ view: UIView, _ completion: @escaping (Bool) -> Void) -> Void,
        completion: (() -> Void)? = nil
    ) {
        let delegate = _OneCallDelegate(frame: frame, presenting: presenting, dismissing: dismissing)
        viewControllerToPresent.modalPresentationStyle = .custom
        viewControllerToPresent.transitioningDelegate = delegate
        _AssociatedKeys.set(delegate, on: viewControllerToPresent, &_AssociatedKeys.oneCall)
        present(viewControllerToPresent, animated: flag, completion: completion)
    }
}
