import Foundation

/// Orthogonal sections: one `_OrthogonalScrollView` per such section in the collection view,
/// hosting the section's cells; and the visible-items handlers, run at each layout pass.
extension UICollectionViewCompositionalLayout {
    /// How far the section's orthogonal scroll view has scrolled (zero for other sections).
    func _orthogonalOffset(ofSection section: Int) -> CGPoint {
        guard let scroller = _orthogonalScrollers[section], !scroller._isStale else { return .zero }
        return scroller.contentOffset
    }

    /// The scroll view hosting a cell of an orthogonal section.
    func _orthogonalScroller(for attributes: UICollectionViewLayoutAttributes) -> _OrthogonalScrollView? {
        guard attributes.representedElementCategory == .cell, attributes.indexPath.count == 2,
            _sections.indices.contains(attributes.indexPath.section),
            _sections[attributes.indexPath.section].orthogonal != nil
        else { return nil }
        return _orthogonalScrollers[attributes.indexPath.section]
    }

    /// Where a cell of an orthogonal section is seen: its frame moved by the section's scrolling.
    func _orthogonalVisibleFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect {
        guard let scroller = _orthogonalScroller(for: attributes) else { return attributes.frame }
        return attributes.frame.offsetBy(dx: -scroller.contentOffset.x, dy: -scroller.contentOffset.y)
    }

    /// Before the collection view shows the elements in `rect`: places the orthogonal scroll
    /// views, then lets each section's visible-items handler adjust its visible items.
    func _prepareToShowElements(in rect: CGRect) {
        _placeOrthogonalScrollers()
        _runVisibleItemsHandlers(in: rect)
    }

    private func _placeOrthogonalScrollers() {
        guard let collectionView else { return }
        for (section, scroller) in _orthogonalScrollers
        where !(_sections.indices.contains(section) && _sections[section].orthogonal != nil) {
            _retire(scroller, from: collectionView)
            _orthogonalScrollers[section] = nil
        }
        for case let stale as _OrthogonalScrollView in collectionView.subviews
        where stale._owner !== self || !_orthogonalScrollers.values.contains(where: { $0 === stale }) {
            _retire(stale, from: collectionView)
        }
        for (index, section) in _sections.enumerated() {
            guard let geometry = section.orthogonal else { continue }
            let scroller = _orthogonalScrollers[index] ?? _OrthogonalScrollView(owner: self)
            _orthogonalScrollers[index] = scroller
            if scroller.superview !== collectionView {
                collectionView.insertSubview(
                    scroller, at: collectionView.backgroundView?.superview === collectionView ? 1 : 0)
            }
            scroller._configure(geometry)
        }
    }

    /// Takes a scroll view out, handing the cells still in it back to the collection view
    /// (they move to their new places at the next layout pass).
    private func _retire(_ scroller: _OrthogonalScrollView, from collectionView: UICollectionView) {
        for case let view as UICollectionReusableView in scroller.subviews { collectionView.addSubview(view) }
        scroller.removeFromSuperview()
    }

    /// Calls each section's handler with its visible items (frames as laid out, unscrolled),
    /// the section's scroll offset (its orthogonal scroll view's, else the collection view's)
    /// and the environment; keeps what the handler set for the items' attributes.
    private func _runVisibleItemsHandlers(in rect: CGRect) {
        guard let collectionView, let environment = _environment else { return }
        var adjusted: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for (index, section) in _sections.enumerated() {
            guard let handler = section.visibleItemsHandler else { continue }
            let scrolled = _orthogonalOffset(ofSection: index)
            let seen = section.orthogonal.map { rect.intersection($0.band) } ?? rect
            guard !seen.isNull else { continue }
            let items = section.items.indices.filter {
                section.items[$0].offsetBy(dx: -scrolled.x, dy: -scrolled.y).intersects(seen)
            }.map { _CollectionLayoutVisibleItem(attributes: _baseCellAttributes(IndexPath(item: $0, section: index))) }
            guard !items.isEmpty else { continue }
            handler(items, section.orthogonal != nil ? scrolled : collectionView.contentOffset, environment)
            for item in items { adjusted[item.attributes.indexPath] = item.attributes }
        }
        _visibleItemAttributes = adjusted
    }

    /// An orthogonal section scrolled: lay out the collection view's elements again now, so
    /// that cells come and go (and handlers run) with the scrolling.
    func _orthogonalSectionDidScroll(_ scroller: _OrthogonalScrollView) {
        guard let collectionView, !scroller._isStale, !collectionView._isLayingOut else { return }
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
    }
}
