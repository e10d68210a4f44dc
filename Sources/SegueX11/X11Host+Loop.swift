import CX11
import Foundation
import OpenUIKit
import OpenQuartzCore

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
                waitForEvents(timeout: UIApplication.shared.nextMainQueueWorkTime.map { max(0, $0 - now) })
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

    /// Runs one frame at media time `time` (not earlier than the last frame's): the
    /// application's frame, then rendering and a blit when anything changed.
    public func runFrame(at time: CFTimeInterval) {
        let started = realTime
        configuration.manualClock.set(to: max(time, configuration.manualClock.currentTime))
        configuration.needsFrame = false
        inputAwaitingPhoton += inputArrivals
        inputArrivals = []
        UIApplication.shared.runFrame()
        let generation = _LayerTreeGeneration.current
        let animating = CAEngine.current.hasTimeDependentAnimations
        guard forceRender || animating || generation != lastRenderedGeneration else {
            inputAwaitingPhoton = []  // nothing visible changed
            return
        }
        screen.render(window, atTime: configuration.manualClock.currentTime)
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
        configuration.needsFrame || forceRender || !inputArrivals.isEmpty || !UIApplication.shared.busyReasons.isEmpty
            || (UIApplication.shared.nextMainQueueWorkTime.map { $0 <= realTime } ?? false)
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
