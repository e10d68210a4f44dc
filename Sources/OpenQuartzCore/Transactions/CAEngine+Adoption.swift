import Foundation

/// Moving a layer between engines.
extension CAEngine {
    /// Makes this engine the one that holds `layer` in its queues and sets.
    ///
    /// A layer is known to one engine at a time (`CALayer._engine`), the one its deinit tells
    /// to forget it. When a layer that another engine still holds is queued here (a test that
    /// installs a new engine while layers of the old one live on), it is taken out of every
    /// set of the old engine and put into the same sets here, so that no engine is left
    /// holding a layer that cannot tell it when it deallocates. A layer whose engine has
    /// already gone has its stale set slots cleared.
    func adopt(_ layer: CALayer) {
        guard let old = layer._engine else {
            layer._animatedLayersSlot = -1
            layer._settledLayersSlot = -1
            layer._layoutQueueSlot = -1
            layer._displayQueueSlot = -1
            layer._engine = self
            return
        }
        guard old !== self else { return }
        let animated = layer._animatedLayersSlot >= 0
        let settled = layer._settledLayersSlot >= 0
        let layout = layer._layoutQueueSlot >= 0
        let display = layer._displayQueueSlot >= 0
        old.forget(layer)
        layer._engine = self
        if !layer._isCommitted, !uncommittedLayers.contains(where: { $0.layer === layer }) {
            uncommittedLayers.append(_LayerReference(layer: layer))
        }
        if animated { animatedLayers.insert(layer) }
        if settled { settledLayers.insert(layer) }
        if layout { layersNeedingLayout.insert(layer) }
        if display { layersNeedingDisplay.insert(layer) }
    }
}
