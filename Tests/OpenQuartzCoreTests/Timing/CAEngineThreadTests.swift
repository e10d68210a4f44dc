import Foundation
import TestSupport
import Testing

@testable import OpenQuartzCore

/// Which engine is current depends on the calling thread; whether a thread is the main
/// thread is asked of Foundation once and remembered per thread.
@Suite struct CAEngineThreadTests {
    @Test func theMainThreadIsRecognisedOnEveryThread() {
        // Asked twice on this thread: the remembered answer is Foundation's.
        expectEqual(_isMainThread, Thread.isMainThread)
        expectEqual(_isMainThread, Thread.isMainThread)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var answers: [Bool] = []
        nonisolated(unsafe) var engines: [ObjectIdentifier] = []
        let thread = Thread {
            answers = [_isMainThread, _isMainThread, Thread.isMainThread]
            engines = [ObjectIdentifier(CAEngine.current), ObjectIdentifier(CAEngine.current)]
            done.signal()
        }
        thread.start()
        done.wait()
        expectEqual(answers, [false, false, false])
        // A thread of its own gets an engine of its own, the same one each time.
        #expect(engines.count == 2 && engines[0] == engines[1])
        #expect(engines.first != ObjectIdentifier(CAEngine.current))
    }

    @MainActor
    @Test func mainActorCodeSharesTheMainEngine() {
        #expect(_isMainContext)
        #expect(CAEngine.current === CAEngine.current)
    }
}
