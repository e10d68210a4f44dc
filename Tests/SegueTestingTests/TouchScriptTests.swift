import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Touch scripts played by `HeadlessHost.perform(_:)`: easing shapes a move, and the three
/// releases give a pan recognizer the velocity they promise at `.ended`.
@MainActor
@Suite struct TouchScriptTests {
    /// A full-screen view with a pan recognizer that remembers its velocity and translation
    /// at `.ended`, and the window points of every move it saw.
    @MainActor final class PanProbe {
        let view: UIView
        var endedVelocity: CGPoint?
        var endedTranslation: CGPoint?
        var states: [UIGestureRecognizer.State] = []

        init(_ host: HeadlessHost) {
            view = UIView(frame: CGRect(origin: .zero, size: host.screenSize))
            host.window.addSubview(view)
            let pan = UIPanGestureRecognizer { [unowned self] recognizer in
                let pan = recognizer as! UIPanGestureRecognizer
                self.states.append(pan.state)
                if pan.state == .ended {
                    self.endedVelocity = pan.velocity(in: nil)
                    self.endedTranslation = pan.translation(in: nil)
                }
            }
            view.addGestureRecognizer(pan)
        }
    }

    func release(_ text: String) throws -> PanProbe {
        let host = HeadlessHost()
        let probe = PanProbe(host)
        host.perform(try TouchScript(parsing: text))
        return probe
    }

    @Test func aPlainReleaseAfterALinearMoveKeepsItsSpeed() throws {
        let probe = try release("100,400 → 300,400 over 0.5s, release")
        expectEqual(probe.states.last, .ended)
        #expect(isClose(probe.endedVelocity?.x ?? 0, 400, tolerance: 1e-6))
        expectEqual(probe.endedTranslation, CGPoint(x: 200, y: 0))
    }

    @Test func holdingStillBeforeLiftingReleasesWithoutVelocity() throws {
        let held = try release("100,400 → 300,400 over 0.5s → hold 0.2s, release")
        expectEqual(held.endedVelocity, .zero)
        let still = try release("100,400 → 300,400 over 0.5s, release still")
        expectEqual(still.endedVelocity, .zero)
        expectEqual(still.endedTranslation, CGPoint(x: 200, y: 0))
    }

    @Test func aReleaseStillAddsOnlyWhatAHoldLacks() {
        let moving = FingerPath.line(from: .zero, to: CGPoint(x: 10, y: 0), duration: 1)
        expectEqual(moving.released(.still).duration, 1 + FingerPath.stillnessBeforeRelease)
        #expect(isClose(moving.holding(for: 0.1).released(.still).duration, 1 + FingerPath.stillnessBeforeRelease))
        expectEqual(moving.holding(for: 0.5).released(.still).duration, 1.5)
        expectEqual(moving.released(.flick).duration, 1 + FingerPath.flickDuration)
    }

    @Test func anEasedOutMoveArrivesSlowlyButAFlickKeepsTheMeanSpeed() throws {
        let eased = try release("100,400 → 300,400 over 0.5s ease-out, release")
        let flicked = try release("100,400 → 300,400 over 0.5s ease-out, release flick")
        // Ease-out's last 0.1 s covers little ground: well under the mean 400 pt/s (about 125).
        #expect((eased.endedVelocity?.x ?? .infinity) < 160)
        #expect(isClose(flicked.endedVelocity?.x ?? 0, 400, tolerance: 1e-6))
        // The flick carries the finger on for 0.1 s at that speed.
        #expect(isClose(flicked.endedTranslation?.x ?? 0, 240, tolerance: 1e-6))
    }

    @Test func aFlickAlongAnArcLeavesOnItsTangent() {
        // A quarter turn clockwise (on screen) around (200, 400) from (300, 400) ends at (200, 500), moving left.
        let path = FingerPath(start: CGPoint(x: 300, y: 400)).turning(
            around: CGPoint(x: 200, y: 400), by: .pi / 2, duration: 0.5
        )
        .released(.flick)
        let end = path.location(at: .infinity)
        let speed = CGFloat.pi / 2 / 0.5 * 100
        #expect(isClose(end.x, 200 - speed * FingerPath.flickDuration, tolerance: 1e-9))
        #expect(isClose(end.y, 500, tolerance: 1e-9))
    }

    @Test func easingShapesWhereTheFingerIsAlongAMove() {
        let from = CGPoint(x: 0, y: 0)
        let to = CGPoint(x: 100, y: 0)
        for (easing, expectedBelowHalf) in [
            (FingerPath.Easing.linear, false), (.easeIn, true), (.easeOut, false), (.easeInOut, false)
        ] {
            let path = FingerPath.line(from: from, to: to, duration: 1, easing: easing)
            #expect(path.location(at: 0) == from && path.location(at: 1) == to)
            #expect((path.location(at: 0.25).x < 25) == (easing == .easeIn || easing == .easeInOut), "\(easing)")
            #expect((path.location(at: 0.5).x < 50 - 1e-9) == expectedBelowHalf, "\(easing)")
        }
        #expect(
            isClose(
                FingerPath.line(from: from, to: to, duration: 1, easing: .easeInOut).location(at: 0.5).x, 50,
                tolerance: 1e-5))
    }

    @Test func dragIsTheOneFingerShorthand() {
        func log(_ run: (HeadlessHost) -> Void) -> [String] {
            let host = HeadlessHost()
            let view = HeadlessHostTouchesTests.TouchLogView(frame: CGRect(origin: .zero, size: host.screenSize))
            host.window.addSubview(view)
            run(host)
            return view.log
        }
        let from = CGPoint(x: 10, y: 20)
        let to = CGPoint(x: 70, y: 50)
        let viaDrag = log { $0.drag(from: from, to: to, duration: 0.2) }
        expectEqual(viaDrag.count, 14)
        expectEqual(viaDrag, log { $0.perform(TouchScript(.line(from: from, to: to, duration: 0.2))) })
    }

    @Test func twoFingersOfAScriptPinch() throws {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(origin: .zero, size: host.screenSize))
        host.window.addSubview(view)
        var scale: CGFloat = 1
        let pinch = UIPinchGestureRecognizer { scale = ($0 as! UIPinchGestureRecognizer).scale }
        view.addGestureRecognizer(pinch)
        host.perform(try TouchScript(parsing: "150,400 → 100,400 over 0.4s; 250,400 → 300,400 over 0.4s"))
        #expect(isClose(scale, 2, tolerance: 1e-9))
    }

    @Test func framesFollowTheScriptsDuration() throws {
        let host = HeadlessHost()
        var frames = 0
        host.perform(
            try TouchScript(parsing: "0,0 → 10,0 over 0.25s → hold 0.25s, release still; 5,5 → hold 0.1s"),
            afterEachFrame: { frames += 1 })
        // The longer finger lasts 0.5 s (its hold already covers release still): 1 + 30 frames.
        expectEqual(frames, 31)
        #expect(isClose(host.now, 31.0 / 60, tolerance: 1e-9))
    }
}
