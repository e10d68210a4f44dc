import Foundation

/// One computed section of a compositional layout (content coordinates).
struct _CompositionalSection {
    var items: [CGRect] = []
    var itemAxes: [_SelfSizingAxes] = []
    var supplementaries: [_CompositionalSupplementary] = []
    /// Where the section starts and ends along the layout's scrolling axis.
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// Where the groups end (before any footer).
    var groupsEnd: CGFloat = 0
    /// The scrolling band of an orthogonal section (nil for one that scrolls with the layout).
    var orthogonal: _OrthogonalGeometry?
    var visibleItemsHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
}

/// Where an orthogonal section's scroll view sits and what it scrolls over. Its items'
/// frames are in the layout's coordinates as if unscrolled; the band's origin maps them into
/// the scroll view's content.
struct _OrthogonalGeometry {
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The scroll view's frame in the collection view's content coordinates.
    var band: CGRect
    /// Whether the section scrolls along x (in a vertical layout) or along y.
    var alongX: Bool
    /// The content length along the scrolling axis, the section's insets included.
    var contentLength: CGFloat
    /// Each group's frame (layout coordinates).
    var groupFrames: [CGRect]
    /// The section's content inset at the leading (or top) end of the scrolling axis.
    var leadingInset: CGFloat
}

struct _CompositionalSupplementary {
    var kind: String
    var frame: CGRect
    var zIndex: Int
    var pins: Bool
    var isHeader: Bool
    var axes: _SelfSizingAxes
}

/// The compositional layout's computation: sections stacked along the scrolling axis, each
/// repeating its group along that axis (or across it, for an orthogonal section); groups
/// place their subitems along their own axis, nested groups recursively.
extension UICollectionViewCompositionalLayout {
    var _isVertical: Bool { configuration.scrollDirection == .vertical }

    func _computeSections() {
        _sections = []
        _globalSupplementaries = []
        _contentSize = .zero
        guard let collectionView else { return }
        _preparedBoundsSize = collectionView.bounds.size
        let insets = collectionView.adjustedContentInset
        let environment = _CollectionLayoutEnvironment(
            contentSize: collectionView.bounds.size, insets: insets,
            traitCollection: collectionView.traitCollection)
        _environment = environment
        let visible = environment.effectiveContentSize
        let vertical = _isVertical
        let global = configuration.boundarySupplementaryItems
        for item in global where !_isAlongScrollingAxis(item.alignment) {
            _unimplemented(
                "UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems alignment \(item.alignment) "
                    + "across the scrolling direction")
        }
        var cursor: CGFloat = 0
        for item in global where _isLeadingEnd(item.alignment) {
            cursor += _placeBoundary(
                item, indexPath: IndexPath(item: 0, section: 0), cross: 0, main: cursor, container: visible,
                isHeader: true, into: &_globalSupplementaries)
        }
        for section in 0..<collectionView.numberOfSections {
            guard let layoutSection = _sectionProvider(section, environment) else {
                _programmerError(
                    "UICollectionViewCompositionalLayout: the section provider returned nil for section \(section)")
            }
            if section > 0 { cursor += configuration.interSectionSpacing }
            let computed = _layout(
                layoutSection, index: section, items: collectionView.numberOfItems(inSection: section),
                start: cursor, container: visible)
            _sections.append(computed)
            cursor = computed.end
        }
        for item in global where !_isLeadingEnd(item.alignment) {
            cursor += _placeBoundary(
                item, indexPath: IndexPath(item: 0, section: 0), cross: 0, main: cursor, container: visible,
                isHeader: false, into: &_globalSupplementaries)
        }
        _contentSize =
            vertical ? CGSize(width: visible.width, height: cursor) : CGSize(width: cursor, height: visible.height)
    }

    /// Whether a boundary item's alignment is an end of the scrolling axis (top or bottom of
    /// a vertical layout, leading or trailing of a horizontal one).
    func _isAlongScrollingAxis(_ alignment: NSRectAlignment) -> Bool {
        _isVertical ? (alignment == .top || alignment == .bottom) : (alignment == .leading || alignment == .trailing)
    }

    /// Whether the alignment is the scrolling axis's start (a header).
    func _isLeadingEnd(_ alignment: NSRectAlignment) -> Bool { alignment == (_isVertical ? .top : .leading) }

