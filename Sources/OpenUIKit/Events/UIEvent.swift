import Foundation

/// An event: a set of touches that changed together at one instant.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kinds of event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches = 0
        /// Device motion.
        case motion = 1
        /// Remote-control commands.
        case remoteControl = 2
        /// Physical key presses.
        case presses = 3
    }

    /// The event's type; Segue delivers touch events.
    open var type: EventType { .touches }

    /// The media time at which the event occurred.
    open internal(set) var timestamp: TimeInterval = 0

    // The touches of the event.
    var _touches: Set<UITouch> = []

    /// Creates an event; the application creates events for input.
    public override init() {
        super.init()
    }

    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { _touches }

    /// The touches of the event that belong to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        _touches.filter { $0.view === view }
    }

    /// The touches of the event that belong to `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        _touches.filter { $0.window === window }
    }
}
