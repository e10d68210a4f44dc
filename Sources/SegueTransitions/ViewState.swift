#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// How one view of a transition looks at one end of it: its opacity, its 3-D transform, its
/// corner radius and how much of it a growing circle reveals.
///
/// A transition describes each of its two views by two states, the start and the end of the
/// forward transition (presentation, push, a switch to a later tab); the library animates
/// between them. Values left at their defaults leave the view as it is.
public struct ViewState: Equatable, Sendable {
    /// The view's alpha.
    public var alpha: CGFloat = 1
    /// The view's transform (`transform3D`), applied around ``TransitionStage/ViewMotion/anchorPoint``.
    public var transform: CATransform3D = CATransform3DIdentity
    /// The view's layer corner radius; nil keeps the view's own.
    public var cornerRadius: CGFloat?
    /// The radius of a circle, centred on ``TransitionStage/ViewMotion/revealCenter``, outside which
    /// the view is hidden; nil shows the whole view.
    public var revealRadius: CGFloat?

    /// A state with the given values (by default: opaque, untransformed, unmasked).
    public init(
        alpha: CGFloat = 1, transform: CATransform3D = CATransform3DIdentity,
        cornerRadius: CGFloat? = nil, revealRadius: CGFloat? = nil
    ) {
        self.alpha = alpha
        self.transform = transform
        self.cornerRadius = cornerRadius
        self.revealRadius = revealRadius
    }

    /// The view as it is when no transition touches it.
    public static let identity = ViewState()

    /// A state moved by `offset` points.
    public static func offset(_ offset: CGVector, alpha: CGFloat = 1) -> ViewState {
        ViewState(alpha: alpha, transform: CATransform3DMakeTranslation(offset.dx, offset.dy, 0))
    }

    /// A state scaled by `scale` about the view's anchor point.
    public static func scaled(_ scale: CGFloat, alpha: CGFloat = 1) -> ViewState {
        ViewState(alpha: alpha, transform: CATransform3DMakeScale(scale, scale, 1))
    }

    public static func == (lhs: ViewState, rhs: ViewState) -> Bool {
        lhs.alpha == rhs.alpha && CATransform3DEqualToTransform(lhs.transform, rhs.transform)
            && lhs.cornerRadius == rhs.cornerRadius && lhs.revealRadius == rhs.revealRadius
    }
}

extension CATransform3D {
    /// A rotation of `angle` radians about the axis (`x`, `y`, `z`), seen through a perspective of
    /// `distance` points (the eye's distance from the screen: `m34` = −1/distance).
    static func rotation(_ angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat, perspective distance: CGFloat = 1_000)
        -> CATransform3D
    {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / distance
        return CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), perspective)
    }
}
