import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UIPinchGestureRecognizer: the start threshold, scale and velocity on the media clock,
/// setting the scale, two-finger locations, a finger lifting mid-pinch, and bad input.
@MainActor
@Suite struct PinchGestureTests {
    /// Records "pinch state @frame s=scale v=velocity".
    func logPinch(_ pinch: UIPinchGestureRecognizer, _ host: HeadlessHost, _ recorder: EventRecorder) {
        pinch.addTarget { g in
            let pinch = g as! UIPinchGestureRecognizer
            let v = (pinch.velocity * 1000).rounded() / 1000
            recorder.record("pinch \(pinch.state) @\(host.frame) s=\(format(pinch.scale)) v=\(format(v))")
        }
    }

    @Test func defaults() {
        let pinch = UIPinchGestureRecognizer()
        expectEqual(pinch.scale, 1)
        expectEqual(pinch.velocity, 0)
        expectEqual(pinch.state, .possible)
    }

    @Test func aPinchOpenReportsScaleAndVelocityFrameByFrame() {
        // From 100 pt apart to 200 in 0.25 s: 15 steps of 6.67 pt; the second (113.3 pt) is
        // past the 10 pt threshold. The scale grows by 4 a second.
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let pinch = UIPinchGestureRecognizer()
        logPinch(pinch, host, recorder)
        host.window.addGestureRecognizer(pinch)
        host.pinch(center: CGPoint(x: 200, y: 400), from: 100, to: 200, duration: 0.25)
        var expected = ["pinch began @3 s=\(format(1 + 2.0 / 15)) v=4"]
        for k in 3...15 { expected.append("pinch changed @\(k + 1) s=\(format(1 + CGFloat(k) / 15)) v=4") }
        expected.append("pinch ended @16 s=2 v=4")
        expectEqual(recorder.events, expected)
        #expect(pinch.scale == 1, "reset after the end")
    }

