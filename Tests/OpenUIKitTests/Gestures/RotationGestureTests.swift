import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UIRotationGestureRecognizer: the start threshold, rotation past half a turn, velocity,
/// setting the rotation, and a pinch and a rotation recognized together.
@MainActor
@Suite struct RotationGestureTests {
    /// Records "rotation state @frame r=degrees v=degrees per second" (rounded to 1e-3).
    func logRotation(_ rotation: UIRotationGestureRecognizer, _ host: HeadlessHost, _ recorder: EventRecorder) {
        rotation.addTarget { g in
            let rotation = g as! UIRotationGestureRecognizer
            let r = (rotation.rotation * 180 / .pi * 1000).rounded() / 1000
            let v = (rotation.velocity * 180 / .pi * 1000).rounded() / 1000
            recorder.record("rotation \(rotation.state) @\(host.frame) r=\(format(r)) v=\(format(v))")
        }
    }

    @Test func defaults() {
        let rotation = UIRotationGestureRecognizer()
        expectEqual(rotation.rotation, 0)
        expectEqual(rotation.velocity, 0)
    }

    @Test func aQuarterTurnReportsRotationAndVelocityFrameByFrame() {
        // 90° clockwise in 0.25 s: 15 steps of 6° (past the 5° threshold at once), 360°/s.
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let rotation = UIRotationGestureRecognizer()
        logRotation(rotation, host, recorder)
        host.window.addGestureRecognizer(rotation)
        host.rotate(center: CGPoint(x: 200, y: 400), distance: 120, by: .pi / 2, duration: 0.25)
        var expected = ["rotation began @2 r=6 v=360"]
        for k in 2...15 { expected.append("rotation changed @\(k + 1) r=\(6 * k) v=360") }
        expected.append("rotation ended @16 r=90 v=360")
        expectEqual(recorder.events, expected)
        #expect(rotation.rotation == 0, "reset after the end")
    }

    @Test func theRotationBeginsOnlyOnceTheFingersHaveTurnedFiveDegrees() {
        let host = HeadlessHost()
        let rotation = UIRotationGestureRecognizer()
        host.window.addGestureRecognizer(rotation)
        let app = UIApplication.shared
        let center = CGPoint(x: 200, y: 200)
        func place(_ degrees: CGFloat) {
            let a = degrees * .pi / 180
            app.queueTouch(.moved, at: CGPoint(x: center.x - 50 * cos(a), y: center.y - 50 * sin(a)), finger: 0)
            app.queueTouch(.moved, at: CGPoint(x: center.x + 50 * cos(a), y: center.y + 50 * sin(a)), finger: 1)
            host.runFrame()
        }
        app.queueTouch(.began, at: CGPoint(x: 150, y: 200), finger: 0)
        app.queueTouch(.began, at: CGPoint(x: 250, y: 200), finger: 1)
        host.runFrame()
        place(-4.9)
        expectEqual(rotation.state, .possible)
        place(0.1)  // −4.9° back to 0.1°: 5° of turn in all, but the
        #expect(rotation.state == .possible)  // net turn since the start is 0.1°
        place(5)
        expectEqual(rotation.state, .began)
        #expect(isClose(rotation.rotation, 5 * .pi / 180, tolerance: 1e-12))
    }

    @Test func theRotationAccumulatesPastHalfATurn() {
        let host = HeadlessHost()
        var last: CGFloat = 0
        let rotation = UIRotationGestureRecognizer { g in last = (g as! UIRotationGestureRecognizer).rotation }
        host.window.addGestureRecognizer(rotation)
        host.rotate(center: CGPoint(x: 200, y: 400), distance: 100, startAngle: .pi / 4, by: -1.5 * .pi, duration: 0.5)
        #expect(isClose(last, -1.5 * .pi, tolerance: 1e-9))
    }

    @Test func settingTheRotationResetsTheVelocity() {
        let host = HeadlessHost()
        var total: CGFloat = 0
        let rotation = UIRotationGestureRecognizer { g in
            let rotation = g as! UIRotationGestureRecognizer
            total += rotation.rotation
            rotation.rotation = 0
            expectEqual(rotation.velocity, 0)
        }
        host.window.addGestureRecognizer(rotation)
        host.rotate(center: CGPoint(x: 200, y: 400), distance: 100, by: .pi / 3, duration: 0.2)
        #expect(isClose(total, .pi / 3, tolerance: 1e-9))
    }

    @Test func aPinchAndARotationTogetherNeedTheDelegatesConsent() {
        // The fingers move in straight lines from side by side, 100 pt apart, to one above the
        // other, 200 pt apart: the line turns 90° and the distance doubles. The rotation
        // begins first (step 1, 8.1°); the pinch (step 3, 10.6 pt) only with the delegate.
        let paths: [FingerPath] = [
            .line(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 200, y: 300), duration: 0.25),
            .line(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 200, y: 500), duration: 0.25)
        ]
        for together in [false, true] {
            let host = HeadlessHost()
            let recorder = EventRecorder()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            host.window.addSubview(view)
            let pinch = UIPinchGestureRecognizer()
            let rotation = UIRotationGestureRecognizer()
            pinch.addTarget { g in if g.state != .changed { recorder.record("pinch \(g.state) @\(host.frame)") } }
            rotation.addTarget { g in if g.state != .changed { recorder.record("rotation \(g.state) @\(host.frame)") } }
            view.addGestureRecognizer(pinch)
            view.addGestureRecognizer(rotation)
            let delegate = ConfigurableDelegate()
            if together {
                delegate.simultaneousWith = [rotation]
                pinch.delegate = delegate
            }
            var finalScale: CGFloat = 0
            var finalRotation: CGFloat = 0
            pinch.addTarget { g in finalScale = (g as! UIPinchGestureRecognizer).scale }
            rotation.addTarget { g in finalRotation = (g as! UIRotationGestureRecognizer).rotation }
            host.perform(paths)
            if together {
                #expect(
                    recorder.events == ["rotation began @2", "pinch began @4", "pinch ended @16", "rotation ended @16"])
                #expect(isClose(finalScale, 2, tolerance: 1e-9))
            } else {
                expectEqual(recorder.events, ["rotation began @2", "rotation ended @16"])
            }
            #expect(isClose(finalRotation, .pi / 2, tolerance: 1e-9))
        }
    }
}
