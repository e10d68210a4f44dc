import Foundation

/// Headers and footers in batch updates: the views of sections that survive an update stay
/// and move (animated) with their sections; those of deleted and reloaded sections leave with
/// the section's row animation, as the section's rows do, and those of inserted sections come
/// in with theirs.
extension UITableView {
    /// A header or footer view leaving with a batch update.
    struct _LeavingHeaderFooter {
        var view: UIView
        var key: _TableSupplementaryKey
        var animation: RowAnimation
    }

    /// The visible header and footer views of sections that survive `batch`, keyed by their
    /// new section, and those of the other sections, which leave with their section's
    /// animation (`.none`: they end displaying now). Leaves the visible views empty.
    func _carryHeaderFooterViews(through batch: _TableBatch, oldCount: Int, newCount: Int)
        -> (headers: [Int: UIView], footers: [Int: UIView], leaving: [_LeavingHeaderFooter])
    {
        let sections = batch.sectionMap(oldCount: oldCount, newCount: newCount)
        var headers: [Int: UIView] = [:]
        var footers: [Int: UIView] = [:]
        var leaving: [_LeavingHeaderFooter] = []
        for (isFooter, visible) in [(false, _visibleHeaders), (true, _visibleFooters)] {
            for (section, view) in visible {
                let key = _TableSupplementaryKey(section: section, isFooter: isFooter)
                if let new = sections[section], !batch.reloadedSections.contains(section) {
                    if isFooter { footers[new] = view } else { headers[new] = view }
                } else if let animation = batch.sectionAnimations[section], animation != .none {
                    leaving.append(_LeavingHeaderFooter(view: view, key: key, animation: animation))
                } else {
                    _endDisplaying(view, key)
                }
            }
        }
        _visibleHeaders.removeAll()
        _visibleFooters.removeAll()
        _pendingHeaderFooterViews.removeAll()
        return (headers, footers, leaving)
    }

    /// Where a header or footer that comes on screen with `batch` starts, before it animates
    /// to its place: an inserted section's moved out of place by the section's animation (and
    /// transparent when that fades); a surviving section's at its place before the update;
    /// others transparent at their place.
    func _headerFooterEntrance(for batch: _TableBatch, old: _TableGeometry, newCount: Int)
        -> (_TableSupplementaryKey, UIView, CGRect) -> Void
    {
        var oldSections: [Int: Int] = [:]
        for (from, to) in batch.sectionMap(oldCount: old.sections.count, newCount: newCount)
        where !batch.reloadedSections.contains(from) {
            oldSections[to] = from
        }
        return { [unowned self] key, view, frame in
            if batch.insertedSections.contains(key.section) {
                let animation = batch.insertedSectionAnimations[key.section] ?? .automatic
                view.frame = UITableView._offset(frame, by: animation)
                view.alpha = UITableView._fades(animation) ? 0 : 1
            } else if let from = oldSections[key.section] {
                let section = old.sections[from]
                let y = key.isFooter ? section.rowsTop + section.rowsHeight : section.top
                view.frame = CGRect(x: _sideInset, y: y, width: frame.width, height: frame.height)
                view.alpha = 1
            } else {
                view.frame = frame
                view.alpha = 0
            }
        }
    }

    /// Makes the carried views visible again at their new sections (the next layout moves
    /// them); views the delegate made for those sections while heights were computed go back
    /// to the reuse queue.
    func _adoptCarriedHeaderFooterViews(
        _ carried: (headers: [Int: UIView], footers: [Int: UIView], leaving: [_LeavingHeaderFooter])
    ) {
        for (isFooter, views) in [(false, carried.headers), (true, carried.footers)] {
            for section in views.keys {
                let key = _TableSupplementaryKey(section: section, isFooter: isFooter)
                if let made = _pendingHeaderFooterViews.removeValue(forKey: key) as? UITableViewHeaderFooterView,
                    let identifier = made.reuseIdentifier
                {
                    _headerFooterPool.enqueue(made, identifier: identifier)
                }
            }
        }
        _visibleHeaders = carried.headers
        _visibleFooters = carried.footers
    }
}
