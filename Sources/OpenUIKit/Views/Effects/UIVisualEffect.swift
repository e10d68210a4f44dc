import Foundation

/// An effect a ``UIVisualEffectView`` applies: a ``UIBlurEffect`` or a ``UIVibrancyEffect``.
///
/// Effects are immutable: copying one returns the same object.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, NSCopying {
    /// Creates an effect that does nothing (use a subclass).
    public override init() {
        super.init()
    }

    /// Returns the effect itself: effects are immutable.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The backdrop filter this effect applies under the given interface style (nil for none).
    func _backdrop(for style: UIUserInterfaceStyle) -> _BlurMaterial? { nil }
}
