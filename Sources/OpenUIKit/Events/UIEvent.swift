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

    /// The touches that changed in this event, in the order their changes were queued (the
    /// order windows and recognizers receive them).
    var _touchList: [UITouch] = []
    /// The other touches down while this event happened (phase `.stationary`).
    var _otherTouches: [UITouch] = []

    /// The touches that changed in this event.
    var _touches: Set<UITouch> {
        get { Set(_touchList) }
        set { _touchList = Array(newValue) }
    }

    /// Creates an event; the application creates events for input.
    public override init() {
        super.init()
    }

    /// Every touch of the event: those that changed and those held still (`.stationary`).
    open var allTouches: Set<UITouch>? { Set(_touchList + _otherTouches) }

    /// The touches of the event that belong to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        Set((_touchList + _otherTouches).filter { $0.view === view })
    }

    /// The touches of the event that belong to `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        Set((_touchList + _otherTouches).filter { $0.window === window })
    }
}
