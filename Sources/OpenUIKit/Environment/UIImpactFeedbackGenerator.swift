import Foundation

/// A generator of haptics that simulate physical impacts.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects.
    public enum FeedbackStyle: Int, Sendable {
        /// A small, light impact.
        case light = 0
        /// A moderate impact.
        case medium = 1
        /// A large, heavy impact.
        case heavy = 2
        /// A soft, flexible impact.
        case soft = 3
        /// A hard, rigid impact.
        case rigid = 4
    }

    let _style: FeedbackStyle

    /// Creates a generator of `style` impacts.
    public init(style: FeedbackStyle) {
        _style = style
        super.init()
    }

    /// Creates a generator of `.medium` impacts.
    public override convenience init() { self.init(style: .medium) }

    /// Creates a generator of `style` impacts attached to `view` (iOS 17.5).
    public convenience init(style: FeedbackStyle, view: UIView) {
        self.init(style: style)
        _view = view
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Plays an impact at `intensity`, from 0 to 1 (outside that range it is clamped; NaN
    /// plays nothing, with a report) (UIKitBehaviour #244).
    open func impactOccurred(intensity: CGFloat) { _impact(intensity: intensity, at: nil) }

    /// Plays an impact at full intensity at `location`, in the attached view's coordinates (iOS 17.5).
    open func impactOccurred(at location: CGPoint) { _impact(intensity: 1, at: location) }

    /// Plays an impact at `intensity` at `location` (iOS 17.5).
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) { _impact(intensity: intensity, at: location) }

    private func _impact(intensity: CGFloat, at location: CGPoint?) {
        guard !intensity.isNaN else {
            UIView._report(
                "UIImpactFeedbackGenerator.impactOccurred(intensity:): ignored the intensity NaN; it must be between 0 and 1"
            )
            return
        }
        _play(.impact(_style, intensity: min(max(intensity, 0), 1)), at: location)
    }
}
