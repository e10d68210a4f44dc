// Status: partial — no allowedTouchTypes, allowedPressTypes, requiresExclusiveTouchType, modifierFlags, buttonMask, presses or touchesEstimatedPropertiesUpdated
import Foundation

/// The base class of gesture recognizers: objects that watch the touches hit-tested to a view
/// (or any of its subviews) and decide whether they form a gesture.
///
/// Attach a recognizer with `UIView.addGestureRecognizer(_:)`. A recognizer receives each of its
/// touches before the view does; when it recognizes its gesture it runs its handlers and, with
/// `cancelsTouchesInView` (the default), the view receives `touchesCancelled(_:with:)` instead
/// of the rest of those touches. `state` follows UIKit's state machine:
///
/// - discrete gestures (a tap): `.possible` → `.ended` (`.recognized`) or `.failed`;
/// - continuous gestures (a pan): `.possible` → `.began` → `.changed`… → `.ended` or
///   `.cancelled`, or `.possible` → `.failed`.
///
/// Any other change is rejected (and reported through `CAEngine.report`). At the end of the
/// event handling in which a recognizer reached `.ended`, `.cancelled` or `.failed`, it is
/// reset to `.possible` and `reset()` is called; from then on it ignores the touches it had.
///
/// Subclasses implement the touch methods (`touchesBegan(_:with:)`, …) and set `state`; they
/// override `reset()` to clear their own state.
///
/// - Note: Differs from UIKit: there are no selectors, so targets are closures —
///   `init(handler:)` and `addTarget(handler:)`, removed with `removeTarget(_:)`. Subclasses set
///   `state` directly (there is no `UIGestureRecognizerSubclass` module).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject, _AssociationOwner {
    /// Whether `objc_setAssociatedObject` has been used on this recognizer (see `_AssociationOwner`).
    nonisolated(unsafe) package var _hasAssociatedObjects = false

    deinit {
        if _hasAssociatedObjects { _releaseAssociatedObjects(ofDeallocating: ObjectIdentifier(self)) }
    }

    /// Prepares the recognizer after it was loaded from a nib or storyboard; subclasses call super.
    ///
    /// - Note: Differs from UIKit: Segue loads no nibs or storyboards and never calls this.
    open func awakeFromNib() {}

    var _state: State = .possible
    /// A recognition (`.began` or `.ended`) waiting for the recognizers this one requires to fail.
    var _pendingState: State?
    weak var _view: UIView?
    var _targets: [Target] = []
    /// The touches the recognizer tracks (began, not yet ended, cancelled or ignored).
    var _touches: [UITouch] = []
    /// Every touch received since the last reset and not ignored: the touches a recognition
    /// cancels in the view.
    var _touchesSinceReset: [UITouch] = []
    /// The recognizers that must fail before this one may recognize (`require(toFail:)`).
    var _requiredToFail: [UIGestureRecognizer] = []
    /// The last centroid of the tracked touches, in window coordinates.
    var _lastLocationInWindow: CGPoint = .zero
    weak var _lastWindow: UIWindow?

    /// Creates a recognizer with no handler.
    public override init() {
        super.init()
    }

    /// Creates a recognizer that runs `handler` each time its state changes to `.began`,
    /// `.changed`, `.ended` (`.recognized`) or `.cancelled`.
    ///
    /// - Note: Differs from UIKit: replaces `init(target:action:)`; there are no selectors.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler: handler)
    }

    /// Creating recognizers from archives is not supported: there are no nibs or storyboards.
    public convenience init?(coder: NSCoder) {
        _unimplemented("UIGestureRecognizer.init(coder:)")
    }

    // MARK: Targets

    /// Adds a handler that runs each time the state changes to `.began`, `.changed`, `.ended`
    /// (`.recognized`) or `.cancelled`; returns the target, for `removeTarget(_:)`.
    ///
    /// Handlers run in the order they were added.
    ///
    /// - Note: Differs from UIKit: replaces `addTarget(_:action:)`; there are no selectors.
    // `@preconcurrency` here as well as on the class: without it, Swift 6.3 sometimes mangles
    // this method's type in a subclass's vtable with the closure's `@Sendable @MainActor`,
    // which does not link (seen from UISwipeGestureRecognizer and UILongPressGestureRecognizer).
    @discardableResult @preconcurrency
    open func addTarget(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) -> Target {
        let target = Target(handler)
        _targets.append(target)
        return target
    }

    /// Removes `target`, or every target when `target` is nil.
    ///
    /// - Note: Differs from UIKit: replaces `removeTarget(_:action:)`; there are no selectors.
    open func removeTarget(_ target: Target?) {
        guard let target else {
            _targets.removeAll()
            return
        }
        _targets.removeAll { $0 === target }
    }

    // MARK: State and configuration

    /// The recognizer's state; subclasses set it as they recognize (see the class discussion
    /// for the transitions allowed).
    ///
    /// While a recognition waits for a recognizer this one requires to fail, `state` stays
    /// `.possible`.
    open var state: State {
        get { _state }
        set { _setState(newValue) }
    }

    /// The recognizer's delegate.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer receives touches; true by default. Disabling it cancels a gesture
    /// in progress (its handlers see `.cancelled`) and fails one still possible.
    open var isEnabled: Bool = true {
        didSet { if oldValue, !isEnabled { _abandon() } }
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { _view }

    /// Whether recognizing the gesture cancels its touches in the view; true by default.
    ///
    /// The view receives `touchesCancelled(_:with:)` for every touch of the gesture, just
    /// before the handlers run, and no further calls for those touches.
    open var cancelsTouchesInView: Bool = true

    /// Whether the view receives `touchesBegan(_:with:)` only once this recognizer has failed;
    /// false by default.
    ///
    /// While the recognizer is still possible, the began (and any moves) are held back. If it
    /// fails they are delivered (a held move as one `touchesMoved(_:with:)` at the current
    /// location); if it recognizes while cancelling touches, the view never hears of them.
    open var delaysTouchesBegan: Bool = false

    /// Whether the view receives `touchesEnded(_:with:)` only once this recognizer has failed
    /// or recognized; true by default.
    ///
    /// A touch that ends while the recognizer is still possible (a double tap waiting for its
    /// second tap, a tap waiting for another recognizer to fail) has its end held back: the
    /// view gets `touchesEnded(_:with:)` if the recognizer fails, `touchesCancelled(_:with:)`
    /// if it recognizes and cancels touches.
    open var delaysTouchesEnded: Bool = true

    /// A name for debugging.
    open var name: String?

    /// Makes this recognizer wait, before it recognizes, until `otherGestureRecognizer` fails;
    /// if the other one recognizes instead, this one fails.
    ///
    /// A recognizer that has received no touch since its last reset counts as failed.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
            !_requiredToFail.contains(where: { $0 === otherGestureRecognizer })
        else { return }
        _requiredToFail.append(otherGestureRecognizer)
    }

    // MARK: Location

    /// The gesture's location in `view`'s coordinates (window coordinates when nil): the
    /// centroid of its touches, or where they were last when none is down.
    open func location(in view: UIView?) -> CGPoint {
        _convert(_currentCentroid ?? _lastLocationInWindow, to: view)
    }

    /// The number of touches the recognizer is tracking.
    open var numberOfTouches: Int { _touches.count }

    /// The location of the touch at `touchIndex` (below `numberOfTouches`) in `view`'s
    /// coordinates; an index out of range is a programming error, as in UIKit.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        _require(
            touchIndex >= 0 && touchIndex < _touches.count,
            "UIGestureRecognizer.location(ofTouch:in:): index (\(touchIndex)) beyond bounds (\(_touches.count))")
        return _touches[touchIndex].location(in: view)
    }

    // MARK: Subclass hooks

    /// Called after the recognizer was reset to `.possible`; subclasses clear their state here
    /// (and call super).
    open func reset() {}

    /// Stops delivering `touch` to the recognizer; an ignored touch is not cancelled in the view
    /// when the recognizer recognizes.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        _drop(touch, detach: true)
    }

    /// Whether recognizing this gesture may prevent `preventedGestureRecognizer` from
    /// recognizing; true by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` may prevent this recognizer from recognizing; true
    /// by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail; false by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this recognizer to fail; false by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer should see `event` at all; true by default.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Tells the recognizer that touches began; the default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Tells the recognizer that touches moved; the default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Tells the recognizer that touches ended; the default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Tells the recognizer that touches were cancelled; the default does nothing (a recognizer
    /// left with no touch then fails, or is cancelled if it had begun).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Whether the recognizer stays possible with no touch down because it expects more
    /// touches (a multiple tap between its taps); any other recognizer still possible once all
    /// its touches are gone fails.
    var _awaitsFurtherTouches: Bool { false }
}
