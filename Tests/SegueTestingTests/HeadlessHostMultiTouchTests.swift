import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Multi-touch in `HeadlessHost`: `perform(_:)` with finger paths, the events several fingers
/// make, the pinch, rotate and press shorthands, `FingerPath` itself, and bad input.
@MainActor
@Suite struct HeadlessHostMultiTouchTests {
    /// Records one line per touch method call: "phase [x,y …] all=N stamp=frame delivered=frame",
    /// the touches of the call sorted left to right.
    final class MultiTouchLogView: UIView {
        var log: [String] = []
        var events: [ObjectIdentifier] = []
        var stationaryCounts: [Int] = []

        private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            let points = touches.map { $0.location(in: nil) }.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
            let text = points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
            let stamp = Int((touches.first!.timestamp * 60).rounded())
            let delivered = Int((CACurrentMediaTime() * 60).rounded())
            log.append("\(phase) [\(text)] all=\(event?.allTouches?.count ?? 0) stamp=\(stamp) delivered=\(delivered)")
            if let event { events.append(ObjectIdentifier(event)) }
            stationaryCounts.append(event?.allTouches?.filter { $0.phase == .stationary }.count ?? 0)
        }

        private func n(_ value: CGFloat) -> String {
            let rounded = (Double(value) * 1e6).rounded() / 1e6
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            record("cancelled", touches, event)
        }
    }

    func makeLogView(_ host: HeadlessHost) -> MultiTouchLogView {
        let view = MultiTouchLogView(frame: CGRect(origin: .zero, size: host.screenSize))
        view.isMultipleTouchEnabled = true
        host.window.addSubview(view)
        return view
    }

    @Test func twoFingersGoDownTogetherMoveFrameByFrameAndLiftAtTheirOwnEnds() {
        // Finger 0 moves 30 pt right over 3 frames; finger 1 holds for 2 frames, then moves
        // 10 pt down in 2. Finger 1 sends nothing while it holds.
        let host = HeadlessHost()
        let view = makeLogView(host)
        host.perform([
            .line(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 40, y: 10), duration: 3.0 / 60),
            FingerPath.hold(at: CGPoint(x: 100, y: 100), duration: 2.0 / 60)
                .moving(to: CGPoint(x: 100, y: 110), duration: 2.0 / 60)
        ])
        #expect(
            view.log == [
                "began [10,10] all=2 stamp=0 delivered=1",
                "began [100,100] all=2 stamp=0 delivered=1",
                "moved [20,10] all=2 stamp=1 delivered=2",
                "moved [30,10] all=2 stamp=2 delivered=3",
                "moved [40,10] all=2 stamp=3 delivered=4",
                "moved [100,105] all=2 stamp=3 delivered=4",
                "ended [40,10] all=2 stamp=3 delivered=4",
                "moved [100,110] all=1 stamp=4 delivered=5",
                "ended [100,110] all=1 stamp=4 delivered=5"
            ])
        #expect(isClose(host.now, 5.0 / 60))
        // Fingers that did not change are in the event as stationary.
        expectEqual(view.stationaryCounts, [0, 0, 1, 1, 0, 0, 1, 0, 0])
        // One event object serves the whole sequence.
        expectEqual(Set(view.events).count, 1)
    }

    @Test func theGestureRecognizerSeesBothTouchesInOneEventFromTheFirstCall() {
        let host = HeadlessHost()
        var seen: [Int] = []
        let pan = UIPanGestureRecognizer()
        host.window.addGestureRecognizer(pan)
        pan.addTarget { g in seen.append(g.numberOfTouches) }
        host.perform([
            .line(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 100), duration: 0.1),
            .line(from: CGPoint(x: 50, y: 10), to: CGPoint(x: 50, y: 100), duration: 0.1)
        ])
        expectEqual(seen.first, 2)
        #expect(isClose(pan.velocity(in: nil), .zero))
    }

    @Test func pinchPlacesTheFingersSymmetricallyAboutTheCenter() {
        let host = HeadlessHost()
        let view = makeLogView(host)
        host.pinch(center: CGPoint(x: 200, y: 300), from: 100, to: 40, duration: 2.0 / 60)
        #expect(
            view.log == [
                "began [150,300] all=2 stamp=0 delivered=1", "began [250,300] all=2 stamp=0 delivered=1",
                "moved [165,300] all=2 stamp=1 delivered=2", "moved [235,300] all=2 stamp=1 delivered=2",
                "moved [180,300] all=2 stamp=2 delivered=3", "moved [220,300] all=2 stamp=2 delivered=3",
                "ended [180,300] all=2 stamp=2 delivered=3", "ended [220,300] all=2 stamp=2 delivered=3"
            ])
    }

    @Test func rotateTurnsBothFingersOnArcs() {
        let host = HeadlessHost()
        let view = makeLogView(host)
        host.rotate(center: CGPoint(x: 200, y: 300), distance: 100, by: .pi / 2, duration: 2.0 / 60)
        // Clockwise on screen: the left finger goes up, the right one down.
        let half = 50 * (0.5 as CGFloat).squareRoot()
        let h = { (v: CGFloat) in String((Double(v) * 1e6).rounded() / 1e6) }
        #expect(
            view.log == [
                "began [150,300] all=2 stamp=0 delivered=1", "began [250,300] all=2 stamp=0 delivered=1",
                "moved [\(h(200 - half)),\(h(300 - half))] all=2 stamp=1 delivered=2",
                "moved [\(h(200 + half)),\(h(300 + half))] all=2 stamp=1 delivered=2",
                "moved [200,250] all=2 stamp=2 delivered=3", "moved [200,350] all=2 stamp=2 delivered=3",
                "ended [200,250] all=2 stamp=2 delivered=3", "ended [200,350] all=2 stamp=2 delivered=3"
            ])
    }

    @Test func pressHoldsStillThenLifts() {
        let host = HeadlessHost()
        let view = makeLogView(host)
        host.press(at: CGPoint(x: 30, y: 40), duration: 0.5)
        expectEqual(view.log, ["began [30,40] all=1 stamp=0 delivered=1", "ended [30,40] all=1 stamp=30 delivered=31"])
    }

    @Test func aZeroDurationScriptIsATap() {
        let host = HeadlessHost()
        let view = makeLogView(host)
        host.perform([FingerPath(start: CGPoint(x: 30, y: 40)), .hold(at: CGPoint(x: 60, y: 40), duration: 0)])
        #expect(
            view.log == [
                "began [30,40] all=2 stamp=0 delivered=1", "began [60,40] all=2 stamp=0 delivered=1",
                "ended [30,40] all=2 stamp=1 delivered=2", "ended [60,40] all=2 stamp=1 delivered=2"
            ])
        host.perform([])
        #expect(view.log.count == 4, "no fingers: nothing happens")
        #expect(isClose(host.now, 2.0 / 60), "and no time passes")
    }

    @Test func badInputIsReportedAndHasADefinedOutcome() {
        let host = HeadlessHost()
        let view = makeLogView(host)
        // A finger whose start is not finite never goes down; the other finger is unaffected.
        host.perform([
            .line(from: CGPoint(x: CGFloat.nan, y: 0), to: CGPoint(x: 10, y: 10), duration: 1.0 / 60),
            .line(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 60, y: 50), duration: 1.0 / 60)
        ])
        #expect(
            view.log == [
                "began [50,50] all=1 stamp=0 delivered=1", "moved [60,50] all=1 stamp=1 delivered=2",
                "ended [60,50] all=1 stamp=1 delivered=2"
            ])
        #expect(host.reports.contains { $0.contains("non-finite location") && $0.contains("finger 0") })
        // Non-finite and negative durations count as 0, reported.
        view.log = []
        host.perform([
            FingerPath(
                start: CGPoint(x: 5, y: 5),
                segments: [.hold(duration: .nan), .line(to: CGPoint(x: 9, y: 5), duration: -1)])
        ])
        #expect(
            view.log == [
                "began [5,5] all=1 stamp=2 delivered=3", "moved [9,5] all=1 stamp=3 delivered=4",
                "ended [9,5] all=1 stamp=3 delivered=4"
            ])
        expectEqual(host.reports.filter { $0.contains("HeadlessHost.perform: finger 0 has a segment") }.count, 2)
    }

    @Test func queuedChangesThatDoNotFitAFingerAreIgnored() {
        let host = HeadlessHost()
        let view = makeLogView(host)
        let app = UIApplication.shared
        app.queueTouch(.moved, at: CGPoint(x: 1, y: 1), finger: 3)  // not down
        app.queueTouch(.began, at: CGPoint(x: 10, y: 10), finger: 3)
        host.runFrame()
        app.queueTouch(.began, at: CGPoint(x: 20, y: 20), finger: 3)  // already down
        app.queueTouch(.ended, at: CGPoint(x: 10, y: 10), finger: 3)
        host.runFrame()
        expectEqual(view.log, ["began [10,10] all=1 stamp=0 delivered=1", "ended [10,10] all=1 stamp=1 delivered=2"])
    }

    @Test func fingerPathsAreValuesThatDescribeWhereTheFingerIs() {
        let path = FingerPath.hold(at: CGPoint(x: 0, y: 0), duration: 0.5)
            .moving(to: CGPoint(x: 100, y: 0), duration: 1)
            .turning(around: CGPoint(x: 100, y: 100), by: .pi / 2, duration: 0.5)
            .holding(for: 1)
        expectEqual(path.duration, 3)
        expectEqual(path.location(at: 0.25), .zero)
        expectEqual(path.location(at: 1), CGPoint(x: 50, y: 0))
        #expect(isClose(path.location(at: 2), CGPoint(x: 200, y: 100), tolerance: 1e-9))
        #expect(isClose(path.location(at: 10), CGPoint(x: 200, y: 100), tolerance: 1e-9))
        expectEqual(path.location(at: -1), .zero)
        #expect(
            path
                == FingerPath(
                    start: .zero,
                    segments: [
                        .hold(duration: 0.5), .line(to: CGPoint(x: 100, y: 0), duration: 1),
                        .arc(center: CGPoint(x: 100, y: 100), angle: .pi / 2, duration: 0.5),
                        .hold(duration: 1)
                    ]))
        expectEqual(FingerPath.Segment.hold(duration: .infinity).duration, 0)
    }

    @Test func aViewWithoutMultipleTouchReceivesOnlyTheFirstTouchButItsRecognizersSeeAll() {
        let host = HeadlessHost()
        let view = makeLogView(host)
        view.isMultipleTouchEnabled = false
        var touchCounts: [Int] = []
        let pinch = UIPinchGestureRecognizer { g in touchCounts.append(g.numberOfTouches) }
        pinch.cancelsTouchesInView = false
        view.addGestureRecognizer(pinch)
        host.perform([
            .line(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 80, y: 100), duration: 2.0 / 60),
            .line(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 220, y: 100), duration: 2.0 / 60)
        ])
        #expect(
            view.log == [
                "began [100,100] all=2 stamp=0 delivered=1", "moved [90,100] all=2 stamp=1 delivered=2",
                "moved [80,100] all=2 stamp=2 delivered=3", "ended [80,100] all=2 stamp=2 delivered=3"
            ])
        #expect(touchCounts == [2, 2, 0], "began, changed with both fingers; ended once both lifted")
        // A later finger, while the first is down, does not reach the view either.
        view.log = []
        let app = UIApplication.shared
        app.queueTouch(.began, at: CGPoint(x: 10, y: 10), finger: 0)
        host.runFrame()
        app.queueTouch(.began, at: CGPoint(x: 50, y: 10), finger: 1)
        host.runFrame()
        app.queueTouch(.ended, at: CGPoint(x: 10, y: 10), finger: 0)
        app.queueTouch(.ended, at: CGPoint(x: 50, y: 10), finger: 1)
        host.runFrame()
        expectEqual(view.log.map { $0.components(separatedBy: " all=")[0] }, ["began [10,10]", "ended [10,10]"])
    }
}
