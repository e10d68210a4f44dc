/// Key-value observing: `observe(\.bounds)` and `observe(\.position)` on any layer.
///
/// Setting `bounds`, `position` or `frame` (which sets both) notifies, as Core Animation's
/// KVO-compliant setters do; animations do not (they change the presentation layer, not the
/// model values).
extension CALayer {
    package class func _observableKey(for keyPath: AnyKeyPath, root: Any.Type) -> String? {
        guard let root = root as? any _CALayerKeyPathRoot.Type else { return nil }
        return _CALayerKeyPathRootTable.key(for: keyPath, root: root)
    }
}

/// Lets the observable key paths be written with the client's root type (`\MyLayer.bounds`).
protocol _CALayerKeyPathRoot: CALayer {}
extension CALayer: _CALayerKeyPathRoot {}

enum _CALayerKeyPathRootTable {
    static func key<Root: _CALayerKeyPathRoot>(for keyPath: AnyKeyPath, root: Root.Type) -> String? {
        let keys: [AnyKeyPath: String] = [\Root.bounds: "bounds", \Root.position: "position"]
        return keys[keyPath]
    }
}
