import Foundation

/// A motion effect that interpolates one key path between two relative values as the device
/// tilts along one axis.
///
/// Segue's hosts have no gyroscope: it is stored and never applied (docs/Deviations.md).
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The tilt axis an interpolating motion effect follows.
    public enum EffectType: Int, @unchecked Sendable {
        case tiltAlongHorizontalAxis = 0
        case tiltAlongVerticalAxis = 1
    }

    /// The key path of the view that the effect moves (`"center.x"`, …).
    open private(set) var keyPath: String
    /// The axis the effect follows.
    open private(set) var type: UIInterpolatingMotionEffect.EffectType
    /// The value added at the minimum tilt.
    open var minimumRelativeValue: Any?
    /// The value added at the maximum tilt.
    open var maximumRelativeValue: Any?

    /// Creates an effect for a key path and axis.
    public init(keyPath: String, type: UIInterpolatingMotionEffect.EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// The key path's value at a viewer offset: the relative values interpolated linearly
    /// (numbers only; `nil` when either end is missing or not a number).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let low = (minimumRelativeValue as? NSNumber)?.doubleValue,
            let high = (maximumRelativeValue as? NSNumber)?.doubleValue
        else { return nil }
        let offset = Double(type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical)
        let t = offset.isFinite ? (Swift.min(Swift.max(offset, -1), 1) + 1) / 2 : 0.5
        return [keyPath: low + (high - low) * t]
    }
}
