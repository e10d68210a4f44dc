import Foundation

/// A set of motion effects applied together.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group.
    open var motionEffects: [UIMotionEffect]?

    /// Creates an empty group.
    public override init() {
        super.init()
    }

    /// The key paths and values of every effect of the group, merged (later effects win).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            merged.merge(effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:]) { $1 }
        }
        return merged.isEmpty ? nil : merged
    }
}
