import Foundation

/// Boxing `CATransform3D` in `NSValue`, as QuartzCore's `NSValue` additions do: how a transform
/// travels through the `Any`-typed animation API (`fromValue`, `toValue`, `values`) in code
/// written for Apple platforms.
extension NSValue {
    /// Creates a value holding `t`.
    ///
    /// The value reports Apple's type encoding (`{CATransform3D=dddddddddddddddd}`), gives `t`
    /// back exactly from `caTransform3DValue`, and is equal (with an equal hash) to any value
    /// made from an `==` transform.
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(_segueBoxing: t, objCType: _ObjCTypeEncoding.caTransform3D)
    }

    /// The transform the value holds.
    ///
    /// - Note: For a value holding something else, Segue returns the zero matrix
    ///   (`CATransform3D()`) and reports the misuse; Apple reinterprets or raises.
    public var caTransform3DValue: CATransform3D {
        _segueValue(
            as: CATransform3D.self, objCType: _ObjCTypeEncoding.caTransform3D, zero: CATransform3D(),
            accessor: "caTransform3DValue")
    }
}
