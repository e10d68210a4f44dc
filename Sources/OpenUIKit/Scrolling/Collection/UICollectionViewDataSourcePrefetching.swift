import Foundation

/// Hears ahead of time about the items a collection view is likely to show soon, so that their
/// data can start loading before `collectionView(_:cellForItemAt:)` asks.
///
/// Assign the object to `UICollectionView.prefetchDataSource`. The collection view announces
/// the items about one screen beyond the visible ones in the direction of scrolling, and
/// withdraws items it announced when the scrolling turns back or jumps past them
/// (UIKitBehaviour #205). Visible items are never announced.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Starts loading the data of the items at `indexPaths` (nearest to the visible ones first).
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// The items at `indexPaths` are no longer expected soon: loading their data may stop.
    /// Does nothing by default.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {}
}
