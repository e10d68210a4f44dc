import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A scroll view's bounds origin is its content offset: code that moves `bounds` (as some
/// libraries do) scrolls exactly as setting `contentOffset` does.
@MainActor
@Suite struct ScrollViewBoundsTests {
    /// Counts the delegate's scroll callbacks, written as an app's delegate would be.
    final class ScrollCounter: NSObject, UIScrollViewDelegate {
        var offsets: [CGPoint] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
    }

    // UIKitBehaviour #172
    @Test func movingTheBoundsOriginScrollsAndTellsTheDelegate() {
        let host = HeadlessHost()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scrollView.contentSize = CGSize(width: 200, height: 2000)
        let counter = ScrollCounter()
        scrollView.delegate = counter
        host.window.addSubview(scrollView)
        scrollView.bounds.origin.y = 120
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 120))
        expectEqual(counter.offsets, [CGPoint(x: 0, y: 120)])
        scrollView.bounds.size.width = 180  // a size change alone is not a scroll
        expectEqual(counter.offsets.count, 1)
    }

    @Test func aTableScrolledThroughItsBoundsShowsTheRowsNowInView() {
        let host = HeadlessHost()
        let source = RecordingTableSource(count: 100)
        let table = makeTable(host, source: source)
        table.bounds.origin.y = CGFloat(44 * 50)
        table.layoutIfNeeded()
        let visible = table.indexPathsForVisibleRows ?? []
        expectEqual(visible.first, IndexPath(row: 50, section: 0))
        expectEqual(table.visibleCells.count, visible.count)
    }
}
