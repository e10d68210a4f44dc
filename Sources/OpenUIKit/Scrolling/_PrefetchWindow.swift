import Foundation

/// The prefetching rule shared by table and collection views (UIKitBehaviour #205): which
/// index paths to announce to a prefetch data source, and which announcements to withdraw,
/// as the visible bounds move.
///
/// - When the bounds move, the *window* is the area one bounds' length beyond the visible area
///   in the direction of the move (along the axis that moved most).
/// - Index paths in the window that are not visible and not already announced are announced,
///   nearest first (ascending when scrolling down or right, descending when scrolling up or
///   left), in one call per layout pass.
/// - An announced index path that becomes visible is used up (nothing is sent); one that is
///   neither visible nor in the window any more — the scroll reversed or jumped past it — is
///   withdrawn (cancelled), before any new announcement of the same pass.
/// - A layout pass whose bounds did not move sends nothing (so the first one, and a reload,
///   announce nothing until the view scrolls).
struct _PrefetchWindow {
    /// Index paths announced and neither shown nor withdrawn since.
    private(set) var outstanding: Set<IndexPath> = []
    private var lastOrigin: CGPoint?

    /// Forgets the announced index paths (the data changed: they name other items now),
    /// without withdrawing them.
    mutating func forgetOutstanding() {
        outstanding.removeAll()
    }

    /// Follows the bounds while nobody listens (no prefetch data source, or prefetching off):
    /// forgets the announced index paths and remembers where the bounds are, so the first
    /// move after prefetching starts again announces.
    mutating func pause(at origin: CGPoint) {
        outstanding.removeAll()
        lastOrigin = origin
    }

    /// Brings the window to `bounds`; returns the index paths to withdraw and to announce.
    /// `indexPaths(in:)` lists the items whose frames meet a rectangle of the content.
    mutating func update(
        bounds: CGRect, visible: Set<IndexPath>,
        indexPaths: (CGRect) -> [IndexPath]
    ) -> (cancel: [IndexPath], prefetch: [IndexPath]) {
        outstanding.subtract(visible)
        guard let last = lastOrigin else {
            lastOrigin = bounds.origin
            return ([], [])
        }
        lastOrigin = bounds.origin
        let dx = bounds.minX - last.x
        let dy = bounds.minY - last.y
        guard dx != 0 || dy != 0 else { return ([], []) }
        let window: CGRect
        let forward: Bool
        if abs(dy) >= abs(dx) {
            forward = dy > 0
            window = bounds.offsetBy(dx: 0, dy: forward ? bounds.height : -bounds.height)
        } else {
            forward = dx > 0
            window = bounds.offsetBy(dx: forward ? bounds.width : -bounds.width, dy: 0)
        }
        let inWindow = Set(indexPaths(window)).subtracting(visible)
        let cancel = outstanding.subtracting(inWindow).sorted()
        outstanding.subtract(cancel)
        let fresh = inWindow.subtracting(outstanding)
        let prefetch = forward ? fresh.sorted() : fresh.sorted(by: >)
        outstanding.formUnion(fresh)
        return (cancel, prefetch)
    }
}
