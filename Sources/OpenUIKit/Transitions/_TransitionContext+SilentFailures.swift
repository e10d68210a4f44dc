import Foundation

/// Reports for transition mistakes UIKit lets pass in silence (the app just looks wrong), so
/// that tests see them in `HeadlessHost.reports` and the transition doctor can name them.
extension _TransitionContext {
    /// Reports `completeTransition(true)` after the interaction was cancelled: the transition
    /// completes (the new screen stays) although the user cancelled it. UIKit does the same in
    /// silence; Segue does it and reports it.
    func _reportCompletingACancelledTransition(_ didComplete: Bool) {
        guard didComplete, transitionWasCancelled, phase == .running else { return }
        UIView._report(
            "\(type(of: animator)) called completeTransition(true) after the interaction was cancelled, so the "
                + "transition completes although the user cancelled it: pass !transitionContext.transitionWasCancelled")
    }

    /// Why an interactive transition that never completes waits, when nothing drove it: an
    /// interaction controller that wants an interactive start was vended for a transition no
    /// gesture updates (typically one started by a button).
    var _undrivenInteractionNote: String? {
        guard isInteractive, percentComplete == 0, let interactor else { return nil }
        return "it is interactive and nothing has updated it: \(type(of: interactor)) was vended as its interaction "
            + "controller (wantsInteractiveStart \(interactor.wantsInteractiveStart)) but no gesture drives it"
    }
}

extension _ModalTransition {
    /// Reports a dismissal animator that put the presenting view into the container of a
    /// presentation that did not remove it (`.custom`, `.overFullScreen`…): the container
    /// leaves the window at the end of the dismissal and takes the presenting view with it —
    /// the black screen. UIKit does the same in silence; Segue does it and reports it.
    static func _reportPresenterViewInserted(
        _ presenter: UIViewController, into container: UIView,
        removesPresenterView: Bool, animator: any UIViewControllerAnimatedTransitioning
    ) {
        guard !removesPresenterView, let view = presenter.viewIfLoaded, view.isDescendant(of: container) else { return }
        UIView._report(
            "\(type(of: animator)) put the presenting view of \(UIViewController._describe(presenter)) into the "
                + "container of a dismissal, so it leaves the window with the container and the screen goes black: "
                + "this presentation never removed the presenting view, so the dismissal animator must not add it "
                + "(transitionContext.view(forKey: .to) is nil for this reason)")
    }
}
