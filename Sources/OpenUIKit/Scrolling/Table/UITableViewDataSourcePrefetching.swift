import Foundation

/// Hears ahead of time about the rows a table view is likely to show soon, so that their data
/// (images, network results) can start loading before `tableView(_:cellForRowAt:)` asks.
///
/// Assign the object to `UITableView.prefetchDataSource`. The table announces the rows about
/// one screen beyond the visible ones in the direction of scrolling, and withdraws rows it
/// announced when the scrolling turns back or jumps past them (UIKitBehaviour #205). Rows are
/// never announced while they are visible; not every row is announced, so `cellForRowAt` must
/// cope with data that has not loaded.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Starts loading the data of the rows at `indexPaths` (nearest to the visible rows first).
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// The rows at `indexPaths` are no longer expected soon: loading their data may stop.
    /// Does nothing by default.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
