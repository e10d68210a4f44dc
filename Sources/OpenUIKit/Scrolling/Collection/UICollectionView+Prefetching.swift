import Foundation

/// Prefetching: telling `prefetchDataSource` about the items just beyond the visible ones in
/// the direction of scrolling (the rule is `_PrefetchWindow`'s).
extension UICollectionView {
    /// Sends the prefetch data source what the last layout pass's scrolling announces or withdraws.
    func _updatePrefetching() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else {
            _prefetchWindow.pause(at: bounds.origin)
            return
        }
        let counts = _loadedItemCounts()
        let (cancel, prefetch) = _prefetchWindow.update(bounds: bounds, visible: Set(_visibleCells.keys)) { rect in
            (_layout.layoutAttributesForElements(in: rect) ?? []).compactMap { attributes in
                let path = attributes.indexPath
                guard attributes.representedElementCategory == .cell, attributes.frame.intersects(rect),
                    counts.indices.contains(path.section), path.item < counts[path.section]
                else { return nil }
                return path
            }
        }
        if !cancel.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
        if !prefetch.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: prefetch) }
    }
}
