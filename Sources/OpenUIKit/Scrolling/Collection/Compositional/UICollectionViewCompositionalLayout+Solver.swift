import Foundation

/// One computed section of a compositional layout (content coordinates).
struct _CompositionalSection {
    var items: [CGRect] = []
    var itemAxes: [_SelfSizingAxes] = []
    var supplementaries: [_CompositionalSupplementary] = []
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// Where the groups end (before any footer).
    var groupsEnd: CGFloat = 0
}

struct _CompositionalSupplementary {
    var kind: String
    var frame: CGRect
    var zIndex: Int
    var pins: Bool
    var isHeader: Bool
    var axes: _SelfSizingAxes
}

/// The compositional layout's computation: sections stacked vertically, each repeating its
/// group; groups place their subitems along their axis, nested groups recursively.
extension UICollectionViewCompositionalLayout {
    func _computeSections() {
        _sections = []
        _contentSize = .zero
        guard let collectionView else { return }
        if configuration.scrollDirection == .horizontal {
            _unimplemented("UICollectionViewCompositionalLayoutConfiguration.scrollDirection = .horizontal")
        }
        if !configuration.boundarySupplementaryItems.isEmpty {
            _unimplemented("UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems")
        }
        _preparedBoundsSize = collectionView.bounds.size
        let insets = collectionView.adjustedContentInset
        let environment = _CollectionLayoutEnvironment(contentSize: collectionView.bounds.size, insets: insets)
        let visible = environment.effectiveContentSize
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            guard let layoutSection = _sectionProvider(section, environment) else {
                _programmerError("UICollectionViewCompositionalLayout: the section provider returned nil for section \(section)")
            }
            if section > 0 { y += configuration.interSectionSpacing }
            let computed = _layout(layoutSection, index: section, items: collectionView.numberOfItems(inSection: section),
                                   top: y, container: visible)
            _sections.append(computed)
            y = computed.end
        }
        _contentSize = CGSize(width: visible.width, height: y)
    }

    private func _layout(_ section: NSCollectionLayoutSection, index: Int, items count: Int, top: CGFloat,
                         container: CGSize) -> _CompositionalSection {
        if section.orthogonalScrollingBehavior != .none {
            _unimplemented("NSCollectionLayoutSection.orthogonalScrollingBehavior (\(section.orthogonalScrollingBehavior))")
        }
        var result = _CompositionalSection(start: top)
        let insets = section.contentInsets
        let follows = section.supplementariesFollowContentInsets
        let boundaryX = follows ? insets.leading : 0
        let boundaryWidth = container.width - (follows ? insets.leading + insets.trailing : 0)
        var y = top
        for item in section.boundarySupplementaryItems where item.alignment == .top {
            y += _placeBoundary(item, section: index, x: boundaryX, y: y, width: boundaryWidth, container: container, isHeader: true,
                                into: &result)
        }
        y += insets.top
        let groupContainer = CGSize(width: container.width - insets.leading - insets.trailing,
                                    height: container.height - insets.top - insets.bottom)
        var next = 0
        while next < count {
            var frames: [(CGRect, _SelfSizingAxes)] = []
            let size = _layoutGroup(section._group, origin: CGPoint(x: insets.leading, y: y), container: groupContainer,
                                    section: index, first: next, remaining: count - next, into: &frames)
            guard !frames.isEmpty else { break }
            for (frame, axes) in frames {
                result.items.append(frame)
                result.itemAxes.append(axes)
            }
            next += frames.count
            y += size.height
            if next < count { y += section.interGroupSpacing }
        }
        y += insets.bottom
        result.groupsEnd = y
        for item in section.boundarySupplementaryItems where item.alignment == .bottom {
            y += _placeBoundary(item, section: index, x: boundaryX, y: y, width: boundaryWidth, container: container, isHeader: false,
                                into: &result)
        }
        for item in section.boundarySupplementaryItems where item.alignment != .top && item.alignment != .bottom {
            _unimplemented("NSCollectionLayoutBoundarySupplementaryItem alignment \(item.alignment)")
        }
        result.end = y
        return result
    }

    /// Places a header or footer; returns how far it pushes the section's content.
    private func _placeBoundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, x: CGFloat, y: CGFloat,
                                width: CGFloat, container: CGSize, isHeader: Bool,
                                into result: inout _CompositionalSection) -> CGFloat {
        let available = CGSize(width: width, height: container.height)
        let key = _ElementKey.supplementary(_SupplementaryKey(kind: item.elementKind, indexPath: IndexPath(item: 0, section: section)))
        let itemWidth = item.layoutSize.widthDimension._resolve(in: available)
        var height = item.layoutSize.heightDimension._resolve(in: available)
        var axes: _SelfSizingAxes = []
        if item.layoutSize.heightDimension.isEstimated {
            axes.insert(.vertical)
            height = _preferredSizes[key]?.height ?? height
        }
        let frame = CGRect(x: x + item.offset.x, y: y + item.offset.y, width: itemWidth, height: height)
        result.supplementaries.append(_CompositionalSupplementary(kind: item.elementKind, frame: frame, zIndex: item.zIndex,
                                                                  pins: item.pinToVisibleBounds, isHeader: isHeader, axes: axes))
        return item.extendsBoundary ? height : 0
    }

    /// Lays out one instance of `group` at `origin`, appending the frames of the items it
    /// holds (at most `remaining`); returns the group's size.
    private func _layoutGroup(_ group: NSCollectionLayoutGroup, origin: CGPoint, container: CGSize, section: Int,
                              first: Int, remaining: Int, into frames: inout [(CGRect, _SelfSizingAxes)]) -> CGSize {
        let horizontal = group._axis == .horizontal
        let width = group.layoutSize.widthDimension._resolve(in: container)
        let heightGuess = group.layoutSize.heightDimension._resolve(in: container)
        let fixedHeight: CGFloat? = group.layoutSize.heightDimension.isEstimated ? nil : heightGuess
        let size = CGSize(width: width, height: heightGuess)
        let gap = group.interItemSpacing?.spacing ?? 0
        let available = horizontal ? width : heightGuess
        let slots = _slots(of: group, size: size, available: available, gap: gap)
        var cursor = horizontal ? origin.x : origin.y
        var placed: [(range: Range<Int>, length: CGFloat)] = []
        var crossMax: CGFloat = 0
        let startCount = frames.count
        for (child, length) in slots where frames.count - startCount < remaining {
            let childOrigin = horizontal ? CGPoint(x: cursor, y: origin.y) : CGPoint(x: origin.x, y: cursor)
            let before = frames.count
            let childSize: CGSize
            if let childGroup = child as? NSCollectionLayoutGroup {
                childSize = _layoutGroup(childGroup, origin: childOrigin, container: size, section: section,
                                         first: first + before - startCount, remaining: remaining - (before - startCount), into: &frames)
            } else {
                let indexPath = IndexPath(item: first + before - startCount, section: section)
                childSize = _placeItem(child, at: indexPath, origin: childOrigin, mainLength: length, horizontal: horizontal,
                                       container: size, into: &frames)
            }
            let mainLength = horizontal ? childSize.width : childSize.height
            placed.append((before..<frames.count, mainLength))
            crossMax = max(crossMax, horizontal ? childSize.height : childSize.width)
            cursor += mainLength + gap
        }
        if let spacing = group.interItemSpacing, spacing.isFlexibleSpacing, placed.count > 1 {
            let used = placed.reduce(0) { $0 + $1.length } + gap * CGFloat(placed.count - 1)
            let extra = (available - used) / CGFloat(placed.count - 1)
            if extra > 0 {
                for (index, entry) in placed.enumerated() where index > 0 {
                    for frame in entry.range {
                        frames[frame].0 = frames[frame].0.offsetBy(dx: horizontal ? extra * CGFloat(index) : 0,
                                                                  dy: horizontal ? 0 : extra * CGFloat(index))
                    }
                }
            }
        }
        let usedMain = placed.reduce(0) { $0 + $1.length } + gap * CGFloat(max(0, placed.count - 1))
        return horizontal ? CGSize(width: width, height: fixedHeight ?? crossMax)
                          : CGSize(width: width, height: fixedHeight ?? usedMain)
    }

    /// The group's subitems with their lengths along its axis: `count` equal shares, or the
    /// subitems in turn for as long as they fit.
    private func _slots(of group: NSCollectionLayoutGroup, size: CGSize, available: CGFloat,
                        gap: CGFloat) -> [(NSCollectionLayoutItem, CGFloat)] {
        let horizontal = group._axis == .horizontal
        if let count = group._count {
            let share = max(0, (available - gap * CGFloat(count - 1)) / CGFloat(count))
            return Array(repeating: (group.subitems[0], share), count: count)
        }
        var slots: [(NSCollectionLayoutItem, CGFloat)] = []
        var used: CGFloat = 0
        var index = 0
        while slots.count < 10_000 {
            let item = group.subitems[index % group.subitems.count]
            let dimension = horizontal ? item.layoutSize.widthDimension : item.layoutSize.heightDimension
            let length = dimension._resolve(in: size)
            let needed = used + (slots.isEmpty ? 0 : gap) + length
            if !slots.isEmpty && (needed > available + 0.001 || length <= 0) { break }
            slots.append((item, length))
            used = needed
            index += 1
        }
        return slots
    }

    /// Places one item in a slot of `mainLength` along the group's axis; returns the slot's size.
    private func _placeItem(_ item: NSCollectionLayoutItem, at indexPath: IndexPath, origin: CGPoint, mainLength: CGFloat,
                            horizontal: Bool, container: CGSize, into frames: inout [(CGRect, _SelfSizingAxes)]) -> CGSize {
        let insets = item.contentInsets
        let crossDimension = horizontal ? item.layoutSize.heightDimension : item.layoutSize.widthDimension
        let mainDimension = horizontal ? item.layoutSize.widthDimension : item.layoutSize.heightDimension
        var main = mainLength
        var cross = crossDimension._resolve(in: container)
        var axes: _SelfSizingAxes = []
        let preferred = _preferredSizes[.cell(indexPath)]
        if crossDimension.isEstimated {
            axes.insert(horizontal ? .vertical : .horizontal)
            if let preferred { cross = (horizontal ? preferred.height + insets.top + insets.bottom
                                                   : preferred.width + insets.leading + insets.trailing) }
        }
        if mainDimension.isEstimated {
            axes.insert(horizontal ? .horizontal : .vertical)
            if let preferred { main = (horizontal ? preferred.width + insets.leading + insets.trailing
                                                  : preferred.height + insets.top + insets.bottom) }
        }
        let slot = horizontal ? CGRect(x: origin.x, y: origin.y, width: main, height: cross)
                              : CGRect(x: origin.x, y: origin.y, width: cross, height: main)
        let frame = CGRect(x: slot.minX + insets.leading, y: slot.minY + insets.top,
                           width: max(0, slot.width - insets.leading - insets.trailing),
                           height: max(0, slot.height - insets.top - insets.bottom))
        frames.append((frame, axes))
        return slot.size
    }

    // MARK: Queries

    func _elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, section) in _sections.enumerated() {
            let pins = section.supplementaries.contains { $0.pins }
            guard pins || (section.end >= rect.minY && section.start <= rect.maxY) else { continue }
            for supplementary in section.supplementaries {
                if let attributes = _supplementaryAttributes(ofKind: supplementary.kind, section: index),
                   attributes.frame.intersects(rect) {
                    result.append(attributes)
                }
            }
            for (item, frame) in section.items.enumerated() where frame.intersects(rect) {
                result.append(._cell(at: IndexPath(item: item, section: index), frame: frame,
                                     selfSizingAxes: section.itemAxes[item]))
            }
        }
        return result
    }

    func _itemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, _sections.indices.contains(indexPath.section),
              _sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return ._cell(at: indexPath, frame: _sections[indexPath.section].items[indexPath.item],
                      selfSizingAxes: _sections[indexPath.section].itemAxes[indexPath.item])
    }

    func _supplementaryAttributes(ofKind kind: String, section: Int) -> UICollectionViewLayoutAttributes? {
        guard _sections.indices.contains(section),
              let supplementary = _sections[section].supplementaries.first(where: { $0.kind == kind }) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        var frame = supplementary.frame
        if supplementary.pins, let collectionView {
            let computed = _sections[section]
            if supplementary.isHeader {
                let visibleTop = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
                frame.origin.y = min(max(frame.minY, visibleTop), max(frame.minY, computed.groupsEnd - frame.height))
            } else {
                let visibleBottom = collectionView.contentOffset.y + collectionView.bounds.height - collectionView.adjustedContentInset.bottom
                frame.origin.y = max(min(frame.minY, visibleBottom - frame.height), min(frame.minY, computed.start))
            }
        }
        attributes.frame = frame
        attributes.zIndex = supplementary.zIndex
        attributes._selfSizingAxes = supplementary.axes
        return attributes
    }
}
