import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

@testable import SegueX11

/// The debug mode's core, driven headlessly: a manual clock, frames at host instants.
@MainActor
@Suite struct TransitionDebuggerTests {
    // MARK: Slow motion

    @Test func slowMotionDividesTheRateByTenWithoutAJump() {
        let debugger = TransitionDebugger(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), time: 2)
        #expect(debugger.tick(atHostTime: 2.5).mediaTime == 2.5, "before: media time is host time")
        debugger.press(.slowMotion)
        expectEqual(debugger.timeScale, 0.1)
        #expect(debugger.mediaTime(atHostTime: 2.5) == 2.5, "toggling does not move media time")
        #expect(isClose(debugger.tick(atHostTime: 3.5).mediaTime, 2.6))
        #expect(
            isClose(debugger.hostTime(atMediaTime: 2.7) ?? .nan, 4.5),
            "main-queue work due at 2.7 wakes the host at 4.5")
        debugger.press(.slowMotion)
        #expect(isClose(debugger.tick(atHostTime: 4.5).mediaTime, 3.6), "back to the host's rate from the toggle on")
    }

    @Test func aHostThatSleptPassesTheKeysInstantSoResumingDoesNotJump() {
        let debugger = TransitionDebugger(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), time: 1)
        debugger.press(.pause, atHostTime: 1.5)
        #expect(debugger.mediaTime == 1.5, "paused at the key's instant")
        // The host slept for ten seconds (no frames while paused), then Space resumes.
        debugger.press(.pause, atHostTime: 11.5)
        #expect(isClose(debugger.tick(atHostTime: 11.6).mediaTime, 1.6))
        debugger.press(.slowMotion, atHostTime: 12)
        #expect(isClose(debugger.tick(atHostTime: 13).mediaTime, 2.1))
        // Instants before the last frame's, and non-finite ones, are taken as the last frame's.
        debugger.press(.slowMotion, atHostTime: 12.5)
        #expect(isClose(debugger.tick(atHostTime: .nan).mediaTime, 2.1))
        #expect(isClose(debugger.tick(atHostTime: 14).mediaTime, 3.1))
        expectEqual(debugger.hostTime(atMediaTime: .infinity), nil)
    }

    @Test func slowMotionSlowsPropertyAnimators() {
        let fixture = DebuggerFixture()
        fixture.debugger?.press(.slowMotion)
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        fixture.stack.topViewController?.view.addSubview(square)
        let animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { square.center.x = 105 }
        animator.startAnimation()
        fixture.run(for: 1)
        #expect(isClose(animator.fractionComplete, 0.5, tolerance: 0.1), "half way after ten times half its duration")
        fixture.run(for: 1.1)
        expectEqual(animator.state, .inactive)
    }

    @Test func slowMotionSlowsTheTransitionAndMainQueueDelays() {
        let fixture = DebuggerFixture()
        fixture.debugger?.press(.slowMotion)
        var ranAt: CFTimeInterval?
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            MainActor.assumeIsolated { ranAt = CACurrentMediaTime() }
        }
        fixture.push()
        fixture.run(for: 1.0)  // a tenth of a second of media time
        #expect(ranAt == nil, "a 0.2 s delay has not passed yet")
        let x = fixture.slidingX ?? .nan
        #expect(x > 80 && x < 110, "one fifth of the way in after 1 s (slid to \(x))")
        fixture.run(for: 1.5)
        #expect(ranAt.map { isClose($0, 0.2, tolerance: 1.0 / 60) } == true, "the delay ran at 0.2 s of media time")
        expectEqual(fixture.stack.viewControllers.count, 2)
        fixture.run(for: 3.0)  // 5.5 s of host time: 0.55 s of media time
        expectEqual(fixture.stack.topViewController?.view.frame.minX, 0)
        #expect(UIApplication.shared.busyReasons.isEmpty, "the transition finished after ten times its duration")
    }

    // MARK: The picture

    @Test func theImageIsTheScreenWithTheHintStripBelowIt() throws {
        let fixture = DebuggerFixture()
        let debugger = try #require(fixture.debugger)
        fixture.push()
        fixture.run(for: 0.2)
        let image = debugger.image()
        #expect(image.width == 120 && image.height == 160 + 38)
        #expect(
            differingPixels(screenRows(image), rgbRows(fixture.host.render())) == 0,
            "the screen's rows are the host's picture: the hint covers none of it")
        let doubled = debugger.image(scale: 2)
        #expect(doubled.width == 240 && doubled.height == 2 * (160 + 38))
        let text = hintTextPixels(stripRows(image))
        let doubledText = hintTextPixels(stripRows(doubled, scale: 2))
        #expect(text > 30 && doubledText > text, "the hint in the strip, at both scales (\(text), \(doubledText))")
        for bad in [CGFloat.nan, -2, 0, .infinity] {
            let fallback = debugger.image(scale: bad)
            #expect(fallback.width == 120 && fallback.height == 198, "scale \(bad) draws at 1")
        }
    }

    // MARK: Pause and scrub

    @Test func pausingFreezesTheApplicationAndResumesWhereItStopped() {
        let fixture = DebuggerFixture()
        let debugger = try! #require(fixture.debugger)
        fixture.push()
        fixture.run(for: 0.2)
        var ran = false
        DispatchQueue.main.async { MainActor.assumeIsolated { ran = true } }
        debugger.press(.pause)
        let pausedAt = fixture.host.now
        let x = fixture.slidingX
        fixture.run(for: 2.0)
        #expect(fixture.host.now == pausedAt, "media time stands still")
        #expect(fixture.slidingX == x, "the transition does not move")
        #expect(!ran, "main-queue work waits")
        expectEqual(debugger.tick(atHostTime: fixture.hostTime).runsApplication, false)
        debugger.press(.pause)
        fixture.run(for: 0.1)
        #expect(ran)
        #expect(isClose(fixture.host.now, pausedAt + 0.1, tolerance: 1e-9), "resumes from the pause instant")
    }

    @Test func scrubbingToHalfShowsTheTransitionsHalfwayFrame() throws {
        // The reference: the same push, rendered by a headless host at the half-way instant.
        let reference = DebuggerFixture(debugging: false)
        reference.push()
        reference.run(for: 1.0 / 60)
        let begin = try #require(reference.host.window.layer._animationInterval(now: reference.host.now)?.lowerBound)
        reference.frame(atHostTime: begin + SlideInAnimator.duration / 2)
        let halfway = reference.host.render()

        let fixture = DebuggerFixture()
        let debugger = try #require(fixture.debugger)
        fixture.push()
        fixture.run(for: 0.1)
        debugger.press(.pause)
        let paused = debugger.image()
        let interval = try #require(debugger.scrubInterval)
        #expect(
            isClose(interval.lowerBound, begin) && isClose(interval.upperBound, begin + SlideInAnimator.duration),
            "scrubbing spans the transition's animations")
        // Drag right from the pause instant to the middle: the window's width is the whole span.
        let fraction = try #require(debugger.scrubFraction)
        debugger.drag(by: CGVector(dx: (0.5 - fraction) * DebuggerFixture.size.width, dy: 7))
        #expect(isClose(debugger.scrubFraction ?? .nan, 0.5))
        let scrubbed = debugger.image()
        #expect(
            differingPixels(screenRows(scrubbed), rgbRows(halfway)) == 0,
            "the scrubbed frame is the transition's frame at that instant")
        #expect(differingPixels(screenRows(paused), screenRows(scrubbed)) > 500)
        // Scrubbing only changed the display: resuming goes on from the pause instant.
        #expect(isClose(fixture.host.now, begin + 0.1 - 1.0 / 60, tolerance: 1.0 / 60))
        debugger.press(.pause)
        fixture.run(for: 1)
        expectEqual(fixture.stack.topViewController?.view.frame.minX, 0)
        #expect(UIApplication.shared.busyReasons.isEmpty)
    }

    @Test func arrowKeysStepAFrameAndStopAtTheEnds() throws {
        let fixture = DebuggerFixture()
        let debugger = try #require(fixture.debugger)
        #expect(!debugger.press(.stepForward), "steps need a pause")
        fixture.push()
        fixture.run(for: 0.25)
        debugger.press(.pause)
        let start = debugger.displayTime
        debugger.press(.stepBackward)
        #expect(isClose(debugger.displayTime, start - 1.0 / 60))
        for _ in 0..<100 { debugger.press(.stepForward) }
        #expect(debugger.scrubFraction == 1, "clamped at the transition's end")
        debugger.scrub(toFraction: -3)
        expectEqual(debugger.scrubFraction, 0)
        debugger.scrub(toFraction: .nan)
        #expect(debugger.scrubFraction == 0, "a non-finite fraction is ignored")
    }

    @Test func pausingWithNothingAnimatingHasOneInstantToShow() throws {
        let fixture = DebuggerFixture()
        let debugger = try #require(fixture.debugger)
        fixture.run(for: 0.1)
        debugger.press(.pause)
        let interval = try #require(debugger.scrubInterval)
        expectEqual(interval.lowerBound, interval.upperBound)
        debugger.drag(by: CGVector(dx: 50, dy: 0))
        debugger.drag(by: CGVector(dx: CGFloat.nan, dy: CGFloat.infinity))
        expectEqual(debugger.displayTime, fixture.host.now)
        expectEqual(debugger.scrubFraction, nil)
        #expect(debugger.hintLine.hasPrefix("PAUSED (nothing animating to scrub)\n"))
    }

    @Test func escapeLeavesTheExplodedViewThenThePauseThenIsTheHosts() {
        let debugger = TransitionDebugger(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), time: 0)
        debugger.press(.pause)
        debugger.press(.explodedView)
        #expect(debugger.capturesPointer)
        #expect(debugger.press(.leave) && !debugger.isExploded && debugger.isPaused)
        #expect(debugger.press(.leave) && !debugger.isPaused)
        #expect(!debugger.press(.leave), "then Escape goes back, as without debug mode")
        #expect(!debugger.capturesPointer)
    }

    @Test func theHintLineNamesTheKeysAndTheState() {
        let fixture = DebuggerFixture()
        let debugger = fixture.debugger!
        expectEqual(debugger.hintLine, "S slow  Space pause  E 3-D  Esc back")
        debugger.press(.slowMotion)
        fixture.push()
        fixture.run(for: 1)
        debugger.press(.pause)
        #expect(
            debugger.hintLine
                == "SLOW x10 | PAUSED 0.10/0.50 s (20%): drag to scrub\nS slow  Space resume  E 3-D  <- -> step  Esc back"
        )
        debugger.press(.explodedView)
        #expect(
            debugger.hintLine
                == "SLOW x10 | PAUSED 0.10/0.50 s (20%) | 3-D: drag to turn\nS slow  Space resume  E flat  <- -> step  Esc back"
        )
    }
}
