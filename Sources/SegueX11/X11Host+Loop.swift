import CX11
import Foundation
import OpenQuartzCore
import OpenUIKit

extension X11Host {
    /// Runs the main loop until the window is closed (or ``stop()`` is called).
    public func run() {
        running = true
        let period = 1 / Double(framesPerSecond)
        var lastFrame = -Double.infinity
        while running {
            processEvents()
            guard running else { break }
            let now = realTime
            guard wantsFrame else {
                // Idle: sleep until input arrives or main-queue work falls due.
                waitForEvents(timeout: nextMainQueueWorkHostTime.map { max(0, $0 - now) })
                continue
            }
            // The next refresh instant the frame can still make, started `lead` before it;
            // after a late frame, the missed instants are skipped.
            let lead = frameLead
            let target = max(refreshInstant(atOrAfter: now + lead), lastFrame + period)
            let start = target - lead
            if start - now > 0.0002 {
                waitForEvents(timeout: start - now)
                if realTime < start - 0.0002 { continue }  // input came first: take it in
            }
            processEvents()  // the latest input goes into this frame
            runFrame(at: target)
            lastFrame = target
        }
    }

    /// Runs one frame at host time `time` (not earlier than the last frame's): the
    /// application's frame, then rendering and a blit when anything changed.
    ///
    /// Media time is host time, unless debug mode's slow motion or pause has made it run
    /// slower or stop (``TransitionDebugger/tick(atHostTime:)``); while paused the application
    /// runs no frame and the screen shows the debugger's scrubbed instant.
    public func runFrame(at time: CFTimeInterval) {
        let started = realTime
        let tick = debugger?.tick(atHostTime: time) ?? TransitionDebugger.Tick(mediaTime: time, runsApplication: true)
        configuration.manualClock.set(to: max(tick.mediaTime, configuration.manualClock.currentTime))
        configuration.needsFrame = false
        inputAwaitingPhoton += inputArrivals
        inputArrivals = []
        if tick.runsApplication { UIApplication.shared.runFrame() }
        let generation = _LayerTreeGeneration.current
        let animating = tick.runsApplication && CAEngine.current.hasTimeDependentAnimations
        guard forceRender || animating || generation != lastRenderedGeneration || debugger?.needsDisplay == true else {
            inputAwaitingPhoton = []  // nothing visible changed
            return
        }
        screen.drawsStatusBar = drawsStatusBar
        if let debugger, let strip = framebuffer.stripContext {
            debugger.draw(with: screen, strip: strip, screenSize: screenSize)
        } else {
            screen.render(window, atTime: configuration.manualClock.currentTime)
        }
        lastRenderedGeneration = _LayerTreeGeneration.current
        forceRender = false
        framebuffer.present(to: xWindow, gc: gc)
        framesRendered += 1
        let photon = realTime
        frameCosts.append(photon - started)
        inputLatencies += inputAwaitingPhoton.map { photon - $0 }
        inputAwaitingPhoton = []
        didPresentFrame?(self)
    }

    /// How long before its refresh instant a frame starts: the longest of the last eight
    /// rendered frames plus a millisecond, at most three quarters of a refresh period.
    var frameLead: Double {
        let period = 1 / Double(framesPerSecond)
        return min((frameCosts.suffix(8).max() ?? 0) + 0.001, 0.75 * period)
    }

    /// Whether the application has something to do at the next refresh.
    var wantsFrame: Bool {
        if let debugger, debugger.isPaused { return debugger.needsDisplay || forceRender }
        return configuration.needsFrame || forceRender || !inputArrivals.isEmpty
            || !UIApplication.shared.busyReasons.isEmpty
            || debugger?.needsDisplay == true || (nextMainQueueWorkHostTime.map { $0 <= realTime } ?? false)
    }

    /// The host instant at which waiting main-queue work falls due (through debug mode's
    /// slow motion; nil while paused, or with none waiting).
    var nextMainQueueWorkHostTime: Double? {
        guard let due = UIApplication.shared.nextMainQueueWorkTime else { return nil }
        guard let debugger else { return due }
        return debugger.hostTime(atMediaTime: due)
    }

    /// The first refresh instant (a multiple of 1/fps) at or after `time`.
    func refreshInstant(atOrAfter time: Double) -> Double {
        let fps = Double(framesPerSecond)
        return (time * fps - 1e-9).rounded(.up) / fps
    }

    /// Blocks until the X connection has data or `timeout` seconds pass (nil: no limit).
    func waitForEvents(timeout: Double?) {
        guard XPending(connection.display) == 0 else { return }
        var descriptor = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = timeout.map { Int32(min(($0 * 1000).rounded(.up), 60_000)) } ?? -1
        _ = poll(&descriptor, 1, milliseconds)
    }
}
