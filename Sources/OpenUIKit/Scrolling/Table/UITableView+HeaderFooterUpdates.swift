import Foundation

/// Headers and footers in batch updates: the views of sections that survive an update stay
/// and move (animated) with their sections; those of deleted and reloaded sections leave.
extension UITableView {
    /// The visible header and footer views of sections that survive `batch`, keyed by their
    /// new section; the others end displaying. Leaves the visible views empty.
    func _carryHeaderFooterViews(through batch: _TableBatch, oldCount: Int, newCount: Int)
        -> (headers: [Int: UIView], footers: [Int: UIView]) {
        let sections = batch.sectionMap(oldCount: oldCount, newCount: newCount)
        var headers: [Int: UIView] = [:], footers: [Int: UIView] = [:]
        for (isFooter, visible) in [(false, _visibleHeaders), (true, _visibleFooters)] {
            for (section, view) in visible {
                if let new = sections[section], !batch.reloadedSections.contains(section) {
                    if isFooter { footers[new] = view } else { headers[new] = view }
                } else {
                    _endDisplaying(view, _TableSupplementaryKey(section: section, isFooter: isFooter))
                }
            }
        }
        _visibleHeaders.removeAll()
        _visibleFooters.removeAll()
        _pendingHeaderFooterViews.removeAll()
        return (headers, footers)
    }

    /// Makes the carried views visible again at their new sections (the next layout moves
    /// them); views the delegate made for those sections while heights were computed go back
    /// to the reuse queue.
    func _adoptCarriedHeaderFooterViews(_ carried: (headers: [Int: UIView], footers: [Int: UIView])) {
        for (isFooter, views) in [(false, carried.headers), (true, carried.footers)] {
            for section in views.keys {
                let key = _TableSupplementaryKey(section: section, isFooter: isFooter)
                if let made = _pendingHeaderFooterViews.removeValue(forKey: key) as? UITableViewHeaderFooterView,
                   let identifier = made.reuseIdentifier {
                    _headerFooterPool.enqueue(made, identifier: identifier)
                }
            }
        }
        _visibleHeaders = carried.headers
        _visibleFooters = carried.footers
    }
}
