#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// A cube turning in `direction`: the old screen is its front face and the new one the
    /// face beside it, seen in perspective.
    public static func cube(direction: TransitionDirection = .left) -> SegueTransition {
        SegueTransition(name: "cube(\(direction))", duration: 0.5, gestureDirection: direction) { stage in
            let depth = direction.extent(of: stage.size) / 2
            stage.arriving.start = ViewState(transform: face(turnedBy: -.pi / 2, direction: direction, depth: depth))
            stage.leaving.end = ViewState(transform: face(turnedBy: .pi / 2, direction: direction, depth: depth))
        }
    }

    /// A face of a cube of half-size `depth`, turned by `angle` about the cube's axis across `direction`.
    private static func face(turnedBy angle: CGFloat, direction: TransitionDirection, depth: CGFloat) -> CATransform3D {
        let v = direction.unitVector
        // Turning the cube towards `direction` rotates about the axis perpendicular to it.
        let rotation = CATransform3DMakeRotation(angle, -v.dy, v.dx, 0)
        var transform = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, depth), rotation)
        transform = CATransform3DConcat(transform, CATransform3DMakeTranslation(0, 0, -depth))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 1_000
        return CATransform3DConcat(transform, perspective)
    }
}
