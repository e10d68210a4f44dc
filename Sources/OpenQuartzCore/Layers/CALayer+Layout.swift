import Foundation

/// Layout and display: what a commit does for layers marked as needing them.
extension CALayer {
    /// Marks the layer as needing layout; the next commit (or `layoutIfNeeded()`) lays it out.
    func _setNeedsLayout() {
        guard _modelLayer == nil else { return }
        _needsLayout = true
        let engine = CAEngine.current
        engine.adopt(self)
        engine.layersNeedingLayout.insert(self)
        _ = engine.openTransaction()
    }

    /// Lays out the layer now if needed: finds the highest ancestor that needs layout and lays
    /// out the tree beneath it, top down.
    func _layoutIfNeeded() {
        var top = self
        while let parent = top._superlayer, parent._needsLayout { top = parent }
        top._layoutTreeIfNeeded()
    }

    /// Lays out this layer (if marked) and then each sublayer's tree.
    func _layoutTreeIfNeeded() {
        if _needsLayout {
            _needsLayout = false
            layoutSublayers()
        }
        for sublayer in _sublayers { sublayer._layoutTreeIfNeeded() }
    }

    /// Marks the layer's content as needing to be redrawn at the next commit.
    func _setNeedsDisplay() {
        guard _modelLayer == nil else { return }
        _needsDisplay = true
        let engine = CAEngine.current
        engine.adopt(self)
        engine.layersNeedingDisplay.insert(self)
        _ = engine.openTransaction()
    }
}