    private func _layout(
        _ section: NSCollectionLayoutSection, index: Int, items count: Int, start: CGFloat,
        container: CGSize
    ) -> _CompositionalSection {
        let vertical = _isVertical
        let orthogonal = section.orthogonalScrollingBehavior != .none
        var result = _CompositionalSection(start: start)
        result.visibleItemsHandler = section.visibleItemsInvalidationHandler
        let insets = section.contentInsets
        for item in section.boundarySupplementaryItems where !_isAlongScrollingAxis(item.alignment) {
            _unimplemented(
                "NSCollectionLayoutBoundarySupplementaryItem alignment \(item.alignment) in a "
                    + (vertical ? "vertical" : "horizontal") + " layout")
        }
        let follows = section.supplementariesFollowContentInsets
        let crossStart = follows ? (vertical ? insets.leading : insets.top) : 0
        let crossInsets = follows ? (vertical ? insets.leading + insets.trailing : insets.top + insets.bottom) : 0
        let boundaryContainer =
            vertical
            ? CGSize(width: container.width - crossInsets, height: container.height)
            : CGSize(width: container.width, height: container.height - crossInsets)
        let indexPath = IndexPath(item: 0, section: index)
        var cursor = start
        for item in section.boundarySupplementaryItems where _isLeadingEnd(item.alignment) {
            cursor += _placeBoundary(
                item, indexPath: indexPath, cross: crossStart, main: cursor, container: boundaryContainer,
                isHeader: true, into: &result.supplementaries)
        }
        let bandStart = cursor
        cursor += vertical ? insets.top : insets.leading
        let groupContainer = CGSize(
            width: container.width - insets.leading - insets.trailing,
            height: container.height - insets.top - insets.bottom)
        // Groups advance along x in a vertical layout's orthogonal section and in a horizontal
        // layout's ordinary one.
        let alongX = vertical == orthogonal
        var origin = vertical ? CGPoint(x: insets.leading, y: cursor) : CGPoint(x: cursor, y: insets.top)
        var across: CGFloat = 0
        var groupFrames: [CGRect] = []
        var next = 0
        while next < count {
            var frames: [(CGRect, _SelfSizingAxes)] = []
            let size = _layoutGroup(
                section._group, origin: origin, container: groupContainer,
                section: index, first: next, remaining: count - next, into: &frames)
            guard !frames.isEmpty else { break }
            for (frame, axes) in frames {
                result.items.append(frame)
                result.itemAxes.append(axes)
            }
            groupFrames.append(CGRect(origin: origin, size: size))
            next += frames.count
            let gap = next < count ? section.interGroupSpacing : 0
            if alongX {
                origin.x += size.width + gap
                across = max(across, size.height)
            } else {
                origin.y += size.height + gap
                across = max(across, size.width)
            }
        }
        if orthogonal {
            let contentLength = (alongX ? origin.x + insets.trailing : origin.y + insets.bottom)
            cursor += across + (vertical ? insets.bottom : insets.trailing)
            let band =
                vertical
                ? CGRect(x: 0, y: bandStart, width: container.width, height: cursor - bandStart)
                : CGRect(x: bandStart, y: 0, width: cursor - bandStart, height: container.height)
            result.orthogonal = _OrthogonalGeometry(
                behavior: section.orthogonalScrollingBehavior, band: band, alongX: alongX,
                contentLength: contentLength, groupFrames: groupFrames,
                leadingInset: alongX ? insets.leading : insets.top)
        } else {
            cursor = (alongX ? origin.x + insets.trailing : origin.y + insets.bottom)
        }
        result.groupsEnd = cursor
        for item in section.boundarySupplementaryItems where !_isLeadingEnd(item.alignment) {
            cursor += _placeBoundary(
                item, indexPath: indexPath, cross: crossStart, main: cursor, container: boundaryContainer,
                isHeader: false, into: &result.supplementaries)
        }
        result.end = cursor
        return result
    }

