import OpenUIKit

/// What the doctor keeps of one transition: weak links to its objects, the state of its views
/// when it started, and what happened to it since.
@MainActor
final class _WatchedTransition {
    /// How the step running when a transition started acts on the app: `unknown` once the
    /// scenario is over and a test's own check drives the host.
    enum Cause { case code, tap, drag, other, unknown }

    let kind: _TransitionObservation.Kind
    let animatorName: String
    let interactorName: String?
    let isBuiltIn: Bool
    let presentationStyle: UIModalPresentationStyle
    /// Whether the presenting view takes no part in this presentation or dismissal: the
    /// context gives no view for its side (`.over…` styles, and `.custom` unless the
    /// presentation controller removes the presenter's view).
    let presentingViewTakesNoPart: Bool
    let duration: TimeInterval
    let isAnimated: Bool
    let startedInteractive: Bool
    let wantsInteractiveStart: Bool
    let cause: Cause
    /// The frame at which it started (nil during the setup).
    let startFrame: Int?
    let startTime: CFTimeInterval

    weak var context: AnyObject?
    weak var animator: AnyObject?
    weak var interactor: AnyObject?
    weak var from: UIViewController?
    weak var to: UIViewController?
    /// The views the transition moves: the context's, else the controllers' views.
    weak var fromView: UIView?
    weak var toView: UIView?
    /// The final frame the context gave the "to" controller, in window coordinates (nil when
    /// `.zero`).
    let finalFrameInWindow: CGRect?
    /// The views' states when the transition started.
    let fromState: _ViewState?
    let toState: _ViewState?
    /// Whether the presenting view was in the window when a dismissal started.
    let presenterWasInWindow: Bool
    /// A dismissal's presentation chrome (dimming and other views in the container) as it was
    /// at the start, to check after a cancel.
    let chrome: _PresentationChrome?

    /// The first `completeTransition(_:)` argument, once called.
    var completed: Bool?
    var endFrame: Int?
    /// Whether the end checks still have to run (the frame after the transition ended).
    var needsEndChecks = false
    var everInteractive: Bool
    var resizedDuring = false
    /// Whether the presented / presenting view (with its ancestors up to the window) moved
    /// on screen during the transition, and their first signatures.
    var presentedMoved = false
    var presentingMoved = false
    var presentedAlwaysVisible = true
    /// Whether the check of a drag-started transition's interactivity was made.
    var driveChecked = false
    /// Whether a finding already named who keeps the context.
    var contextReported = false
    var presentedSignature: [Double]?
    var presentingSignature: [Double]?

    init(_ transition: _TransitionObservation.Transition, cause: Cause, frame: Int?, now: CFTimeInterval) {
        let context = transition.context
        kind = transition.kind
        animatorName = String(describing: type(of: transition.animator))
        interactorName = transition.interactionController.map { String(describing: type(of: $0)) }
        isBuiltIn = transition.isBuiltIn
        presentationStyle = transition.presentationStyle
        duration = transition.duration
        isAnimated = context.isAnimated
        startedInteractive = context.isInteractive
        wantsInteractiveStart = transition.interactionController?.wantsInteractiveStart ?? false
        everInteractive = context.isInteractive
        self.cause = cause
        startFrame = frame
        startTime = now
        self.context = context as AnyObject
        animator = transition.animator as AnyObject
        interactor = transition.interactionController.map { $0 as AnyObject }
        let from = context.viewController(forKey: .from)
        let to = context.viewController(forKey: .to)
        self.from = from
        self.to = to
        let presentingSide: UITransitionContextViewKey = transition.kind == .presentation ? .from : .to
        presentingViewTakesNoPart = context.view(forKey: presentingSide) == nil
        let fromView = context.view(forKey: .from) ?? from?.viewIfLoaded
        let toView = context.view(forKey: .to) ?? to?.viewIfLoaded
        self.fromView = fromView
        self.toView = toView
        let final = to.map { context.finalFrame(for: $0) } ?? .zero
        if final == .zero {
            finalFrameInWindow = nil
        } else if let window = context.containerView.window {
            finalFrameInWindow = context.containerView.convert(final, to: window)
        } else {
            finalFrameInWindow = final
        }
        fromState = fromView.map(_ViewState.init)
        toState = toView.map(_ViewState.init)
        presenterWasInWindow = to?.viewIfLoaded?.window != nil
        chrome =
            kind == .dismissal
            ? _PresentationChrome(
                container: context.containerView, presented: fromView, presenting: to?.viewIfLoaded,
                owner: from?.presentationController)
            : nil
    }

    /// The presented controller's and the presenting controller's views (modal only).
    var presentedView: UIView? { kind == .presentation ? toView : kind == .dismissal ? fromView : nil }
    var presentingView: UIView? {
        kind == .presentation ? from?.viewIfLoaded : kind == .dismissal ? to?.viewIfLoaded : nil
    }

    /// The animator, or the interaction controller when it is the one that misbehaves.
    var describedAnimator: String { isBuiltIn ? "the system's \(kind) animation" : animatorName }

    /// "the presentation of DetailViewController" and the like.
    var subject: String {
        let name: (UIViewController?) -> String = {
            $0.map { String(describing: type(of: $0)) } ?? "a released controller"
        }
        switch kind {
        case .presentation: return "the presentation of \(name(to))"
        case .dismissal: return "the dismissal of \(name(from))"
        case .push: return "the push of \(name(to))"
        case .pop: return "the pop of \(name(from))"
        case .tabSwitch: return "the tab switch to \(name(to))"
        }
    }

    /// Samples the presented and presenting views' on-screen geometry (presentation layers
    /// of the view and its ancestors) for the from/to check; called every frame in flight.
    func sampleMotion() {
        if let view = presentedView {
            let signature = Self.signature(of: view)
            if let first = presentedSignature {
                if first != signature { presentedMoved = true }
            } else {
                presentedSignature = signature
            }
            if view.window == nil || view.isHidden || (view.layer.presentation() ?? view.layer).opacity < 0.99 {
                presentedAlwaysVisible = false
            }
        }
        if let view = presentingView {
            let signature = Self.signature(of: view)
            if let first = presentingSignature {
                if first != signature { presentingMoved = true }
            } else {
                presentingSignature = signature
            }
        }
    }

    private static func signature(of view: UIView) -> [Double] {
        var values: [Double] = []
        var layer: CALayer? = view.layer
        while let current = layer, !(current.delegate is UIWindow) {
            let shown = current.presentation() ?? current
            values += [
                Double(shown.position.x), Double(shown.position.y), Double(shown.bounds.width),
                Double(shown.bounds.height), Double(shown.opacity)
            ]
            let t = shown.transform
            values += [t.m11, t.m12, t.m21, t.m22, t.m41, t.m42, t.m34].map { Double($0) }
            layer = current.superlayer
        }
        return values
    }
}
