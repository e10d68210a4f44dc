import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `afterEachFrame`: the per-frame hook of advance, tap and drag (frame capture).
@MainActor
@Suite struct HeadlessHostFrameHookTests {
    private struct Stop: Error {}

    @Test func advanceCallsTheHookAtEveryRefreshInstantItRuns() {
        let host = HeadlessHost()
        var instants: [Double] = []
        host.advance(by: 0.05) { instants.append(host.now) }
        // 60 Hz: frames at 1/60, 2/60 and 3/60 = 0.05 (which lies within the advance).
        expectEqual(instants.map { ($0 * 60).rounded() }, [1, 2, 3])
        #expect(abs(host.now - 0.05) < 1e-12)
    }

    @Test func tapAndDragCallTheHookAfterEachOfTheirFrames() {
        let host = HeadlessHost()
        var count = 0
        host.tap(at: CGPoint(x: 10, y: 10)) { count += 1 }
        expectEqual(count, 2)
        count = 0
        // 0.1 s at 60 Hz: the began, then 6 moves (the last with the ended).
        host.drag(from: .zero, to: CGPoint(x: 60, y: 0), duration: 0.1) { count += 1 }
        expectEqual(count, 7)
    }

    @Test func anErrorFromTheHookStopsAtThatFrame() {
        let host = HeadlessHost()
        var count = 0
        #expect(throws: Stop.self) {
            try host.advance(by: 1) {
                count += 1
                if count == 3 { throw Stop() }
            }
        }
        expectEqual(count, 3)
        #expect(abs(host.now - 3.0 / 60) < 1e-12, "the clock stays at the frame that threw")
    }
}
