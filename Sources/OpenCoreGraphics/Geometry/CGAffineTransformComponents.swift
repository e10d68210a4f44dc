import Foundation

/// The parts of an affine transform: scale, then horizontal shear, then rotation, then
/// translation.
///
/// A transform equals the product `scale · shear · rotation · translation`, where
/// `scale = [sx 0; 0 sy]`, `shear = [1 0; sh 1]`, `rotation = [cos t, sin t; −sin t, cos t]`
/// and the translation is `(dx, dy)`, in the row-vector convention of
/// ``CGAffineTransform``. Available on Apple platforms from iOS 16 / macOS 13.
public struct CGAffineTransformComponents: Sendable {
    /// The scale factors along x and y, applied first.
    ///
    /// A negative factor mirrors along that axis.
    public var scale: CGSize
    /// The horizontal shear factor, applied after the scale.
    ///
    /// Zero for transforms made only of scales, rotations and translations.
    public var horizontalShear: CGFloat
    /// The rotation angle in radians, applied after the shear.
    ///
    /// Positive angles turn from the positive x axis towards the positive y axis.
    public var rotation: CGFloat
    /// The translation, applied last.
    ///
    /// Equal to the transform's `(tx, ty)`.
    public var translation: CGVector

    /// Creates components whose every field is zero.
    ///
    /// This matches the zero-initialising `init()` of the C structure; note that a zero
    /// scale describes a singular transform, not the identity.
    public init() {
        self.scale = .zero
        self.horizontalShear = 0
        self.rotation = 0
        self.translation = .zero
    }

    /// Creates components from a scale, shear, rotation and translation.
    ///
    /// The defaults describe the identity transform.
    public init(
        scale: CGSize = CGSize(width: 1, height: 1),
        horizontalShear: CGFloat = 0,
        rotation: CGFloat = 0,
        translation: CGVector = .zero
    ) {
        self.scale = scale
        self.horizontalShear = horizontalShear
        self.rotation = rotation
        self.translation = translation
    }

    /// Creates components from a scale, a shear and a rotation given as `Double`s.
    ///
    /// Equivalent to the `CGFloat` initializer.
    public init(scale: CGSize, horizontalShear: Double, rotation: Double, translation: CGVector) {
        self.init(
            scale: scale,
            horizontalShear: CGFloat(horizontalShear),
            rotation: CGFloat(rotation),
            translation: translation
        )
    }
}

extension CGAffineTransform {
    /// Creates the transform `scale · shear · rotation · translation` from its components.
    ///
    /// The inverse of ``decomposed()`` for transforms whose x scale is positive.
    public init(_ components: CGAffineTransformComponents) {
        let sx = components.scale.width
        let sy = components.scale.height
        let shear = components.horizontalShear
        let cosine = cos(components.rotation)
        let sine = sin(components.rotation)
        self.init(
            a: sx * cosine,
            b: sx * sine,
            c: sy * (shear * cosine - sine),
            d: sy * (shear * sine + cosine),
            tx: components.translation.dx,
            ty: components.translation.dy
        )
    }

    /// Splits this transform into scale, horizontal shear, rotation and translation.
    ///
    /// The x scale is never negative and the rotation lies in `(−π, π]`; a mirroring
    /// transform (negative determinant) therefore gets a negative y scale. When the first row
    /// is zero (`a = b = 0`) the rotation is taken as 0 and the shear as `c / d` (0 if `d` is
    /// also 0).
    ///
    /// - Note: Apple does not document how it picks among equivalent decompositions of a
    ///   mirroring or singular transform; Segue's choice is the one described above.
    public func decomposed() -> CGAffineTransformComponents {
        let sx = (a * a + b * b).squareRoot()
        let angle: CGFloat = sx == 0 ? 0 : atan2(b, a)
        let cosine = cos(angle)
        let sine = sin(angle)
        // Second row = sy · (shear·cos − sin, shear·sin + cos).
        let sy = d * cosine - c * sine
        let shearTimesSy = c * cosine + d * sine
        let shear: CGFloat = sy == 0 ? 0 : shearTimesSy / sy
        return CGAffineTransformComponents(
            scale: CGSize(width: sx, height: sy),
            horizontalShear: shear,
            rotation: angle,
            translation: CGVector(dx: tx, dy: ty)
        )
    }
}
