import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UIGestureRecognizer's state machine: the transition table, handlers, reset, targets and
/// disabling.
@MainActor
@Suite struct GestureStateMachineTests {
    typealias State = UIGestureRecognizer.State
    static let allStates: [State] = [.possible, .began, .changed, .ended, .cancelled, .failed]

    /// UIKit's table, written out by hand: discrete possible → recognized/failed; continuous
    /// possible → began → changed* → ended/cancelled; possible → failed.
    static let legal: Set<String> = [
        "possible→began", "possible→ended", "possible→failed",
        "began→changed", "began→ended", "began→cancelled",
        "changed→changed", "changed→ended", "changed→cancelled"
    ]

    /// The settings that take a fresh recognizer to `state`.
    static func path(to state: State) -> [State] {
        switch state {
        case .possible: return []
        case .began: return [.began]
        case .changed: return [.began, .changed]
        case .ended: return [.began, .ended]
        case .cancelled: return [.began, .cancelled]
        case .failed: return [.failed]
        @unknown default: return []
        }
    }

    @Test func everyLegalTransitionIsTakenAndEveryIllegalOneRejected() {
        for from in Self.allStates {
            for to in Self.allStates {
                let host = HeadlessHost()
                let recognizer = UIGestureRecognizer()
                for (index, step) in Self.path(to: from).enumerated() {
                    if index > 0 { host.runFrame() }  // the handlers see each step
                    recognizer.state = step
                }
                // let the handlers see a gesture in progress (see the coalescing test below)
                if from == .began || from == .changed { host.runFrame() }
                expectEqual(recognizer.state, from)
                let reportsBefore = host.reports.count
                recognizer.state = to
                let isLegal = Self.legal.contains("\(from)→\(to)")
                #expect(recognizer.state == (isLegal ? to : from), "\(from) → \(to)")
                #expect(host.reports.count == reportsBefore + (isLegal ? 0 : 1), "\(from) → \(to)")
            }
        }
    }

    @Test func aChangeBeforeTheHandlersSawTheBeganKeepsTheBegan() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let recognizer = UIGestureRecognizer { recorder.record("\($0.state)") }
        recognizer.state = .began
        recognizer.state = .changed
        expectEqual(recognizer.state, .began)
        host.runFrame()
        recognizer.state = .changed
        recognizer.state = .changed
        expectEqual(recognizer.state, .changed)
        host.runFrame()
        expectEqual(recorder.events, ["began", "changed"])
    }

    @Test func recognizedIsTheEndedState() {
        expectEqual(State.recognized, .ended)
        expectEqual(State.recognized.rawValue, 3)
        expectEqual(Self.allStates.map(\.rawValue), [0, 1, 2, 3, 4, 5])
    }

    @Test func handlersRunForBeganChangedEndedAndCancelledButNotFailed() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let continuous = UIGestureRecognizer { recorder.record("a \($0.state)") }
        continuous.state = .began
        host.runFrame()
        continuous.state = .changed
        host.runFrame()
        continuous.state = .ended
        host.runFrame()
        let cancelled = UIGestureRecognizer { recorder.record("b \($0.state)") }
        cancelled.state = .began
        host.runFrame()
        cancelled.state = .cancelled
        host.runFrame()
        let failed = UIGestureRecognizer { recorder.record("c \($0.state)") }
        failed.state = .failed
        host.runFrame()
        let discrete = UIGestureRecognizer { recorder.record("d \($0.state)") }
        discrete.state = .recognized
        host.runFrame()
        expectEqual(recorder.events, ["a began", "a changed", "a ended", "b began", "b cancelled", "d ended"])
    }

    /// A recognizer that counts its resets.
    final class CountingRecognizer: UIGestureRecognizer {
        var resets = 0
        override func reset() {
            super.reset()
            resets += 1
        }
    }

    @Test func aFinishedRecognizerIsResetToPossibleAtTheEndOfTheEventHandling() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        for final in [State.ended, .cancelled, .failed] {
            let recognizer = CountingRecognizer()
            if final != .failed { recognizer.state = .began }
            recognizer.state = final
            #expect(recognizer.state == final, "kept until the update")
            expectEqual(recognizer.resets, 0)
            recognizer.addTarget { recorder.record("handler sees \($0.state)") }
            host.runFrame()
            expectEqual(recognizer.state, .possible)
            expectEqual(recognizer.resets, 1)
        }
        expectEqual(recorder.events, ["handler sees ended", "handler sees cancelled"])
    }

    @Test func removedTargetsNoLongerRun() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let recognizer = UIGestureRecognizer()
        let first = recognizer.addTarget { _ in recorder.record("first") }
        recognizer.addTarget { _ in recorder.record("second") }
        recognizer.state = .began
        host.runFrame()
        recognizer.removeTarget(first)
        recognizer.state = .changed
        host.runFrame()
        recognizer.removeTarget(nil)
        recognizer.state = .ended
        host.runFrame()
        expectEqual(recorder.events, ["first", "second", "second"])
    }

    @Test func defaultsMatchUIKit() {
        _ = HeadlessHost()
        let recognizer = UIGestureRecognizer()
        expectEqual(recognizer.state, .possible)
        #expect(recognizer.isEnabled)
        #expect(recognizer.cancelsTouchesInView)
        #expect(!recognizer.delaysTouchesBegan)
        #expect(recognizer.delaysTouchesEnded)
        expectEqual(recognizer.view, nil)
        #expect(recognizer.delegate == nil)
        expectEqual(recognizer.numberOfTouches, 0)
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        expectEqual(UIScreenEdgePanGestureRecognizer().edges, [])
    }

    @Test func disablingAGestureInProgressCancelsIt() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = RecordingView("v", recorder, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(view)
        settle(host, recorder)
        let pan = UIPanGestureRecognizer()
        logStates(of: pan, as: "pan", into: recorder)
        view.addGestureRecognizer(pan)
        host.touch(.began, at: CGPoint(x: 100, y: 100))
        host.touch(.moved, at: CGPoint(x: 130, y: 100))
        expectEqual(pan.state, .began)
        pan.isEnabled = false
        expectEqual(pan.state, .cancelled)
        host.touch(.moved, at: CGPoint(x: 160, y: 100))
        expectEqual(pan.state, .possible)
        pan.isEnabled = true
        host.touch(.moved, at: CGPoint(x: 190, y: 100))
        host.touch(.ended, at: CGPoint(x: 200, y: 100))
        // the re-enabled recognizer does not pick up the touch it had before
        expectEqual(recorder.events, ["v began (100, 100)", "v cancelled (130, 100)", "pan began", "pan cancelled"])
        expectEqual(pan.state, .possible)
    }

    @Test func disablingAPossibleRecognizerFailsItAndReleasesTheTouchesItHeldBack() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = RecordingView("v", recorder, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(view)
        settle(host, recorder)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        logStates(of: doubleTap, as: "double", into: recorder)
        view.addGestureRecognizer(doubleTap)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(recorder.events == ["v began (50, 50)"], "the end waits for the double tap")
        doubleTap.isEnabled = false
        host.runFrame()
        expectEqual(recorder.events, ["v began (50, 50)", "v ended (50, 50)"])
        expectEqual(doubleTap.state, .possible)
    }

    /// Runs a frame so that setup callbacks and layout are done, then forgets them.
    func settle(_ host: HeadlessHost, _ recorder: EventRecorder) {
        host.runFrame()
        recorder.reset()
    }
}
