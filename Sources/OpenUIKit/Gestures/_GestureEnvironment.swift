import Foundation

/// The application's gesture bookkeeping: the recognizers taking part in the current
/// gestures, their recognition attempts, the handlers waiting to run, and the touches whose
/// delivery to their views is not finished.
///
/// One update runs at the end of each event's delivery to the recognizers, and again after
/// the event's delivery to the views; state changes made outside event handling (a test
/// setting `state`, `isEnabled = false` from a timer) get an update at the next turn of the
/// main loop. An update, until nothing changes: cancels touches in views for recognitions
/// that cancel touches, runs handlers, fails recognizers left possible with no touches,
/// delivers touch phases held back by `delaysTouchesBegan`/`delaysTouchesEnded`, and resets
/// recognizers that reached `.ended`, `.cancelled` or `.failed`.
@MainActor
final class _GestureEnvironment {
    private static var _shared: _GestureEnvironment?

    /// The environment of the running application (a new one for each animation engine, so a
    /// new host starts with none of an old host's gestures).
    static var current: _GestureEnvironment {
        let engine = CAEngine.current
        if let shared = _shared, shared.engine === engine { return shared }
        let fresh = _GestureEnvironment(engine: engine)
        _shared = fresh
        return fresh
    }

    private weak var engine: CAEngine?
    /// The recognizers taking part in a gesture, in the order they joined.
    private(set) var participants: [UIGestureRecognizer] = []
    /// Recognizers whose handlers must run, each once.
    private var actionQueue: [UIGestureRecognizer] = []
    /// Touches whose delivery to their view is not finished.
    var liveTouches: [UITouch] = []
    /// The touches of the event a window is delivering.
    var touchesInDelivery: [UITouch] = []
    private var eventDepth = 0
    private var isUpdating = false
    private var updateScheduled = false

    private init(engine: CAEngine) {
        self.engine = engine
    }

    // MARK: Participation

    /// Adds `recognizer` to the current gestures.
    func participate(_ recognizer: UIGestureRecognizer) {
        if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
    }

    /// Queues `recognizer`'s handlers (once per update, reading the state they run in).
    func enqueueActions(for recognizer: UIGestureRecognizer) {
        if !actionQueue.contains(where: { $0 === recognizer }) { actionQueue.append(recognizer) }
    }

    /// Whether `recognizer`'s handlers are waiting to run.
    func hasQueuedActions(for recognizer: UIGestureRecognizer) -> Bool {
        actionQueue.contains { $0 === recognizer }
    }

    // MARK: Recognition

    /// Tries to take `recognizer` from `.possible` to its pending state (`.began` or
    /// `.ended`): it waits while a participant it requires to fail is still possible; then it
    /// fails if the views or its delegate refuse, or if a recognized participant prevents it;
    /// otherwise it recognizes, cancels its touches in the view (with `cancelsTouchesInView`),
    /// and fails the possible participants it prevents and those that require it to fail.
    func attemptRecognition(_ recognizer: UIGestureRecognizer) {
        guard let target = recognizer._pendingState, recognizer._state == .possible else { return }
        let others = participants.filter { $0 !== recognizer }
        if others.contains(where: { $0._state == .possible && recognizer._requiresFailure(of: $0) }) { return }
        recognizer._pendingState = nil
        let recognized: Set<UIGestureRecognizer.State> = [.began, .changed, .ended]
        if !recognizer._mayBegin()
            || others.contains(where: { recognized.contains($0._state) && $0._prevents(recognizer) })
        {
            recognizer._state = .failed
            didFail(recognizer)
            return
        }
        recognizer._state = target
        enqueueActions(for: recognizer)
        if recognizer.cancelsTouchesInView {
            for touch in recognizer._touchesSinceReset { touch._gestureDelivery.cancelRequested = true }
        }
        for other in others where other._state == .possible {
            if recognizer._prevents(other) || other._requiresFailure(of: recognizer) {
                other._pendingState = nil
                other._state = .failed
                didFail(other)
            }
        }
    }

    /// `recognizer` failed: the participants waiting for it try again.
    func didFail(_ recognizer: UIGestureRecognizer) {
        for other in participants where other !== recognizer && other._pendingState != nil {
            if other._requiresFailure(of: recognizer) { attemptRecognition(other) }
        }
    }

    // MARK: Updates

    /// Arranges an update for a change made outside event handling (none is needed inside one:
    /// the event's own update follows).
    func setNeedsUpdate() {
        guard !isUpdating, eventDepth == 0, !updateScheduled else { return }
        updateScheduled = true
        UIApplication.shared._performOnNextTurn { [weak self] in
            guard let self else { return }
            self.updateScheduled = false
            self.update()
        }
    }

    /// Runs `body` as event handling (changes wait for the update that follows it), then
    /// updates.
    func handleEvent(_ body: () -> Void) {
        eventDepth += 1
        body()
        eventDepth -= 1
        update()
    }

    /// Runs work due `delay` seconds of media time from now, at a frame of the main loop.
    func schedule(after delay: CFTimeInterval, _ work: @escaping () -> Void) {
        let app = UIApplication.shared
        if _applicationMainQueue.submit(_MainQueue.Work(run: work), delay: delay, now: CACurrentMediaTime()) {
            app._host?.applicationNeedsFrame(app)
        }
    }

    /// Settles the gestures (see the type's discussion).
    func update() {
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        var progress = true
        while progress {
            progress = false
            flushCancellations()
            while !actionQueue.isEmpty {
                let recognizer = actionQueue.removeFirst()
                flushCancellations()
                if [.began, .changed, .ended, .cancelled].contains(recognizer._state) { recognizer._sendActions() }
                progress = true
            }
            if failIdleRecognizers() { progress = true }
            if flushHeldDeliveries() { progress = true }
            resetFinishedRecognizers()
            if !actionQueue.isEmpty { progress = true }
        }
    }

    /// Sends `touchesCancelled` to the views of touches whose recognizer cancels them.
    private func flushCancellations() {
        for touch in liveTouches where touch._gestureDelivery.cancelRequested {
            touch._cancelInView()
        }
        liveTouches.removeAll { $0._gestureDelivery.isFinished }
    }

    /// Fails the participants still possible with no touch down, none pending and no further
    /// touch expected; returns whether any failed.
    private func failIdleRecognizers() -> Bool {
        let idle = participants.filter {
            $0._state == .possible && $0._pendingState == nil && $0._touches.isEmpty && !$0._awaitsFurtherTouches
        }
        for recognizer in idle where recognizer._state == .possible {
            recognizer._state = .failed
            didFail(recognizer)
        }
        return !idle.isEmpty
    }

    /// Delivers the held phases no recognizer delays any more; returns whether any was.
    private func flushHeldDeliveries() -> Bool {
        var delivered = false
        for touch in liveTouches
        where touch._flushHeldDelivery(duringItsEvent: touchesInDelivery.contains { $0 === touch }) {
            delivered = true
        }
        liveTouches.removeAll { $0._gestureDelivery.isFinished }
        return delivered
    }

    /// Resets the participants that reached `.ended`, `.cancelled` or `.failed`.
    private func resetFinishedRecognizers() {
        let finished = participants.filter { [.ended, .cancelled, .failed].contains($0._state) }
        guard !finished.isEmpty else { return }
        participants.removeAll { recognizer in finished.contains { $0 === recognizer } }
        for recognizer in finished { recognizer._resetAfterGesture() }
    }
}
