#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The way a directional transition moves the arriving screen.
///
/// `.left` is the push of a navigation controller: the new screen comes in from the right
/// edge and moves left.
public enum TransitionDirection: Sendable, CaseIterable {
    /// Towards the left edge (the new screen comes from the right).
    case left
    /// Towards the right edge (the new screen comes from the left).
    case right
    /// Towards the top edge (the new screen comes from below).
    case up
    /// Towards the bottom edge (the new screen comes from above).
    case down

    /// The opposite direction.
    public var reversed: TransitionDirection {
        switch self {
        case .left: .right
        case .right: .left
        case .up: .down
        case .down: .up
        }
    }

    /// Whether the direction is horizontal.
    public var isHorizontal: Bool { self == .left || self == .right }

    /// The unit vector of the direction, in screen coordinates (y grows downwards).
    public var unitVector: CGVector {
        switch self {
        case .left: CGVector(dx: -1, dy: 0)
        case .right: CGVector(dx: 1, dy: 0)
        case .up: CGVector(dx: 0, dy: -1)
        case .down: CGVector(dx: 0, dy: 1)
        }
    }

    /// The distance across `size` in this direction.
    public func extent(of size: CGSize) -> CGFloat { isHorizontal ? size.width : size.height }

    /// The offset that moves a view by `fraction` of `size` in this direction.
    public func offset(_ fraction: CGFloat, of size: CGSize) -> CGVector {
        let distance = extent(of: size) * fraction
        return CGVector(dx: unitVector.dx * distance, dy: unitVector.dy * distance)
    }
}
