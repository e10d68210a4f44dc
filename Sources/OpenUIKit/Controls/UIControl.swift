import Foundation

/// A view that turns touches into events (touch down, touch up inside, …) and performs the
/// actions registered for them.
///
/// - Note: Differs from UIKit: there is no target–action by selector (no Objective-C runtime);
///   register closures with `addAction(_:for:)`.
@preconcurrency @MainActor
open class UIControl: UIView {
    var _actions: [(action: UIAction, events: UIControl.Event)] = []
    var _trackingInside = false

    /// Whether the control responds to touches; true by default.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted (a touch is down inside it).
    open var isHighlighted = false
    /// Whether a touch is being tracked.
    open private(set) var isTracking = false
    /// Whether the tracked touch is inside the control.
    open var isTouchInside: Bool { _trackingInside }
    /// How the content (a button's image and title) sits across the control; `.center` by
    /// default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }
    /// How the content sits up and down the control; `.center` by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// The control's state, from its flags.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Adds `action` for `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        _actions.append((action, controlEvents))
    }

    /// Removes `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        _removeActions(for: controlEvents) { $0 === action }
    }

    /// Removes the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        _removeActions(for: controlEvents) { $0.identifier == actionIdentifier }
    }

    /// Performs the actions registered for any of `controlEvents`, in registration order.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in _actions where !events.intersection(controlEvents).isEmpty {
            action._perform(sender: self)
        }
    }

    /// Tracks touches: touch down, drag inside/outside, touch up inside/outside, cancel, with
    /// the tracking methods below. A touch that ``UIControl/beginTracking(_:with:)`` refuses is not
    /// tracked and sends no events (UIKitBehaviour #269).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTracking = true
        _trackingInside = true
        guard beginTracking(touch, with: event) else {
            isTracking = false
            _trackingInside = false
            return
        }
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = _isInsideWithSlop(touch.location(in: self))
        if inside != _trackingInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        _trackingInside = inside
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        if isTracking, !continueTracking(touch, with: event) { _endTracking() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = _isInsideWithSlop(touch.location(in: self))
        _trackingInside = inside
        endTracking(touch, with: event)
        _endTracking()
        let touchUp: Event = _sendsPrimaryActionOnTouchUp ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside
        sendActions(for: inside ? touchUp : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        cancelTracking(with: event)
        _endTracking()
        sendActions(for: .touchCancel)
    }

    /// Called when a touch goes down in the control; return whether to keep tracking it
    /// (true by default). Subclasses override it to start following the finger.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called as the tracked touch moves; return whether to keep tracking it (true by default).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch lifts (before the touch-up events are sent).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when the tracked touch is cancelled (before `.touchCancel` is sent).
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether a touch up inside is the control's primary action (a button's tap); value
    /// controls send `.primaryActionTriggered` with `.valueChanged` instead (UIKitBehaviour #269).
    var _sendsPrimaryActionOnTouchUp: Bool { true }

    /// Sends `.valueChanged` with `.primaryActionTriggered`, as value controls do for a change
    /// the user made.
    func _sendValueChanged() {
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    func _endTracking() {
        isTracking = false
        _trackingInside = false
        isHighlighted = false
    }

    /// UIKit keeps a touch "inside" within 70 pt of the bounds (UNCONFIRMED commonly observed value).
    func _isInsideWithSlop(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -70, dy: -70).contains(point)
    }

    func _removeActions(for controlEvents: Event, where matches: (UIAction) -> Bool) {
        _actions = _actions.compactMap { entry in
            guard matches(entry.action) else { return entry }
            let remaining = entry.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (entry.action, remaining)
        }
    }
}

extension UIControl {
    /// Control events, with UIKit's raw values.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates events from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Control states, with UIKit's raw values.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates a state from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
