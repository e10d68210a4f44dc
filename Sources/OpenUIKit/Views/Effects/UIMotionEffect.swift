import Foundation

/// A motion effect: view key paths that follow the device's tilt.
///
/// Segue's hosts have no gyroscope: the viewer offset is always zero, so motion effects are
/// stored on their views and never move anything (see docs/Deviations.md).
@preconcurrency @MainActor
open class UIMotionEffect: NSObject, NSCopying {
    /// Creates a motion effect.
    public override init() {
        super.init()
    }

    /// Returns the effect itself.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The key paths and values for a viewer offset (−1…1 on each axis); `nil` by default.
    /// Subclasses override it.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}
