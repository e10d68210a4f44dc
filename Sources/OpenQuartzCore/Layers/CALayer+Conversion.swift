import Foundation

/// Converting points and rectangles between layers (through 3-D transforms, each layer
/// flattened onto its superlayer's plane) and hit testing.
extension CALayer {
    /// The map from this layer's coordinates into its superlayer's (its mask owner's, for a mask).
    var _toParent: _Homography {
        let parentProps = _publicSuperlayer?._props
        return _Homography(_props.matrixToSuperlayer(superlayerSublayerTransform: parentProps))
    }

    /// The map from this layer's coordinates into the coordinate space of its tree's root's
    /// superlayer (the space `nil` names in the conversion methods).
    var _toWorld: _Homography {
        var map = _Homography.identity
        var node: CALayer? = self
        while let layer = node {
            // A mask shares its owner's coordinate space (its position is in the owner's bounds).
            map = map.concatenating(layer._toParent)
            node = layer._geometryParent
        }
        return map
    }

    /// Converts `p` from the coordinate space of `l` (its tree's base space when nil) to the receiver's.
    func _convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        _map(from: l).apply(p)
    }

    /// Converts `p` from the receiver's coordinate space to that of `l` (the base space when nil).
    func _convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        (l?._map(from: self) ?? _toWorld).apply(p)
    }

    /// Converts `r` from the coordinate space of `l` to the receiver's: the bounding box of its corners.
    func _convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        guard !r.isNull else { return r }
        return _map(from: l).boundingBox(of: r.standardized)
    }

    /// Converts `r` from the receiver's coordinate space to that of `l`: the bounding box of its corners.
    func _convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        guard !r.isNull else { return r }
        return (l?._map(from: self) ?? _toWorld).boundingBox(of: r.standardized)
    }

    /// The map from `l`'s coordinates (the base space when nil) into the receiver's.
    private func _map(from l: CALayer?) -> _Homography {
        let fromWorld = _toWorld.inverted() ?? _Homography(m: (.nan, .nan, .nan, .nan, .nan, .nan, .nan, .nan, .nan))
        guard let l else { return fromWorld }
        if l === self { return .identity }
        if l._superlayer === self { return l._toParent }
        return l._toWorld.concatenating(fromWorld)
    }

    /// Returns the farthest descendant of the receiver (or the receiver) that contains `p`,
    /// given in the superlayer's coordinate space; hidden layers and, under `masksToBounds`,
    /// points outside the bounds are skipped. Sublayers are searched front to back (higher
    /// `zPosition` first, then later siblings first).
    func _hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        guard let local = _toParent.inverted()?.apply(p), local.x.isFinite, local.y.isFinite else { return nil }
        if masksToBounds && !contains(local) { return nil }
        // A presentation copy searches the presentation tree.
        let sublayers = _modelLayer == nil ? _sublayers : (_publicSublayers ?? [])
        let ordered = sublayers.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition > b.element.zPosition : a.offset > b.offset
        }
        for (_, sublayer) in ordered {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
