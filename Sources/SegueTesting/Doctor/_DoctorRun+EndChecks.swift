import Foundation
import OpenUIKit

/// The checks made once a transition has ended: is the screen that should show in the window,
/// at rest where it belongs, and did the animator move the right view.
extension _DoctorRun {
    /// Runs the end checks of every transition that ended since the last call.
    func runEndChecks() {
        guard transitions.contains(where: \.needsEndChecks) else { return }
        host?.window.layoutIfNeeded()  // a layout pass, as the frame's commit would run it
        for watched in transitions where watched.needsEndChecks {
            watched.needsEndChecks = false
            checkEnd(of: watched)
        }
    }

    private func checkEnd(of watched: _WatchedTransition) {
        let completed = watched.completed ?? false
        let frame: Int?? = .some(watched.endFrame)
        guard let shown = completed ? watched.to : watched.from else { return }
        let name = String(describing: type(of: shown))
        let outcome = completed ? "the end of" : "the cancelled"
        guard let view = (completed ? watched.toView : watched.fromView) ?? shown.viewIfLoaded, view.window != nil,
            shown.viewIfLoaded?.window != nil
        else {
            flaggedControllers.insert(ObjectIdentifier(shown))
            if watched.kind == .dismissal, completed, watched.presenterWasInWindow, watched.presentingViewTakesNoPart {
                add(
                    .presentingViewInserted,
                    "\(watched.describedAnimator) put \(name)'s view (the presenting view) into the container during "
                        + "\(watched.subject), a .\(watched.presentationStyle) presentation that never removed it; the container "
                        + "left the window with it, so the screen behind is black. Do not add the \"to\" view when dismissing "
                        + "a presentation that keeps the presenting view (view(forKey: .to) is nil for this reason).",
                    lesson: .dismissIsNotPop, frame: frame)
            } else {
                add(
                    .viewNotInWindow,
                    "At \(outcome) \(watched.subject), \(name)'s view is not in the window, so it is invisible although "
                        + "\(completed ? "it is the screen shown" : "it is still the current screen"). "
                        + (completed && watched.kind == .presentation
                            ? "\(watched.describedAnimator).animateTransition(using:) must add view(forKey: .to) to the container."
                            : "The animator must not remove it."),
                    lesson: completed ? .addTheToViewToTheContainer : .restoreTheViewsOnCancel, frame: frame)
            }
            return
        }
        checkRest(of: view, named: name, in: watched, completed: completed, frame: frame)
        if !completed { checkChrome(of: watched, frame: frame) }
        checkMotion(of: watched, frame: frame)
    }

    /// After a cancelled dismissal the presentation's chrome must be as it was: UIKit leaves
    /// what the alongside animations set (UIKitBehaviour #393).
    private func checkChrome(of watched: _WatchedTransition, frame: Int??) {
        guard let chrome = watched.chrome, !watched.resizedDuring else { return }
        let problems = chrome.differences()
        guard !problems.isEmpty else { return }
        add(
            .viewLeftChanged,
            "After cancelling \(watched.subject), \(chrome.ownerName) leaves the presentation half taken down: "
                + problems.joined(separator: "; ")
                + ". UIKit does not undo what animate(alongsideTransition:) set when "
                + "an interactive dismissal is cancelled: put it back in the alongside completion when context.isCancelled.",
            lesson: .restoreTheViewsOnCancel, frame: frame)
    }

    /// The shown view must be where it rests: after a cancel as it was when the transition
    /// started; after a finish as when it was last at rest, or at its final frame, opaque
    /// enough to see, untransformed and on screen.
    private func checkRest(
        of view: UIView, named name: String, in watched: _WatchedTransition, completed: Bool, frame: Int??
    ) {
        let now = _ViewState(view)
        var problems: [String]
        if !completed, let before = watched.fromState, !watched.resizedDuring {
            problems = now.differences(from: before)
        } else if completed, let baseline = baselines[ObjectIdentifier(view)], baseline.view.object === view,
            !watched.resizedDuring
        {
            problems = now.differences(from: baseline.state)
        } else {
            let finalFrame = watched.resizedDuring ? nil : watched.finalFrameInWindow
            problems = now.problems(finalFrame: finalFrame, screen: host?.window.bounds ?? .zero)
        }
        guard !problems.isEmpty else { return }
        add(
            .viewLeftChanged,
            "After \(completed ? "" : "cancelling ")\(watched.subject), \(name)'s view stays on screen "
                + problems.joined(separator: ", ") + ": \(watched.describedAnimator) must put back what it animated "
                + (completed
                    ? "once the transition finished."
                    : "when the transition is cancelled (check transitionWasCancelled in its completion)."),
            lesson: .restoreTheViewsOnCancel, frame: frame)
    }

    /// A modal animator that moved the presenting view while the presented one sat still and
    /// visible confused from/to with presented/presenting.
    private func checkMotion(of watched: _WatchedTransition, frame: Int??) {
        // Only where the presenting view takes no part (.over…, .custom keeping the presenter:
        // view(forKey:) gives no presenting view); where the presenter's view is removed (full
        // screen, or a custom presentation controller that removes it), animating it is fine.
        guard watched.isAnimated, watched.duration > 0, !watched.isBuiltIn, watched.presentingViewTakesNoPart,
            watched.presentedSignature != nil, watched.presentingSignature != nil,
            !watched.presentedMoved, watched.presentedAlwaysVisible, watched.presentingMoved
        else { return }
        let presented = watched.kind == .presentation ? "to" : "from"
        add(
            .fromToConfused,
            "During \(watched.subject), \(watched.animatorName) animated the presenting view while the presented view "
                + "sat still on screen: it took the wrong controller's view. In a \(watched.kind) the presented view is "
                + "\"\(presented)\" (view(forKey: .\(presented))); the presenting one does not come or go.",
            lesson: .fromToIsNotPresentingPresented, frame: frame)
    }

    /// After a drag step: a transition the drag started with an interaction controller that
    /// never became interactive ran on its own instead of following the finger.
    func checkDrivenByTheDrag() {
        for watched in transitions where watched.cause == .drag && watched.startFrame != nil && !watched.driveChecked {
            watched.driveChecked = true
            guard let interactor = watched.interactorName, !watched.everInteractive, watched.isAnimated else {
                continue
            }
            add(
                .wantsInteractiveStartMisuse,
                "\(interactor).wantsInteractiveStart is false, so \(watched.subject), which a drag started, ran on its "
                    + "own instead of following the finger. Leave wantsInteractiveStart true for a gesture-driven start "
                    + "(false is for transitions a gesture may catch later).",
                lesson: .interactionOnlyWhileAGestureDrives, frame: .some(watched.startFrame))
        }
    }
}
