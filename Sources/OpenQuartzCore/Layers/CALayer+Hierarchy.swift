import Foundation

/// The event key of the action run when a layer is added to a layer tree.
public let kCAOnOrderIn = "onOrderIn"
/// The event key of the action run when a layer is removed from a layer tree.
public let kCAOnOrderOut = "onOrderOut"

/// The layer tree: inserting, removing and masking, with the order-in/order-out actions.
extension CALayer {
    /// The sublayers as the public property returns them.
    var _publicSublayers: [CALayer]? {
        if let model = _modelLayer {
            // A presentation copy's sublayers are the presentations of the model's sublayers.
            let time = CACurrentMediaTime()
            return model._sublayers.isEmpty
                ? nil
                : model._sublayers.map { sublayer in
                    let copy = sublayer._makePresentation(at: time)
                    copy._presentationParent = self
                    return copy
                }
        }
        return _sublayers.isEmpty ? nil : _sublayers
    }

    /// The superlayer as the public property returns it: for a presentation copy, its parent in
    /// the presentation tree (the presentation of the model's superlayer).
    var _publicSuperlayer: CALayer? {
        guard let model = _modelLayer else { return _superlayer }
        if let parent = _presentationParent { return parent }
        if _presentationMaskOwner != nil { return nil }
        guard let parent = model._superlayer else { return nil }
        return parent._makePresentation(at: CACurrentMediaTime())
    }

    /// The mask as the public property returns it: for a presentation copy, the presentation of
    /// the model's mask.
    var _publicMask: CALayer? {
        guard let model = _modelLayer else { return _mask }
        guard let mask = model._mask else { return nil }
        let copy = mask._makePresentation(at: CACurrentMediaTime())
        copy._presentationMaskOwner = self
        return copy
    }

    /// The layer whose coordinate space the receiver's position is in: its superlayer, or the
    /// layer it masks; for a presentation copy, that layer's presentation.
    var _geometryParent: CALayer? {
        guard let model = _modelLayer else { return _superlayer ?? _maskOwner }
        if let parent = _presentationParent ?? _presentationMaskOwner { return parent }
        guard let parent = model._superlayer ?? model._maskOwner else { return nil }
        return parent._makePresentation(at: CACurrentMediaTime())
    }

    /// Replaces every sublayer.
    func _setSublayers(_ newValue: [CALayer]?) {
        if newValue?.contains(where: { isDescendant(of: $0) }) == true {
            CAEngine.current.report(
                "CALayer.sublayers: a layer cannot be a sublayer of itself or its own descendant; ignored")
            return
        }
        for layer in _sublayers { layer._detach() }
        _sublayers = []
        for layer in newValue ?? [] { _insertSublayer(layer, at: _sublayers.count) }
    }

    /// Inserts `layer` into the sublayers at `idx` (clamped to the end).
    func _insertSublayer(_ layer: CALayer, at idx: Int) {
        guard layer !== self, !isDescendant(of: layer) else {
            CAEngine.current.report(
                "CALayer.insertSublayer: a layer cannot be inserted into itself or its own descendant")
            return
        }
        let wasHere = layer._superlayer === self
        var index = idx
        if wasHere, let old = _sublayers.firstIndex(where: { $0 === layer }) {
            _sublayers.remove(at: old)
            if old < index { index -= 1 }
        } else {
            layer._detach()
        }
        if let owner = layer._maskOwner {
            owner._mask = nil
            layer._maskOwner = nil
        }
        _sublayers.insert(layer, at: min(max(index, 0), _sublayers.count))
        layer._superlayer = self
        setNeedsLayout()
        if !wasHere {
            runAction(forKey: "sublayers")
            layer.runAction(forKey: kCAOnOrderIn)
        }
    }

    /// The index of `sibling` among the sublayers.
    func _index(of sibling: CALayer?) -> Int? {
        sibling.flatMap { s in _sublayers.firstIndex { $0 === s } }
    }

    /// Replaces the sublayer `oldLayer` with `newLayer`; does nothing if `oldLayer` is not a sublayer.
    func _replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = _sublayers.firstIndex(where: { $0 === oldLayer }) else {
            CAEngine.current.report("CALayer.replaceSublayer: the old layer is not a sublayer of the receiver")
            return
        }
        guard !isDescendant(of: newLayer) else {
            CAEngine.current.report(
                "CALayer.replaceSublayer: a layer cannot be inserted into itself or its own descendant")
            return
        }
        oldLayer._detach()
        _insertSublayer(newLayer, at: index)
    }

    /// Sets the mask layer, detaching it from wherever it was.
    func _setMask(_ newValue: CALayer?) {
        guard newValue !== _mask else { return }
        if let layer = newValue, isDescendant(of: layer) {
            CAEngine.current.report("CALayer.mask: a layer cannot be masked by itself or its own ancestor; ignored")
            return
        }
        _mask?._maskOwner = nil
        if let layer = newValue {
            layer._detach()
            layer._maskOwner = self
        }
        _mask = newValue
    }

    /// Whether the receiver is `layer` or lies beneath it.
    func isDescendant(of layer: CALayer) -> Bool {
        var node: CALayer? = self
        while let current = node {
            if current === layer { return true }
            node = current._superlayer ?? current._maskOwner
        }
        return false
    }

    /// Detaches the layer from its superlayer or mask owner, running the order-out action.
    func _detach() {
        if let owner = _maskOwner {
            owner._mask = nil
            _maskOwner = nil
        }
        guard let parent = _superlayer else { return }
        parent._sublayers.removeAll { $0 === self }
        _superlayer = nil
        parent.setNeedsLayout()
        runAction(forKey: kCAOnOrderOut)
        parent.runAction(forKey: "sublayers")
    }

    /// The root of the layer's tree (the layer itself when it has no superlayer).
    var _root: CALayer {
        var node = self
        while let parent = node._superlayer ?? node._maskOwner { node = parent }
        return node
    }
}
