import Foundation

/// The compositional layout's answers: elements in a rect, one item's or supplementary
/// view's attributes (pinned headers follow the visible bounds; orthogonal sections' items
/// carry what their visible-items handler set).
extension UICollectionViewCompositionalLayout {
    func _elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        for supplementary in _globalSupplementaries {
            let attributes = _attributes(
                of: supplementary, indexPath: IndexPath(item: 0, section: 0),
                range: 0...max(0, _mainLength(_contentSize)))
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        let vertical = _isVertical
        let rectStart = vertical ? rect.minY : rect.minX
        let rectEnd = vertical ? rect.maxY : rect.maxX
        for (index, section) in _sections.enumerated() {
            let pins = section.supplementaries.contains { $0.pins }
            guard pins || (section.end >= rectStart && section.start <= rectEnd) else { continue }
            for supplementary in section.supplementaries {
                if let attributes = _supplementaryAttributes(ofKind: supplementary.kind, section: index),
                    attributes.frame.intersects(rect)
                {
                    result.append(attributes)
                }
            }
            let scrolled = _orthogonalOffset(ofSection: index)
            let seen = section.orthogonal.map { rect.intersection($0.band) } ?? rect
            guard !seen.isNull else { continue }
            for (item, frame) in section.items.enumerated()
            where frame.offsetBy(dx: -scrolled.x, dy: -scrolled.y).intersects(seen) {
                result.append(_cellAttributes(IndexPath(item: item, section: index)))
            }
        }
        return result
    }

    /// The length of `size` along the scrolling axis.
    func _mainLength(_ size: CGSize) -> CGFloat { _isVertical ? size.height : size.width }

    func _itemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, _sections.indices.contains(indexPath.section),
            _sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return _cellAttributes(indexPath)
    }

    /// A cell's attributes, with what its section's visible-items handler last set.
    func _cellAttributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        if let adjusted = _visibleItemAttributes[indexPath] {
            return adjusted.copy() as! UICollectionViewLayoutAttributes
        }
        return _baseCellAttributes(indexPath)
    }

    /// A cell's attributes as the solver placed it.
    func _baseCellAttributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let section = _sections[indexPath.section]
        return ._cell(
            at: indexPath, frame: section.items[indexPath.item], selfSizingAxes: section.itemAxes[indexPath.item])
    }

    func _supplementaryAttributes(ofKind kind: String, section: Int) -> UICollectionViewLayoutAttributes? {
        if let global = _globalSupplementaries.first(where: { $0.kind == kind }) {
            return _attributes(
                of: global, indexPath: IndexPath(item: 0, section: 0), range: 0...max(0, _mainLength(_contentSize)))
        }
        guard _sections.indices.contains(section),
            let supplementary = _sections[section].supplementaries.first(where: { $0.kind == kind })
        else { return nil }
        let computed = _sections[section]
        let range =
            supplementary.isHeader
            ? computed.start...max(computed.start, computed.groupsEnd)
            : computed.start...max(computed.start, computed.end)
        return _attributes(of: supplementary, indexPath: IndexPath(item: 0, section: section), range: range)
    }

    /// A boundary item's attributes; a pinned one stays in the visible bounds while `range`
    /// (its section, or the whole content) is on screen.
    private func _attributes(
        of supplementary: _CompositionalSupplementary, indexPath: IndexPath,
        range: ClosedRange<CGFloat>
    ) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: supplementary.kind, with: indexPath)
        var frame = supplementary.frame
        if supplementary.pins, let collectionView {
            let vertical = _isVertical
            let insets = collectionView.adjustedContentInset
            let offset = vertical ? collectionView.contentOffset.y : collectionView.contentOffset.x
            let length = vertical ? frame.height : frame.width
            let start = vertical ? frame.minY : frame.minX
            var pinned = start
            if supplementary.isHeader {
                let visibleStart = offset + (vertical ? insets.top : insets.left)
                pinned = min(max(start, visibleStart), max(start, range.upperBound - length))
            } else {
                let visibleEnd =
                    offset
                    + (vertical
                        ? collectionView.bounds.height - insets.bottom : collectionView.bounds.width - insets.right)
                pinned = max(min(start, visibleEnd - length), min(start, range.lowerBound))
            }
            if vertical { frame.origin.y = pinned } else { frame.origin.x = pinned }
        }
        attributes.frame = frame
        attributes.zIndex = supplementary.zIndex
        attributes._selfSizingAxes = supplementary.axes
        return attributes
    }
}
