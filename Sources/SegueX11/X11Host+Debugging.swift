import CX11
import Foundation
import OpenUIKit

extension X11Host {
    /// The keys of debug mode, as the hint names them: S slow motion, Space pause and
    /// scrub, E exploded 3-D view, Left and Right one frame back or forward while paused,
    /// Escape leaves the exploded view or the pause (and otherwise goes back, as always).
    public static let debugKeys =
        "S slow motion x10 · Space pause/scrub · E exploded 3-D view · ← → step while paused · Esc leave/back"

    /// Turns debug mode on (once; later calls do nothing): slow motion, pausing and scrubbing,
    /// the exploded view and the hint, driven by the keys in ``debugKeys`` and by drags
    /// (see ``TransitionDebugger``).
    ///
    /// The window grows by the hint strip (``TransitionDebugger/hintStripHeight`` points),
    /// below the screen, which keeps its size: nothing covers the application. Presses in the
    /// strip reach no view; while the debugger takes drags, they may start there. Should the
    /// taller window's image not be made (no memory), debug mode stays off.
    public func enableDebugMode() {
        guard debugger == nil else { return }
        debugger = TransitionDebugger(window: window, time: configuration.manualClock.currentTime)
        if !replaceFramebuffer(screenSize: configuration.screenSize) { debugger = nil }
    }

    /// The debugger's key for an X keysym (case-insensitive letters), if any.
    static func debuggerKey(for keysym: KeySym) -> TransitionDebugger.Key? {
        switch Int32(truncatingIfNeeded: keysym) {
        case XK_s, XK_S: return .slowMotion
        case XK_space: return .pause
        case XK_e, XK_E: return .explodedView
        case XK_Left: return .stepBackward
        case XK_Right: return .stepForward
        case XK_Escape: return .leave
        default: return nil
        }
    }

    /// Hands the debugger the pointer's motion since the last point of its drag.
    func debugDrag(to location: CGPoint, arrival: Double) {
        guard let last = debugDragLocation else { return }
        inputArrivals.append(arrival)
        debugger?.drag(by: CGVector(dx: location.x - last.x, dy: location.y - last.y))
        debugDragLocation = location
    }
}
