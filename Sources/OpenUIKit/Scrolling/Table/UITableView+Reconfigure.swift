import Foundation

/// Reconfiguring rows: their cells updated in place by the data source, without new cells.
extension UITableView {
    func _reconfigureRows(at indexPaths: [IndexPath]) {
        // Inside a batch update: old index paths, acted on once the update is applied. Outside
        // one, a batch update of its own (as UIKit treats a lone update), so that new heights
        // of self-sizing rows animate.
        _record { $0.reconfiguredRows += indexPaths }
    }

    /// Asks the data source again for the cells of these (current) index paths that are on
    /// screen; dequeuing hands each its current cell. A data source that returns another cell
    /// replaces the old one. Self-sizing rows are measured again, and the rows below move when
    /// a height changed; the batch update that calls this lays them out, animated.
    func _reconfigureVisibleRows(_ indexPaths: [IndexPath]) {
        guard let dataSource, !_needsReload else { return }
        for indexPath in indexPaths {
            guard let cell = _visibleCells[indexPath], _geometry.contains(indexPath) else { continue }
            _reconfiguringCell = cell
            let returned = dataSource.tableView(self, cellForRowAt: indexPath)
            _reconfiguringCell = nil
            if returned !== cell {
                _endDisplaying(cell, at: indexPath)
                _visibleCells[indexPath] = returned
                _prepare(returned, at: indexPath)
                _place(returned, at: indexPath)
                _tableDelegate?.tableView(self, willDisplay: returned, forRowAt: indexPath)
            }
            if _explicitRowHeight(at: indexPath) == UITableView.automaticDimension { _measure(returned, at: indexPath) }
        }
    }
}
