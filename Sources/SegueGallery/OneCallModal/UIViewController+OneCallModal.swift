#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension UIViewController {
    /// Presents a view controller modally with its view at a frame you choose, animated in and
    /// out by two closures of your own.
    ///
    /// One call stands for the transitioning delegate, the two animators and the presentation
    /// controller of a custom presentation. The presented controller's view is placed at
    /// `frame`, in the coordinates of the window (the presentation covers the whole screen, and
    /// the presenting controller's view stays visible around the frame). `presenting` animates
    /// the view in; later, when anyone calls `dismiss(animated:completion:)` on the presented
    /// controller or on the presenter, `dismissing` animates it out. The presented controller
    /// is dismissed the usual way: nothing else is needed to tear the presentation down.
    ///
    /// Each closure receives the view and a completion handler to call once the animation has
    /// ended. The handler has the type of UIView animations' completion, so you can pass it
    /// straight through:
    ///
    /// ```swift
    /// present(card, at: CGRect(x: 24, y: 170, width: 342, height: 440), animated: true,
    ///         presenting: { view, completion in
    ///             view.transform = CGAffineTransform(translationX: 0, y: 700)
    ///             UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.8,
    ///                            initialSpringVelocity: 0, options: [],
    ///                            animations: { view.transform = .identity }, completion: completion)
    ///         },
    ///         dismissing: { view, completion in
    ///             UIView.animate(withDuration: 0.25, animations: { view.alpha = 0 }, completion: completion)
    ///         })
    /// ```
    ///
    /// When `presenting` runs, the view is already in the transition's container at `frame`,
    /// fully opaque and untransformed — its final state. Set the state the animation starts
    /// from, then animate back to that. `dismissing` finds the view as the presentation left
    /// it; whatever state it ends in, the view is removed afterwards. The presentation (or the
    /// dismissal) ends, and `completion` runs, when the closure calls its handler; only the
    /// first call counts, and a closure that never calls it leaves the transition waiting, as
    /// a custom animator that never calls `completeTransition(_:)` does. With `flag` false the
    /// view appears (or goes) at once and the closure is not called; the same holds for an
    /// unanimated dismissal.
    ///
    /// The call sets the presented controller's `modalPresentationStyle` to `.custom` and its
    /// `transitioningDelegate` to an object that the presentation keeps alive until the
    /// dismissal has ended. The transition coordinator of both transitions reports a duration
    /// of ``oneCallModalTransitionDuration`` seconds, which animations run alongside it use.
    ///
    /// - Parameters:
    ///   - viewControllerToPresent: The view controller to present.
    ///   - frame: Where the presented view sits, in the window's coordinates.
    ///   - flag: Whether to animate the presentation with `presenting`.
    ///   - presenting: Animates the view in; calls its second argument when done.
    ///   - dismissing: Animates the view out at dismissal; calls its second argument when done.
    ///   - completion: Runs after the presentation has ended; may be nil.
    public func present(
        _ viewControllerToPresent: UIViewController,
        at frame: CGRect,
        animated flag: Bool,
        presenting: @escaping (_ view: UIView, _ completion: @escaping (Bool) -> Void) -> Void,
        dismissing: @escaping (_ view: UIView, _ completion: @escaping (Bool) -> Void) -> Void,
        completion: (() -> Void)? = nil
    ) {
        let delegate = _OneCallTransitioningDelegate(frame: frame, presenting: presenting, dismissing: dismissing)
        viewControllerToPresent.modalPresentationStyle = .custom
        viewControllerToPresent.transitioningDelegate = delegate
        // `transitioningDelegate` is weak, and UIKit may ask for the presentation controller
        // only when the presentation starts (on the next turn of the main loop): the completion
        // keeps the delegate until then; from then on the presentation controller keeps it.
        present(viewControllerToPresent, animated: flag) {
            withExtendedLifetime(delegate) { completion?() }
        }
    }

    /// The duration the transitions of `present(_:at:animated:presenting:dismissing:completion:)`
    /// report to their transition coordinator, in seconds.
    ///
    /// The closures animate for as long as they like; the coordinator's alongside animations
    /// (such as a presenter that dims itself) run for this long.
    public static let oneCallModalTransitionDuration: TimeInterval = 0.35
}
