import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `HeadlessHost.tap(at:)` and `drag(from:to:duration:)`: which frame delivers which touch
/// change, with which timestamp, and a screen-edge pan driven by a drag.
@MainActor
@Suite struct HeadlessHostTouchesTests {
    /// Records "phase (x, y) stamp=frame delivered=frame" for each touch it receives, frames
    /// counted at 60 fps.
    final class TouchLogView: UIView {
        var log: [String] = []

        private func record(_ phase: String, _ touches: Set<UITouch>) {
            let touch = touches.first!
            let p = touch.location(in: nil)
            let stamp = Int((touch.timestamp * 60).rounded())
            let delivered = Int((CACurrentMediaTime() * 60).rounded())
            log.append("\(phase) (\(Self.number(p.x)), \(Self.number(p.y))) stamp=\(stamp) delivered=\(delivered)")
        }

        static func number(_ value: CGFloat) -> String {
            let rounded = (Double(value) * 1e6).rounded() / 1e6
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }
    }

    func makeLogView(_ host: HeadlessHost) -> TouchLogView {
        let view = TouchLogView(frame: CGRect(origin: .zero, size: host.screenSize))
        host.window.addSubview(view)
        return view
    }

    @Test func aTapGoesDownInOneFrameAndUpInTheNext() {
        let host = HeadlessHost()
        let view = makeLogView(host)
        host.tap(at: CGPoint(x: 30, y: 40))
        expectEqual(view.log, ["began (30, 40) stamp=0 delivered=1", "ended (30, 40) stamp=1 delivered=2"])
        #expect(isClose(host.now, 2.0 / 60))
    }

    @Test func aDragMovesLinearlyOneStepPerFrameAndEndsWithItsLastMove() {
        // 0.1 s at 60 fps: 6 steps of (10, −5).
        let host = HeadlessHost()
        let view = makeLogView(host)
        host.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 160, y: 170), duration: 0.1)
        var expected = ["began (100, 200) stamp=0 delivered=1"]
        for k in 1...6 {
            expected.append("moved (\(100 + 10 * k), \(200 - 5 * k)) stamp=\(k) delivered=\(k + 1)")
        }
        expected.append("ended (160, 170) stamp=6 delivered=7")
        expectEqual(view.log, expected)
        #expect(isClose(host.now, 7.0 / 60))
    }

    @Test func aDragShorterThanAFrameStillMovesOnce() {
        let host = HeadlessHost()
        let view = makeLogView(host)
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 10), duration: 0)
        #expect(
            view.log == [
                "began (10, 10) stamp=0 delivered=1", "moved (50, 10) stamp=1 delivered=2",
                "ended (50, 10) stamp=1 delivered=2"
            ])
    }

    @Test func aDragFromTheLeftEdgeDrivesAScreenEdgePanToAPredictableRelease() {
        // 200 pt in 0.5 s: 30 steps of 20/3 pt, 400 pt/s. The first move (6.67 pt) is below
        // the 10 pt hysteresis; the second (13.3 pt) begins the pan at frame 3.
        let host = HeadlessHost()
        let log = EventLog()
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = .left
        edgePan.addTarget { g in
            let pan = g as! UIScreenEdgePanGestureRecognizer
            let t = pan.translation(in: nil)
            let v = pan.velocity(in: nil)
            log.entries.append(
                "\(g.state) @\(Int((CACurrentMediaTime() * 60).rounded())) t=\(TouchLogView.number(t.x)) v=\(TouchLogView.number(v.x))"
            )
        }
        host.window.addGestureRecognizer(edgePan)
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 202, y: 400), duration: 0.5)
        expectEqual(log.entries.first, "began @3 t=13.333333 v=400")
        expectEqual(log.entries.count, 30)
        expectEqual(log.entries.last, "ended @31 t=200 v=400")
    }

    @Test func aDragThatStartsAwayFromTheEdgeDoesNotBeginAScreenEdgePan() {
        let host = HeadlessHost()
        let log = EventLog()
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = .left
        edgePan.addTarget { log.entries.append("\($0.state)") }
        host.window.addGestureRecognizer(edgePan)
        host.drag(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 240, y: 400), duration: 0.5)
        #expect(log.entries.isEmpty)
    }

    final class EventLog {
        var entries: [String] = []
    }
}
