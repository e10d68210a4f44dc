import Foundation
import OpenUIKit

/// What the run hears from inside the transitions, and what it does after every frame.
extension _DoctorRun {
    /// The frame findings name: nil while the setup runs.
    var findingFrame: Int? { inSetup ? nil : frame }

    func add(_ kind: DoctorFinding.Kind, _ message: String, lesson: SeedLesson, frame: Int?? = nil) {
        findings.append(
            DoctorFinding(kind: kind, message: message, frame: frame ?? findingFrame, lesson: lesson, variant: variant))
    }

    // MARK: _TransitionObserving

    func _transitionWillStart(_ transition: _TransitionObservation.Transition) {
        let watched = _WatchedTransition(
            transition, cause: inSetup ? .code : cause, frame: findingFrame, now: host?.now ?? 0)
        transitions.append(watched)
        if let view = watched.fromView, view.window != nil, let state = watched.fromState {
            baselines[ObjectIdentifier(view)] = (_Weak(view), state)
        }
        for controller in [watched.from, watched.to].compactMap({ $0 })
        where !controllersSeen.contains(where: { $0.object === controller }) {
            controllersSeen.append(_Weak(controller))
        }
        if let interactor = watched.interactorName, watched.startedInteractive, watched.cause != .drag,
            watched.cause != .unknown
        {
            let how =
                watched.cause == .tap ? "a tap" : watched.cause == .code ? "code (a button's action)" : "no gesture"
            add(
                .interactionWithoutGesture,
                "\(interactor) was vended as the interaction controller of \(watched.subject), which \(how) started: no "
                    + "gesture drives it, so it sits at 0 % and the app hangs (wantsInteractiveStart is true). Return nil from "
                    + "interactionController… unless a gesture is in progress.",
                lesson: .interactionOnlyWhileAGestureDrives)
        }
    }

    func _transition(
        _ transition: _TransitionObservation.Transition, calledCompleteTransition didComplete: Bool,
        afterCancel: Bool, isRepeat: Bool
    ) {
        guard let watched = watched(transition) else { return }
        if isRepeat {
            add(
                .completeTransitionCalledTwice,
                "\(watched.describedAnimator) called completeTransition(\(didComplete)) again for \(watched.subject), "
                    + "after it had completed (\(watched.completed.map(String.init) ?? "?")); only the first call counts.",
                lesson: .completeOnceWhenTheAnimationEnds)
        } else if didComplete && afterCancel {
            add(
                .completedAfterCancel,
                "\(watched.describedAnimator) called completeTransition(true) although \(watched.subject) was cancelled, so "
                    + "it completes anyway: pass !transitionContext.transitionWasCancelled.",
                lesson: .completeWithNotCancelled)
        }
    }

    func _transitionDidEnd(_ transition: _TransitionObservation.Transition, completed: Bool) {
        guard let watched = watched(transition), watched.completed == nil else { return }
        watched.completed = completed
        watched.endFrame = findingFrame
        watched.needsEndChecks = true
    }

    private func watched(_ transition: _TransitionObservation.Transition) -> _WatchedTransition? {
        transitions.last { $0.context === (transition.context as AnyObject) }
    }

    // MARK: Every frame

    /// After every frame: sample the transitions in flight, note new reports, make the checks
    /// of transitions that ended, and apply the variant.
    func tick() {
        for watched in transitions where watched.completed == nil {
            if let context = watched.context as? any UIViewControllerContextTransitioning, context.isInteractive {
                watched.everInteractive = true
            }
            if watched.isAnimated, watched.kind == .presentation || watched.kind == .dismissal {
                watched.sampleMotion()
            }
        }
        pullReports()
        runEndChecks()
        guard !inSetup else { return }
        applyVariant()
    }

    /// Notes the host's reports made since the last call, at the current frame.
    func pullReports() {
        let all = host?.reports ?? []
        if all.count > reportsSeen {
            reports += all[reportsSeen...].map { ($0, findingFrame) }
            reportsSeen = all.count
        }
    }

    private func applyVariant() {
        if let pending = interruption {
            UIApplication.shared.queueTouch(.ended, at: pending.point, finger: 0)
            interruption = nil
            return
        }
        switch variant {
        case .interrupted where !interrupted && !dragging:
            guard let point = lastActionPoint, let flight = halfWayTransition(), flight.cause != .code else { return }
            interrupted = true
            interruptionFrame = frame
            UIApplication.shared.queueTouch(.began, at: point, finger: 0)
            interruption = (point, true)
        case .resized where !resized:
            guard let host, halfWayTransition() != nil else { return }
            resized = true
            for watched in transitions where watched.completed == nil { watched.resizedDuring = true }
            // Views at rest before the turn had the old screen's frames: a later transition's
            // views are checked against where they rest now, not against those.
            baselines.removeAll()
            host.resize(to: CGSize(width: host.screenSize.height, height: host.screenSize.width))
        case .backToBack where !reversed:
            guard let ended = transitions.first(where: { $0.startFrame != nil && $0.completed == true }) else { return }
            reversed = true
            reverse(ended)
        default:
            break
        }
    }

    /// An animated transition of the steps that is at least half-way through its duration.
    private func halfWayTransition() -> _WatchedTransition? {
        transitions.first { watched in
            watched.startFrame != nil && watched.completed == nil && watched.isAnimated && watched.duration > 0
                && (host?.now ?? 0) - watched.startTime >= watched.duration / 2
        }
    }

    /// Starts the transition that undoes `watched`, animated, by code.
    func reverse(_ watched: _WatchedTransition) {
        cause = .code
        guard let from = watched.from, let to = watched.to else { return }
        switch watched.kind {
        case .presentation:
            to.presentingViewController?.dismiss(animated: true)
        case .dismissal:
            if to.presentedViewController == nil { to.present(from, animated: true) }
        case .push:
            to.navigationController?.popViewController(animated: true)
        case .pop:
            if let navigation = to.navigationController { navigation.pushViewController(from, animated: true) }
        case .tabSwitch:
            to.tabBarController?.selectedViewController = from
        }
        collectControllers()
    }
}
