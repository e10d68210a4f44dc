import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A log that closures sent to other queues may append to.
final class SendableLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    func append(_ item: String) { lock.withLock { storage.append(item) } }
    var items: [String] { lock.withLock { storage } }
}

/// `DispatchQueue.main` work while a host runs the application: it joins the frame loop.
@MainActor
@Suite struct MainQueueTests {
    /// Swift concurrency's main-actor jobs go to libdispatch's main queue from the runtime,
    /// not through `DispatchQueue.main.async`, so they run without the host's frames.
    @Test(.timeLimit(.minutes(10))) func mainActorTasksDoNotWaitForTheHostsFrames() async {
        let host = HeadlessHost()
        DispatchQueue.main.async {}
        let task = Task { @MainActor in 42 }
        #expect(UIApplication.shared.busyReasons == ["main-queue work is waiting"], "the closure waits for a frame")
        #expect(await task.value == 42, "the task did not")
        withExtendedLifetime(host) {}
    }

    @Test func asyncRunsAtTheNextFrameInSubmissionOrder() {
        let host = HeadlessHost()
        let log = SendableLog()
        DispatchQueue.main.async { log.append("a") }
        DispatchQueue.main.async { log.append("b") }
        DispatchQueue.main.async { log.append("c") }
        log.append("submitted")
        #expect(log.items == ["submitted"], "not synchronously")
        host.advance(by: 1.0 / 60)
        expectEqual(log.items, ["submitted", "a", "b", "c"])
    }

    @Test func workSubmittedByWorkWaitsForTheFollowingFrame() {
        let host = HeadlessHost()
        let log = SendableLog()
        DispatchQueue.main.async {
            log.append("outer at \(format(CACurrentMediaTime() * 60)) frames")
            DispatchQueue.main.async { log.append("inner at \(format(CACurrentMediaTime() * 60)) frames") }
        }
        host.advance(by: 1.0 / 60)
        expectEqual(log.items, ["outer at 1 frames"])
        host.advance(by: 1.0 / 60)
        expectEqual(log.items, ["outer at 1 frames", "inner at 2 frames"])
    }

    @Test func asyncAfterRunsAtTheFirstFrameAtOrAfterItsDeadline() {
        let host = HeadlessHost()
        let log = SendableLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.append("at \(format(CACurrentMediaTime() * 60))") }
        host.advance(by: 29.0 / 60)
        #expect(log.items.isEmpty, "not before 0.5 s")
        host.advance(by: 1.0 / 60)
        #expect(log.items == ["at 30"], "the frame at 0.5 s (frame 30)")
    }

    @Test func asyncAfterBetweenFramesRunsAtTheNextFrame() {
        let host = HeadlessHost()
        let log = SendableLog()
        host.advance(by: 0.11)  // between frames 6 (0.1) and 7 (0.1167)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { log.append("at \(format(CACurrentMediaTime() * 60))") }
        host.advance(by: 0.045)  // to 0.155: frames 7, 8, 9 (0.15); due at 0.16
        #expect(log.items.isEmpty)
        host.advance(by: 0.015)  // to 0.17: frame 10 (0.1667)
        expectEqual(log.items, ["at 10"])
    }

    @Test func delayedWorkDueInOneFrameRunsByDeadline() {
        let host = HeadlessHost()
        let log = SendableLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.105) { log.append("later") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.101) { log.append("sooner") }
        DispatchQueue.main.async { log.append("now") }
        host.advance(by: 0.1)
        expectEqual(log.items, ["now"])
        host.advance(by: 1.0 / 60)
        expectEqual(log.items, ["now", "sooner", "later"])
    }

    @Test func runUntilIdleRunsDelayedWork() {
        let host = HeadlessHost()
        let log = SendableLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { log.append("ran") }
        host.runUntilIdle()
        expectEqual(log.items, ["ran"])
        #expect(host.now >= 2 - 1e-6 && host.now < 2 + 1.0 / 60 + 1e-6)
    }

    @Test func workFromAnotherQueueRunsAtTheNextFrame() {
        let host = HeadlessHost()
        let log = SendableLog()
        DispatchQueue.global().sync {
            DispatchQueue.main.async { log.append("from a global queue") }
        }
        #expect(log.items.isEmpty)
        host.advance(by: 1.0 / 60)
        expectEqual(log.items, ["from a global queue"])
    }

    @Test func workFromAnotherThreadRunsAtTheNextFrame() {
        let host = HeadlessHost()
        let log = SendableLog()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            DispatchQueue.main.async { log.append("from a thread") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { log.append("delayed from a thread") }
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(log.items.isEmpty)
        host.advance(by: 1.0 / 60)
        expectEqual(log.items, ["from a thread"])
        host.advance(by: 0.15)
        expectEqual(log.items, ["from a thread", "delayed from a thread"])
    }

    @Test func mainQueueWorkRunsBeforeTheFramesLayout() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = RecordingView("v", recorder)
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        recorder.reset()
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                recorder.record("work")
                view.setNeedsLayout()
            }
        }
        host.advance(by: 1.0 / 60)
        expectEqual(recorder.events, ["work", "v layoutSubviews"])
    }
}
