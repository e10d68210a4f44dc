import Foundation

/// Key-value coding and observing of a view's geometry and appearance.
///
/// Observable: `frame`, `bounds`, `center`, `transform`, `isHidden`, `alpha`. Setting `bounds`,
/// `center`, `transform` or `transform3D` also notifies observers of `frame`, which follows from
/// them (and `transform3D` observers of `transform`);
/// setting `frame` notifies only `frame` (UIKitBehaviour #221). The view's layer notifies its
/// own observers of `bounds` and `position` on every change. Keys for `value(forKey:)` and
/// `setValue(_:forKey:)`: the same, plus `layer` (read-only), so `"layer.position"` works.
extension UIView {
    nonisolated static func _viewObservableKey(for keyPath: AnyKeyPath, root: Any.Type) -> String? {
        guard let root = root as? any _UIViewKeyPathRoot.Type else { return nil }
        func key<Root: _UIViewKeyPathRoot>(_: Root.Type) -> String? {
            nonisolated(unsafe) let keyPath = keyPath  // only compared, on the main actor
            return MainActor.assumeIsolated {
                ([
                    \Root.frame: "frame", \Root.bounds: "bounds", \Root.center: "center", \Root.transform: "transform",
                    \Root.isHidden: "isHidden", \Root.alpha: "alpha"
                ] as [AnyKeyPath: String])[keyPath]
            }
        }
        return key(root)
    }

    func _viewValue(forKey key: String) -> Any? {
        switch key {
        case "frame": frame
        case "bounds": bounds
        case "center": center
        case "transform": transform
        case "isHidden", "hidden": isHidden
        case "alpha": alpha
        case "layer": layer
        default: nil
        }
    }

    /// Sets a view key; false for a key that is not one.
    func _setViewValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "frame":
            frame = _KeyValueCoding.cast(
                value, as: CGRect.self, key: key, of: self, encoding: _ObjCTypeEncoding.cgRect, zero: .zero)
        case "bounds":
            bounds = _KeyValueCoding.cast(
                value, as: CGRect.self, key: key, of: self, encoding: _ObjCTypeEncoding.cgRect, zero: .zero)
        case "center":
            center = _KeyValueCoding.cast(
                value, as: CGPoint.self, key: key, of: self, encoding: _ObjCTypeEncoding.cgPoint, zero: .zero)
        case "isHidden", "hidden": isHidden = _KeyValueCoding.cast(value, as: Bool.self, key: key, of: self)
        case "alpha": alpha = _KeyValueCoding.cast(value, as: CGFloat.self, key: key, of: self)
        default: return false
        }
        return true
    }
}

/// Lets observable key paths be written with the client's root type (`\MyView.frame`).
protocol _UIViewKeyPathRoot: UIView {}
extension UIView: _UIViewKeyPathRoot {}