    @Test func thePinchBeginsOnlyOnceTheDistanceHasChangedTenPoints() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let pinch = UIPinchGestureRecognizer()
        logStates(of: pinch, as: "pinch", into: recorder)
        host.window.addGestureRecognizer(pinch)
        let app = UIApplication.shared
        app.queueTouch(.began, at: CGPoint(x: 100, y: 100), finger: 0)
        app.queueTouch(.began, at: CGPoint(x: 200, y: 100), finger: 1)
        host.runFrame()
        app.queueTouch(.moved, at: CGPoint(x: 109.9, y: 100), finger: 0)  // 90.1 apart
        host.runFrame()
        expectEqual(pinch.state, .possible)
        app.queueTouch(.moved, at: CGPoint(x: 110, y: 100), finger: 0)  // 90 apart
        host.runFrame()
        expectEqual(pinch.state, .began)
        #expect(isClose(pinch.scale, 0.9))
        // Moving both fingers together (no change of distance) is still a change.
        app.queueTouch(.moved, at: CGPoint(x: 120, y: 100), finger: 0)
        app.queueTouch(.moved, at: CGPoint(x: 210, y: 100), finger: 1)
        host.runFrame()
        #expect(isClose(pinch.scale, 0.9))
        app.queueTouch(.ended, at: CGPoint(x: 120, y: 100), finger: 0)
        app.queueTouch(.ended, at: CGPoint(x: 210, y: 100), finger: 1)
        host.runFrame()
        expectEqual(recorder.events, ["pinch began", "pinch changed", "pinch ended"])
        // One finger alone never pinches, and lifting it fails the recognizer.
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.1)
        expectEqual(recorder.events.count, 3)
    }

    @Test func locationIsTheCentroidOfTheTwoFingers() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = UIView(frame: CGRect(x: 50, y: 100, width: 300, height: 600))
        host.window.addSubview(view)
        let pinch = UIPinchGestureRecognizer { g in
            guard g.state == .began else { return }
            let c = g.location(in: g.view)
            let a = g.location(ofTouch: 0, in: g.view)
            let b = g.location(ofTouch: 1, in: nil)
            recorder.record(
                "n=\(g.numberOfTouches) c=(\(format(c.x)), \(format(c.y))) a=(\(format(a.x)), \(format(a.y))) b=(\(format(b.x)), \(format(b.y)))"
            )
        }
        view.addGestureRecognizer(pinch)
        host.pinch(center: CGPoint(x: 200, y: 400), from: 60, to: 100, angle: .pi / 2, duration: 0.1)
        // Fingers on a vertical line; the first is above. The second step (73.3 pt apart) begins.
        expectEqual(recorder.events, ["n=2 c=(150, 300) a=(150, 263.333333) b=(200, 436.666667)"])
    }

    @Test func settingTheScaleRestartsItFromTheCurrentDistanceAndResetsTheVelocity() {
        // The incremental pattern: apply the scale, then set it back to 1.
        let host = HeadlessHost()
        var product: CGFloat = 1
        var velocities: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { g in
            let pinch = g as! UIPinchGestureRecognizer
            product *= pinch.scale
            pinch.scale = 1
            velocities.append(pinch.velocity)
        }
        host.window.addGestureRecognizer(pinch)
        host.pinch(center: CGPoint(x: 200, y: 400), from: 200, to: 50, duration: 0.25)
        #expect(isClose(product, 0.25, tolerance: 1e-9))
        #expect(velocities.allSatisfy { $0 == 0 }, "setting the scale resets the velocity")
    }

    @Test func theVelocityAfterSettingTheScaleMeasuresTheNewScale() {
        let host = HeadlessHost()
        let pinch = UIPinchGestureRecognizer()
        host.window.addGestureRecognizer(pinch)
        let app = UIApplication.shared
        app.queueTouch(.began, at: CGPoint(x: 100, y: 100), finger: 0)
        app.queueTouch(.began, at: CGPoint(x: 200, y: 100), finger: 1)
        host.runFrame()
        app.queueTouch(.moved, at: CGPoint(x: 300, y: 100), finger: 1)  // 200 apart: scale 2
        host.runFrame()
        expectEqual(pinch.scale, 2)
        pinch.scale = 10  // 200 apart stands for 10
        expectEqual(pinch.velocity, 0)
        app.queueTouch(.moved, at: CGPoint(x: 320, y: 100), finger: 1)  // 220 apart: 11, one frame later
        host.runFrame()
        #expect(isClose(pinch.scale, 11))
        #expect(isClose(pinch.velocity, 60, tolerance: 1e-9))
    }

    @Test func liftingOneFingerPausesThePinchAndANewFingerResumesIt() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let pinch = UIPinchGestureRecognizer()
        logPinch(pinch, host, recorder)
        host.window.addGestureRecognizer(pinch)
        let app = UIApplication.shared
        func step(_ phase: UITouch.Phase, _ x: CGFloat, finger: Int) {
            app.queueTouch(phase, at: CGPoint(x: x, y: 100), finger: finger)
            host.runFrame()
        }
        step(.began, 100, finger: 0)
        step(.began, 200, finger: 1)
        step(.moved, 250, finger: 1)  // 150 apart: began, 1.5
        step(.ended, 250, finger: 1)  // paused
        step(.moved, 0, finger: 0)  // one finger: nothing
        step(.began, 100, finger: 1)  // 100 apart stands for 1.5
        step(.moved, 200, finger: 1)  // 200 apart: 3
        expectEqual(pinch.numberOfTouches, 2)
        step(.ended, 0, finger: 0)
        step(.ended, 200, finger: 1)
        #expect(
            recorder.events.map { $0.components(separatedBy: " v=")[0] } == [
                "pinch began @3 s=1.5", "pinch changed @7 s=3", "pinch ended @9 s=3"
            ])
    }

    @Test func twoFingersAtOnePointWaitForThemToPart() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let pinch = UIPinchGestureRecognizer()
        logPinch(pinch, host, recorder)
        host.window.addGestureRecognizer(pinch)
        let app = UIApplication.shared
        app.queueTouch(.began, at: CGPoint(x: 100, y: 100), finger: 0)
        app.queueTouch(.began, at: CGPoint(x: 100, y: 100), finger: 1)
        host.runFrame()
        app.queueTouch(.moved, at: CGPoint(x: 100, y: 150), finger: 1)  // 50 apart: the baseline
        host.runFrame()
        expectEqual(pinch.state, .possible)
        expectEqual(pinch.scale, 1)
        app.queueTouch(.moved, at: CGPoint(x: 100, y: 200), finger: 1)  // 100 apart: 2
        host.runFrame()
        expectEqual(pinch.state, .began)
        expectEqual(pinch.scale, 2)
        #expect(pinch.scale.isFinite && pinch.velocity.isFinite)
    }

    @Test func aNonFiniteFingerIsIgnoredAndReported() {
        let host = HeadlessHost()
        let pinch = UIPinchGestureRecognizer()
        host.window.addGestureRecognizer(pinch)
        let app = UIApplication.shared
        app.queueTouch(.began, at: CGPoint(x: 100, y: 100), finger: 0)
        app.queueTouch(.began, at: CGPoint(x: 200, y: 100), finger: 1)
        host.runFrame()
        app.queueTouch(.moved, at: CGPoint(x: CGFloat.nan, y: 100), finger: 1)
        host.runFrame()
        expectEqual(pinch.state, .possible)
        expectEqual(pinch.scale, 1)
        #expect(host.reports.contains { $0.contains("non-finite location") && $0.contains("finger 1") })
    }
}
