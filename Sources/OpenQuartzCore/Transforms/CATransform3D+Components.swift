import Foundation
import OpenCoreGraphics

/// The scalar components of a transform that key paths such as `transform.rotation.z` name.
///
/// Core Animation's key-value coding extensions expose these fields of `CATransform3D`:
/// `rotation.x`, `rotation.y`, `rotation.z`, `rotation` (the same as `rotation.z`), `scale.x`,
/// `scale.y`, `scale.z`, `scale` (the average of the three), `translation.x`, `translation.y`,
/// `translation.z`, and `translation` (a `CGSize` of x and y, served by
/// `CATransform3D._translation` rather than by a case here, because it is not a scalar).
enum _TransformComponent: Sendable, CaseIterable {
    case rotationX, rotationY, rotationZ
    case scaleX, scaleY, scaleZ, scale
    case translationX, translationY, translationZ

    /// The component a key-path field names, such as `"rotation.z"` or `"scale"`, or nil if the
    /// field is not a scalar transform field.
    ///
    /// The field is the part after the property name: for `transform.rotation.z` pass
    /// `"rotation.z"`. `"rotation"` means `rotationZ`, as in Core Animation.
    init?(keyPathField field: String) {
        switch field {
        case "rotation.x": self = .rotationX
        case "rotation.y": self = .rotationY
        case "rotation.z", "rotation": self = .rotationZ
        case "scale.x": self = .scaleX
        case "scale.y": self = .scaleY
        case "scale.z": self = .scaleZ
        case "scale": self = .scale
        case "translation.x": self = .translationX
        case "translation.y": self = .translationY
        case "translation.z": self = .translationZ
        default: return nil
        }
    }
}

extension CATransform3D {
    /// Reads a key-path component (`transform.rotation.z` and friends) from the decomposed matrix.
    ///
    /// Rotations are the Euler angles of the decomposed rotation `R = Rx(x) · Ry(y) · Rz(z)`
    /// (row vectors: about x first, then y, then z), with x and z in −π…π and y in −π/2…π/2;
    /// a lone rotation about one axis therefore reads back as its angle, up to a whole turn.
    /// `scale` is the average of the three scale factors. A reflection shows up as a negative
    /// scale on one axis (`scale(−1, 1, 1)` reads `scale.x == −1`). A matrix that cannot be
    /// decomposed reads as its row lengths for scale, its fourth row for translation and no
    /// rotation.
    func _component(_ component: _TransformComponent) -> CGFloat {
        let d = _decompositionForComponents
        switch component {
        case .rotationX, .rotationY, .rotationZ:
            let angles = Self._eulerAngles(d.rotation.rotationRows)
            let index = component == .rotationX ? 0 : component == .rotationY ? 1 : 2
            return CGFloat(angles[index])
        case .scaleX: return CGFloat(d.scale.x)
        case .scaleY: return CGFloat(d.scale.y)
        case .scaleZ: return CGFloat(d.scale.z)
        case .scale: return CGFloat(d.scale.sum() / 3)
        case .translationX: return CGFloat(d.translation.x)
        case .translationY: return CGFloat(d.translation.y)
        case .translationZ: return CGFloat(d.translation.z)
        }
    }

    /// Returns this transform with one decomposed component replaced by `value`.
    ///
    /// The matrix is decomposed, the one component replaced and the parts recomposed, so the
    /// other components keep their values. Setting `scale` sets all three scale factors;
    /// setting one Euler angle keeps the other two (see `_component(_:)`). A matrix that cannot
    /// be decomposed is first replaced by the transform its components read as (row-length
    /// scale, translation, no rotation, skew or perspective).
    func _setting(_ component: _TransformComponent, to value: CGFloat) -> CATransform3D {
        var d = _decompositionForComponents
        let v = Double(value)
        switch component {
        case .rotationX, .rotationY, .rotationZ:
            var angles = Self._eulerAngles(d.rotation.rotationRows)
            angles[component == .rotationX ? 0 : component == .rotationY ? 1 : 2] = v
            d.rotation = _Quaternion(rotationRows: Self._rotationRows(eulerAngles: angles))
        case .scaleX: d.scale.x = v
        case .scaleY: d.scale.y = v
        case .scaleZ: d.scale.z = v
        case .scale: d.scale = SIMD3(v, v, v)
        case .translationX: d.translation.x = v
        case .translationY: d.translation.y = v
        case .translationZ: d.translation.z = v
        }
        return d.matrix
    }

    /// The `translation` key-path field: the x and y translation as a `CGSize`.
    var _translation: CGSize {
        let d = _decompositionForComponents
        return CGSize(width: d.translation.x, height: d.translation.y)
    }

    /// Returns this transform with its x and y translation replaced (the `translation`
    /// key-path field), keeping every other component.
    func _settingTranslation(_ translation: CGSize) -> CATransform3D {
        var d = _decompositionForComponents
        d.translation.x = Double(translation.width)
        d.translation.y = Double(translation.height)
        return d.matrix
    }

    /// The decomposition that key-path components read and write, with the fallback for
    /// matrices that cannot be decomposed.
    private var _decompositionForComponents: _TransformDecomposition {
        if let d = _TransformDecomposition(self) { return d }
        var d = _TransformDecomposition.identity
        let w = m44 != 0 && m44.isFinite ? Double(m44) : 1
        let rows = _linearRows
        let lengths =
            SIMD3(
                _TransformMath.length(rows.0), _TransformMath.length(rows.1),
                _TransformMath.length(rows.2)) / abs(w)
        let translation = _translationVector / w
        for i in 0..<3 {
            if lengths[i].isFinite { d.scale[i] = lengths[i] }
            if translation[i].isFinite { d.translation[i] = translation[i] }
        }
        return d
    }

    /// The Euler angles `(x, y, z)` of a rotation with `R = Rx(x) · Ry(y) · Rz(z)`.
    static func _eulerAngles(_ r: _TransformMath.Rows3) -> SIMD3<Double> {
        // R = [cy·cz, cy·sz, −sy; sx·sy·cz − cx·sz, sx·sy·sz + cx·cz, sx·cy; …, …, cx·cy]
        let sinY = max(-1, min(1, -r.0.z))
        if abs(sinY) < 1 - 1e-12 {
            return SIMD3(atan2(r.1.z, r.2.z), asin(sinY), atan2(r.0.y, r.0.x))
        }
        // Gimbal lock (y = ±90°): only x ∓ z is determined; put it all in z.
        return SIMD3(0, sinY > 0 ? Double.pi / 2 : -Double.pi / 2, atan2(-r.1.x, r.1.y))
    }

    /// The rotation rows `Rx(x) · Ry(y) · Rz(z)` for Euler angles `(x, y, z)`.
    static func _rotationRows(eulerAngles e: SIMD3<Double>) -> _TransformMath.Rows3 {
        typealias M = _TransformMath
        let rx = M.rotationRows(angle: e.x, unitAxis: SIMD3(1, 0, 0))
        let ry = M.rotationRows(angle: e.y, unitAxis: SIMD3(0, 1, 0))
        let rz = M.rotationRows(angle: e.z, unitAxis: SIMD3(0, 0, 1))
        return M.multiply(M.multiply(rx, ry), rz)
    }
}
