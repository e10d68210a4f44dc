import Foundation

/// Reconfiguring items: their cells updated in place by the data source, without new cells.
extension UICollectionView {
    func _reconfigureItems(at indexPaths: [IndexPath]) {
        if _batch != nil {
            // Inside a batch update: old index paths, acted on once the update is applied.
            _batch!.reconfiguredItems += indexPaths
            return
        }
        _reconfigureVisibleItems(indexPaths)
    }

    /// Asks the data source again for the cells of these (current) index paths that are on
    /// screen; dequeuing hands each its current cell. A data source that returns another cell
    /// replaces the old one. Self-sizing cells are measured again.
    func _reconfigureVisibleItems(_ indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        var invalidated = false
        for indexPath in indexPaths {
            guard let cell = _visibleCells[indexPath] else { continue }
            _reconfiguringCell = cell
            let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
            _reconfiguringCell = nil
            if returned !== cell {
                guard returned._reuseIdentifier != nil else {
                    _programmerError("the cell returned from collectionView(_:cellForItemAt:) does not have a reuseIdentifier - "
                                     + "cells must be retrieved by calling dequeueReusableCell(withReuseIdentifier:for:)")
                }
                _endDisplaying(cell, at: indexPath)
                returned.isSelected = _selectedIndexPaths.contains(indexPath)
                _visibleCells[indexPath] = returned
                _collectionDelegate?.collectionView(self, willDisplay: returned, forItemAt: indexPath)
                _insertElementView(returned)
            }
            if _layout._isPrepared, let attributes = _layout.layoutAttributesForItem(at: indexPath) {
                _apply(attributes, to: returned)
                invalidated = _selfSize(returned, attributes) || invalidated
            }
        }
        if invalidated {
            _layout._isPrepared = false
            setNeedsLayout()
        }
    }
}
