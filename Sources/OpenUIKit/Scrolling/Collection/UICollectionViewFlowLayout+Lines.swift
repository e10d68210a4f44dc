import Foundation

/// The flow layout's computation: sections, lines, justification, headers and pinning.
///
/// Positions are computed along two axes — `main` (the scrolling direction) and `cross` — and
/// turned into rectangles at the end, so one code path serves both scroll directions.
extension UICollectionViewFlowLayout {
    private var _isVertical: Bool { scrollDirection == .vertical }

    /// A rectangle from main-axis and cross-axis positions and lengths.
    private func _rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        _isVertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    private func _mainLength(_ size: CGSize) -> CGFloat { _isVertical ? size.height : size.width }
    private func _crossLength(_ size: CGSize) -> CGFloat { _isVertical ? size.width : size.height }

    func _computeSections() {
        _sections = []
        _contentSize = .zero
        guard let collectionView else { return }
        _preparedBoundsSize = collectionView.bounds.size
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let insets = collectionView.adjustedContentInset
        let crossExtent = max(
            0,
            _isVertical
                ? collectionView.bounds.width - insets.left - insets.right
                : collectionView.bounds.height - insets.top - insets.bottom)
        let reference = _referenceInsets(of: collectionView)
        var main: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            var flow = _FlowSection(start: main)
            let header = _validSize(
                delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                    ?? headerReferenceSize, what: "header reference size")
            if _mainLength(header) > 0 {
                flow.header = _rect(main: main, cross: 0, mainLength: _mainLength(header), crossLength: crossExtent)
                main += _mainLength(header)
            }
            let inset =
                delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let (mainStart, mainEnd) = _isVertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let crossStart = (_isVertical ? inset.left : inset.top) + (_isVertical ? reference.left : reference.top)
            let crossEnd =
                (_isVertical ? inset.right : inset.bottom) + (_isVertical ? reference.right : reference.bottom)
            main += mainStart
            let lineSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let interitemSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item in
                _itemSize(at: IndexPath(item: item, section: section), delegate: delegate, in: collectionView)
            }
            main = _placeLines(
                of: sizes, into: &flow, main: main, crossStart: crossStart,
                available: crossExtent - crossStart - crossEnd,
                lineSpacing: lineSpacing, interitemSpacing: interitemSpacing)
            main += mainEnd
            flow.itemsEnd = main
            let footer = _validSize(
                delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                    ?? footerReferenceSize, what: "footer reference size")
            if _mainLength(footer) > 0 {
                flow.footer = _rect(main: main, cross: 0, mainLength: _mainLength(footer), crossLength: crossExtent)
                main += _mainLength(footer)
            }
            flow.end = main
            _sections.append(flow)
        }
        _contentSize = _isVertical ? CGSize(width: crossExtent, height: main) : CGSize(width: main, height: crossExtent)
    }

    /// Places items line by line from `main`; returns where the last line ends.
    private func _placeLines(
        of sizes: [CGSize], into flow: inout _FlowSection, main start: CGFloat,
        crossStart: CGFloat, available: CGFloat,
        lineSpacing: CGFloat, interitemSpacing: CGFloat
    ) -> CGFloat {
        var main = start
        var index = 0
        flow.items.reserveCapacity(sizes.count)
        while index < sizes.count {
            // Fill one line greedily.
            var end = index + 1
            var used = _crossLength(sizes[index])
            while end < sizes.count, used + interitemSpacing + _crossLength(sizes[end]) <= available + 0.0001 {
                used += interitemSpacing + _crossLength(sizes[end])
                end += 1
            }
            let line = sizes[index..<end]
            let thickness = line.map(_mainLength).max() ?? 0
            let count = line.count
            let gap = count > 1 ? (available - line.map(_crossLength).reduce(0, +)) / CGFloat(count - 1) : 0
            var cross = count == 1 ? crossStart + (available - _crossLength(sizes[index])) / 2 : crossStart
            for size in line {
                let itemMain = main + (thickness - _mainLength(size)) / 2
                flow.items.append(
                    _rect(main: itemMain, cross: cross, mainLength: _mainLength(size), crossLength: _crossLength(size)))
                cross += _crossLength(size) + gap
            }
            main += thickness
            index = end
            if index < sizes.count { main += lineSpacing }
        }
        return main
    }

    /// The size of one item: a self-sized one, the estimate, or the delegate's / `itemSize`.
    private func _itemSize(
        at indexPath: IndexPath, delegate: (any UICollectionViewDelegateFlowLayout)?,
        in collectionView: UICollectionView
    ) -> CGSize {
        if estimatedItemSize != .zero {
            if let preferred = _preferredSizes[indexPath] { return preferred }
            return estimatedItemSize == Self.automaticSize
                ? _validSize(itemSize, what: "item size")
                : _validSize(estimatedItemSize, what: "estimated item size")
        }
        let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        return _validSize(size, what: "item size at (\(indexPath.section)-\(indexPath.item))")
    }

    /// The size, or zero (reported) when it is negative or not finite.
    private func _validSize(_ size: CGSize, what: String) -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            UIView._report("UICollectionViewFlowLayout: the \(what) \(size) is negative or not finite; using zero")
            return .zero
        }
        return size
    }

    /// The extra cross-axis insets that `sectionInsetReference` adds beyond the content inset.
    private func _referenceInsets(of collectionView: UICollectionView) -> UIEdgeInsets {
        let content = collectionView.adjustedContentInset
        let edges: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: edges = collectionView.safeAreaInsets
        case .fromLayoutMargins: edges = collectionView.layoutMargins
        }
        return UIEdgeInsets(
            top: max(0, edges.top - content.top), left: max(0, edges.left - content.left),
            bottom: max(0, edges.bottom - content.bottom), right: max(0, edges.right - content.right))
    }

    // MARK: Queries

    func _elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        let (rectStart, rectEnd) = _isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        for (section, flow) in _sections.enumerated() {
            let pinned = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
            guard pinned || (flow.end >= rectStart && flow.start <= rectEnd) else { continue }
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                if let attributes = _supplementaryAttributes(ofKind: kind, section: section),
                    attributes.frame.intersects(rect)
                {
                    result.append(attributes)
                }
            }
            for (item, frame) in flow.items.enumerated() where frame.intersects(rect) {
                result.append(
                    ._cell(at: IndexPath(item: item, section: section), frame: frame, selfSizingAxes: _selfSizingAxes))
            }
        }
        return result
    }

    func _itemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, _sections.indices.contains(indexPath.section),
            _sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return ._cell(
            at: indexPath, frame: _sections[indexPath.section].items[indexPath.item], selfSizingAxes: _selfSizingAxes)
    }

    /// Estimated item sizes make every item self-size along both axes.
    private var _selfSizingAxes: _SelfSizingAxes { estimatedItemSize != .zero ? [.horizontal, .vertical] : [] }

    func _supplementaryAttributes(ofKind kind: String, section: Int) -> UICollectionViewLayoutAttributes? {
        guard _sections.indices.contains(section) else { return nil }
        let flow = _sections[section]
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        guard isHeader || kind == UICollectionView.elementKindSectionFooter,
            var frame = isHeader ? flow.header : flow.footer
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        if let collectionView, isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds {
            frame = _pinned(frame, isHeader: isHeader, in: flow, collectionView: collectionView)
            attributes.zIndex = 1024
        }
        attributes.frame = frame
        return attributes
    }

    /// A header kept at the visible top (a footer at the visible bottom) within its section.
    private func _pinned(_ frame: CGRect, isHeader: Bool, in flow: _FlowSection, collectionView: UICollectionView)
        -> CGRect
    {
        let insets = collectionView.adjustedContentInset
        let offset = collectionView.contentOffset
        let length = _mainLength(frame.size)
        var main = _isVertical ? frame.minY : frame.minX
        if isHeader {
            let visibleStart = _isVertical ? offset.y + insets.top : offset.x + insets.left
            main = min(max(main, visibleStart), max(main, flow.itemsEnd - length))
        } else {
            let visibleEnd =
                _isVertical
                ? offset.y + collectionView.bounds.height - insets.bottom
                : offset.x + collectionView.bounds.width - insets.right
            let sectionItemsStart = flow.start + (flow.header.map { _mainLength($0.size) } ?? 0)
            main = max(min(main, visibleEnd - length), min(main, sectionItemsStart))
        }
        var pinned = frame
        if _isVertical { pinned.origin.y = main } else { pinned.origin.x = main }
        return pinned
    }
}
