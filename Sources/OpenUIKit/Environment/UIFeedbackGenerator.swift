import Foundation

/// The base class of the haptic feedback generators.
///
/// Segue has no haptic engine: a generator's haptics are recorded by the host
/// (`HeadlessHost.hapticFeedback`), with the media time they were played at, so a test can
/// assert what the user would have felt. `prepare()` is accepted and records nothing.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// The view the generator is attached to (iOS 17.5), if any.
    weak var _view: UIView?

    /// Creates a generator attached to no view.
    public override init() { super.init() }

    /// Creates a generator attached to `view` (iOS 17.5): locations given with the haptics
    /// are in its coordinates.
    public convenience init(view: UIView) {
        self.init()
        _view = view
    }

    /// Readies the haptic engine for feedback soon; has no effect here.
    open func prepare() {}

    /// Records a haptic played now.
    func _play(_ kind: _HapticEvent.Kind, at location: CGPoint? = nil) {
        let environment = UIApplication._shared._environment
        environment.haptics.append(_HapticEvent(kind: kind, location: location, time: CACurrentMediaTime()))
    }
}
