import Foundation

/// One finger (or the pointer) on the screen: where it is, in which phase, over which view.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phases of a touch.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger rests without moving.
        case stationary = 2
        /// The finger left the screen.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
    }

    /// The touch's current phase.
    open internal(set) var phase: Phase = .began

    /// The media time of the touch's latest change.
    open internal(set) var timestamp: TimeInterval = 0

    /// How many times the finger tapped at this place in quick succession.
    open internal(set) var tapCount: Int = 1

    /// The view the touch began in (its hit-test view), or nil.
    open internal(set) var view: UIView?

    /// The window the touch belongs to.
    open internal(set) var window: UIWindow?

    // Locations in window coordinates.
    var _locationInWindow: CGPoint = .zero
    var _previousLocationInWindow: CGPoint = .zero
    /// The touch's gesture recognizers and how far its delivery to its view has got.
    var _gestureDelivery = _TouchDelivery()

    /// Creates a touch; the host creates touches for input.
    public override init() {
        super.init()
    }

    /// The touch's location in `view`'s coordinates (window coordinates when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return _locationInWindow }
        return view.convert(_locationInWindow, from: nil)
    }

    /// The touch's previous location in `view`'s coordinates (window coordinates when nil).
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return _previousLocationInWindow }
        return view.convert(_previousLocationInWindow, from: nil)
    }
}
