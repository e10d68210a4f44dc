import Foundation

/// Reconfiguring items: their cells updated in place by the data source, without new cells.
extension UICollectionView {
    func _reconfigureItems(at indexPaths: [IndexPath]) {
        // Inside a batch update: old index paths, acted on once the update is applied. Outside
        // one, a batch update of its own (as UIKit treats a lone update), so that new sizes of
        // self-sizing cells animate.
        _record { $0.reconfiguredItems += indexPaths }
    }

    /// Asks the data source again for the cells of these (current) index paths that are on
    /// screen; dequeuing hands each its current cell. A data source that returns another cell
    /// replaces the old one. Returns the cells now showing the items; the batch update that
    /// calls this measures self-sizing ones again.
    @discardableResult
    func _refreshVisibleCells(_ indexPaths: [IndexPath]) -> [(IndexPath, UICollectionViewCell)] {
        guard let dataSource else { return [] }
        var refreshed: [(IndexPath, UICollectionViewCell)] = []
        for indexPath in indexPaths {
            guard let cell = _visibleCells[indexPath] else { continue }
            _reconfiguringCell = cell
            let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
            _reconfiguringCell = nil
            if returned !== cell {
                guard returned._reuseIdentifier != nil else {
                    _programmerError(
                        "the cell returned from collectionView(_:cellForItemAt:) does not have a reuseIdentifier - "
                            + "cells must be retrieved by calling dequeueReusableCell(withReuseIdentifier:for:)")
                }
                _endDisplaying(cell, at: indexPath)
                returned.isSelected = _selectedIndexPaths.contains(indexPath)
                _visibleCells[indexPath] = returned
                _collectionDelegate?.collectionView(self, willDisplay: returned, forItemAt: indexPath)
                returned.frame = cell.frame
                _insertElementView(returned)
            }
            refreshed.append((indexPath, returned))
        }
        return refreshed
    }
}
