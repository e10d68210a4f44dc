import Foundation

/// Prefetching: telling `prefetchDataSource` about the rows just beyond the visible ones in
/// the direction of scrolling (the rule is `_PrefetchWindow`'s).
extension UITableView {
    /// Sends the prefetch data source what the last layout pass's scrolling announces or withdraws.
    func _updatePrefetching() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else {
            _prefetchWindow.pause(at: bounds.origin)
            return
        }
        let (cancel, prefetch) = _prefetchWindow.update(bounds: bounds, visible: Set(_visibleCells.keys)) { rect in
            _indexPathsForRows(in: rect) ?? []
        }
        if !cancel.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: cancel) }
        if !prefetch.isEmpty { prefetcher.tableView(self, prefetchRowsAt: prefetch) }
    }
}