    /// Places a header or footer at `main` along the scrolling axis and `cross` across it;
    /// returns how far it pushes what follows.
    private func _placeBoundary(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, indexPath: IndexPath, cross: CGFloat,
        main: CGFloat, container: CGSize, isHeader: Bool,
        into supplementaries: inout [_CompositionalSupplementary]
    ) -> CGFloat {
        let vertical = _isVertical
        let key = _ElementKey.supplementary(_SupplementaryKey(kind: item.elementKind, indexPath: indexPath))
        var width = item.layoutSize.widthDimension._resolve(in: container)
        var height = item.layoutSize.heightDimension._resolve(in: container)
        var axes: _SelfSizingAxes = []
        if vertical, item.layoutSize.heightDimension.isEstimated {
            axes.insert(.vertical)
            height = _preferredSizes[key]?.height ?? height
        } else if !vertical, item.layoutSize.widthDimension.isEstimated {
            axes.insert(.horizontal)
            width = _preferredSizes[key]?.width ?? width
        }
        let origin = vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
        let frame = CGRect(x: origin.x + item.offset.x, y: origin.y + item.offset.y, width: width, height: height)
        supplementaries.append(
            _CompositionalSupplementary(
                kind: item.elementKind, frame: frame, zIndex: item.zIndex,
                pins: item.pinToVisibleBounds, isHeader: isHeader, axes: axes))
        return item.extendsBoundary ? (vertical ? height : width) : 0
    }

    /// Lays out one instance of `group` at `origin`, appending the frames of the items it
    /// holds (at most `remaining`); returns the group's size.
    private func _layoutGroup(
        _ group: NSCollectionLayoutGroup, origin: CGPoint, container: CGSize, section: Int,
        first: Int, remaining: Int, into frames: inout [(CGRect, _SelfSizingAxes)]
    ) -> CGSize {
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
                childSize = _layoutGroup(
                    childGroup, origin: childOrigin, container: size, section: section,
                    first: first + before - startCount, remaining: remaining - (before - startCount), into: &frames)
            } else {
                let indexPath = IndexPath(item: first + before - startCount, section: section)
                childSize = _placeItem(
                    child, at: indexPath, origin: childOrigin, mainLength: length, horizontal: horizontal,
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
                        frames[frame].0 = frames[frame].0.offsetBy(
                            dx: horizontal ? extra * CGFloat(index) : 0,
                            dy: horizontal ? 0 : extra * CGFloat(index))
                    }
                }
            }
        }
        let usedMain = placed.reduce(0) { $0 + $1.length } + gap * CGFloat(max(0, placed.count - 1))
        return horizontal
            ? CGSize(width: width, height: fixedHeight ?? crossMax)
            : CGSize(width: width, height: fixedHeight ?? usedMain)
    }

    /// The group's subitems with their lengths along its axis: `count` equal shares, or the
    /// subitems in turn for as long as they fit.
    private func _slots(
        of group: NSCollectionLayoutGroup, size: CGSize, available: CGFloat,
        gap: CGFloat
    ) -> [(NSCollectionLayoutItem, CGFloat)] {
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
    private func _placeItem(
        _ item: NSCollectionLayoutItem, at indexPath: IndexPath, origin: CGPoint, mainLength: CGFloat,
        horizontal: Bool, container: CGSize, into frames: inout [(CGRect, _SelfSizingAxes)]
    ) -> CGSize {
        let insets = item.contentInsets
        let crossDimension = horizontal ? item.layoutSize.heightDimension : item.layoutSize.widthDimension
        let mainDimension = horizontal ? item.layoutSize.widthDimension : item.layoutSize.heightDimension
        var main = mainLength
        var cross = crossDimension._resolve(in: container)
        var axes: _SelfSizingAxes = []
        let preferred = _preferredSizes[.cell(indexPath)]
        if crossDimension.isEstimated {
            axes.insert(horizontal ? .vertical : .horizontal)
            if let preferred {
                cross =
                    (horizontal
                        ? preferred.height + insets.top + insets.bottom
                        : preferred.width + insets.leading + insets.trailing)
            }
        }
        if mainDimension.isEstimated {
            axes.insert(horizontal ? .horizontal : .vertical)
            if let preferred {
                main =
                    (horizontal
                        ? preferred.width + insets.leading + insets.trailing
                        : preferred.height + insets.top + insets.bottom)
            }
        }
        let slot =
            horizontal
            ? CGRect(x: origin.x, y: origin.y, width: main, height: cross)
            : CGRect(x: origin.x, y: origin.y, width: cross, height: main)
        let frame = CGRect(
            x: slot.minX + insets.leading, y: slot.minY + insets.top,
            width: max(0, slot.width - insets.leading - insets.trailing),
            height: max(0, slot.height - insets.top - insets.bottom))
        frames.append((frame, axes))
        return slot.size
    }
}
