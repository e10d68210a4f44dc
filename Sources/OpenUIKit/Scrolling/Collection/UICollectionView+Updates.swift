import Foundation

/// Batch updates: validating the recorded changes, remapping cells and selection, and animating
/// every element from where it was to where the new layout puts it.
///
/// Animations run for `_updateAnimationDuration` on the media clock with the ease-in-out curve.
/// Inserted elements start from the layout's initial attributes (nil: a fade in where they end),
/// deleted ones end at the final attributes (nil: a fade out where they were), and the others
/// move from their old frames to their new ones.
extension UICollectionView {
    /// UIKit's batch-update animation length (UIKitBehaviour: collection view update animations).
    static let _updateAnimationDuration: TimeInterval = 0.3

    /// Records a change into the open batch, or performs it as a batch of its own.
    func _record(_ change: (inout _BatchUpdate) -> Void) {
        if _batch != nil {
            change(&_batch!)
            return
        }
        _runBatch({ change(&self._batch!) }, completion: nil)
    }

    func _performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        _runBatch({ updates?() }, completion: completion)
    }

    private func _runBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        if _batch != nil {
            // Nested: the changes join the outer batch.
            updates()
            if let completion { completion(true) }
            return
        }
        let oldCounts = _loadedItemCounts()
        _layoutVisibleElements()
        let oldBounds = bounds
        let oldAttributes = _attributesByElement(in: oldBounds.insetBy(dx: -oldBounds.width, dy: -oldBounds.height))
        _batch = _BatchUpdate()
        updates()
        let batch = _batch!
        _batch = nil
        let newCounts = _readItemCounts()
        let mapping = _CollectionUpdateMapping(old: oldCounts, new: newCounts, batch: batch)
        _prefetchWindow.forgetOutstanding()
        _itemCounts = newCounts
        _selectedIndexPaths = Set(
            _selectedIndexPaths.compactMap { mapping.reloadedOld.contains($0) ? nil : mapping.newIndexPath(forOld: $0) }
        )
        if let highlighted = _highlightedIndexPath { _highlightedIndexPath = mapping.newIndexPath(forOld: highlighted) }
        _trackedTouch = nil
        let reconfigured = batch.reconfiguredItems.compactMap {
            mapping.reloadedOld.contains($0) ? nil : mapping.newIndexPath(forOld: $0)
        }
        _applyUpdate(mapping, oldAttributes: oldAttributes, reconfigured: reconfigured, completion: completion)
    }

    /// The layout's current attributes in `rect`, keyed by element.
    private func _attributesByElement(in rect: CGRect) -> [_ElementKey: UICollectionViewLayoutAttributes] {
        var result: [_ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in _preparedLayout().layoutAttributesForElements(in: rect) ?? [] {
            result[_ElementKey(attributes)] = attributes
        }
        return result
    }

    private func _applyUpdate(
        _ mapping: _CollectionUpdateMapping, oldAttributes: [_ElementKey: UICollectionViewLayoutAttributes],
        reconfigured: [IndexPath], completion: ((Bool) -> Void)?
    ) {
        // Views whose elements go away animate out; the others take their new index paths.
        var leaving: [(view: UICollectionReusableView, key: _ElementKey, end: UICollectionViewLayoutAttributes?)] = []
        var cells: [IndexPath: UICollectionViewCell] = [:]
        for (old, cell) in _visibleCells {
            if let new = mapping.newIndexPath(forOld: old), !mapping.reloadedOld.contains(old) {
                cells[new] = cell
            } else {
                leaving.append((cell, .cell(old), nil))
            }
        }
        var supplementaries: [_SupplementaryKey: UICollectionReusableView] = [:]
        for (old, view) in _visibleSupplementaries {
            if let section = mapping.newSection(forOld: old.indexPath.section) {
                var path = old.indexPath
                path.section = section
                supplementaries[_SupplementaryKey(kind: old.kind, indexPath: path)] = view
            } else {
                leaving.append((view, .supplementary(old), nil))
            }
        }
        _visibleCells = cells
        _visibleSupplementaries = supplementaries
        // Reconfigured cells are updated before the new layout is read, so that their new
        // sizes are measured below and animate with the rest.
        UIView.performWithoutAnimation { _refreshVisibleCells(reconfigured) }
        _layout._isPrepared = false
        _prepareLayoutAndContentSize()
        _layout.prepare(
            forCollectionViewUpdates: mapping.updateItems.map {
                UICollectionViewUpdateItem(action: $0.action, before: $0.before, after: $0.after)
            })
        let animated = window != nil && UIView.areAnimationsEnabled
        var arriving: [(view: UICollectionReusableView, key: _ElementKey, end: UICollectionViewLayoutAttributes)] = []
        var wanted = Set<_ElementKey>()
        for attributes in _layout.layoutAttributesForElements(in: bounds) ?? []
        where attributes.frame.intersects(bounds) {
            let key = _ElementKey(attributes)
            guard attributes.representedElementCategory != .decorationView, !wanted.contains(key) else { continue }
            if case .cell(let path) = key, !_isValidItem(path) { continue }
            wanted.insert(key)
            if let view = _view(for: key) {
                arriving.append((view, key, attributes))
                continue
            }
            let view = _makeView(for: key)
            arriving.append((view, key, attributes))
            _apply(
                _startAttributes(for: key, final: attributes, mapping: mapping, oldAttributes: oldAttributes), to: view)
            _insertElementView(view)
        }
        _settleSelfSizing(&arriving)
        // Surviving views whose new place is off screen move there, then leave.
        for (path, cell) in _visibleCells where !wanted.contains(.cell(path)) {
            _visibleCells[path] = nil
            leaving.append((cell, .cell(path), _layout.layoutAttributesForItem(at: path)))
        }
        for (key, view) in _visibleSupplementaries where !wanted.contains(.supplementary(key)) {
            _visibleSupplementaries[key] = nil
            leaving.append(
                (
                    view, .supplementary(key),
                    _layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
                ))
        }
        let ends = leaving.map { entry in entry.end ?? _disappearingAttributes(entry.key, view: entry.view) }
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            for entry in leaving {
                self._disappearingViews.removeAll { $0 === entry.view }
                switch entry.key {
                case .cell(let path):
                    if let cell = entry.view as? UICollectionViewCell {
                        self._enqueue(cell, supplementaryKind: nil)
                        self._collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
                    }
                case .supplementary(let key):
                    self._enqueue(entry.view, supplementaryKind: key.kind)
                    self._collectionDelegate?.collectionView(
                        self, didEndDisplayingSupplementaryView: entry.view,
                        forElementOfKind: key.kind, at: key.indexPath)
                }
            }
            self.setNeedsLayout()
            completion?(finished)
        }
        _disappearingViews += leaving.map(\.view)
        let changes = {
            for entry in arriving { self._apply(entry.end, to: entry.view) }
            for (entry, end) in zip(leaving, ends) { self._apply(end, to: entry.view) }
        }
        if animated {
            UIView.animate(
                withDuration: Self._updateAnimationDuration, delay: 0, options: [], animations: changes,
                completion: finish)
        } else {
            changes()
            finish(true)
        }
        _layout.finalizeCollectionViewUpdates()
        _lastLayoutBounds = bounds
    }

    /// Measures the self-sizing views on screen after the update at their new attributes (the
    /// one path, `_selfSize`, that a layout pass uses): new and reloaded cells, reconfigured
    /// ones and those whose content changed since they were last measured. While a size
    /// changes, the layout is prepared again and the targets are read again (a few passes),
    /// all before the animation starts, so the new sizes animate with the update.
    private func _settleSelfSizing(
        _ arriving: inout [(view: UICollectionReusableView, key: _ElementKey, end: UICollectionViewLayoutAttributes)]
    ) {
        for _ in 0..<4 {
            var invalidated = false
            for entry in arriving { invalidated = _selfSize(entry.view, entry.end) || invalidated }
            guard invalidated else { return }
            _layout._isPrepared = false
            _prepareLayoutAndContentSize()
            arriving = arriving.map { entry in (entry.view, entry.key, _currentAttributes(for: entry.key) ?? entry.end)
            }
        }
    }

    /// The layout's attributes for an element now.
    private func _currentAttributes(for key: _ElementKey) -> UICollectionViewLayoutAttributes? {
        switch key {
        case .cell(let path): return _layout.layoutAttributesForItem(at: path)
        case .supplementary(let key):
            return _layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        }
    }

    private func _view(for key: _ElementKey) -> UICollectionReusableView? {
        switch key {
        case .cell(let path): return _visibleCells[path]
        case .supplementary(let key): return _visibleSupplementaries[key]
        }
    }

    /// A new view from the data source for an element that comes on screen with the update.
    private func _makeView(for key: _ElementKey) -> UICollectionReusableView {
        switch key {
        case .cell(let path):
            let cell = _makeCell(at: path)
            _visibleCells[path] = cell
            _collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            return cell
        case .supplementary(let key):
            guard let dataSource else {
                _programmerError("UICollectionView: a supplementary view is needed but there is no data source")
            }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            _visibleSupplementaries[key] = view
            _collectionDelegate?.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            return view
        }
    }

    /// Where an element that comes on screen starts: inserted ones from the layout's initial
    /// attributes (a fade in by default); moved ones from their old place.
    private func _startAttributes(
        for key: _ElementKey, final: UICollectionViewLayoutAttributes,
        mapping: _CollectionUpdateMapping,
        oldAttributes: [_ElementKey: UICollectionViewLayoutAttributes]
    ) -> UICollectionViewLayoutAttributes {
        switch key {
        case .cell(let path):
            if mapping.insertedNew.contains(path) {
                return _layout.initialLayoutAttributesForAppearingItem(at: path) ?? _faded(final)
            }
            if let old = mapping.inverseItemMap[path], let start = oldAttributes[.cell(old)] {
                return start
            }
            return final
        case .supplementary(let key):
            if let old = mapping.sectionMap.firstIndex(of: key.indexPath.section) {
                var path = key.indexPath
                path.section = old
                if let start = oldAttributes[.supplementary(_SupplementaryKey(kind: key.kind, indexPath: path))] {
                    return start
                }
                return final
            }
            return _layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
                ?? _faded(final)
        }
    }

    /// Where a deleted element ends: the layout's final attributes, or a fade out in place.
    private func _disappearingAttributes(_ key: _ElementKey, view: UICollectionReusableView)
        -> UICollectionViewLayoutAttributes
    {
        let current: UICollectionViewLayoutAttributes
        switch key {
        case .cell(let path):
            if let final = _layout.finalLayoutAttributesForDisappearingItem(at: path) { return final }
            current = UICollectionViewLayoutAttributes(forCellWith: path)
        case .supplementary(let key):
            if let final = _layout.finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: key.kind, at: key.indexPath)
            {
                return final
            }
            current = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: key.kind, with: key.indexPath)
        }
        current.size = view.bounds.size
        current.center = view.center
        current.transform3D = view.transform3D
        current.zIndex = view._zIndex
        current.alpha = 0
        return current
    }

    private func _faded(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let faded = attributes._copy()
        faded.alpha = 0
        return faded
    }
}

/// A cell or supplementary element, for keying attributes and views.
enum _ElementKey: Hashable {
    case cell(IndexPath)
    case supplementary(_SupplementaryKey)

    @MainActor init(_ attributes: UICollectionViewLayoutAttributes) {
        if attributes.representedElementCategory == .cell {
            self = .cell(attributes.indexPath)
        } else {
            self = .supplementary(
                _SupplementaryKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath))
        }
    }
}
