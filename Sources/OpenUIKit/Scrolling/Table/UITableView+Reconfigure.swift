import Foundation

/// Reconfiguring rows: their cells updated in place by the data source, without new cells.
extension UITableView {
    func _reconfigureRows(at indexPaths: [IndexPath]) {
        if _batch != nil {
            // Inside a batch update: old index paths, acted on once the update is applied.
            _batch!.reconfiguredRows += indexPaths
            return
        }
        _reconfigureVisibleRows(indexPaths)
    }

    /// Asks the data source again for the cells of these (current) index paths that are on
    /// screen; dequeuing hands each its current cell. A data source that returns another cell
    /// replaces the old one. Self-sizing rows are measured again, and the rows below move when
    /// a height changed.
    func _reconfigureVisibleRows(_ indexPaths: [IndexPath]) {
        guard let dataSource, !_needsReload else { return }
        var resized = false
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
            if _explicitRowHeight(at: indexPath) == UITableView.automaticDimension {
                let before = _geometry.rowSpan(indexPath).height
                _measure(returned, at: indexPath)
                resized = resized || _geometry.rowSpan(indexPath).height != before
            }
        }
        if resized { _layoutTable() }
    }
}
