import Foundation

/// The layout pass: reading counts, preparing the layout, and keeping exactly the elements in
/// the visible bounds on screen (reusing the views of those that left).
extension UICollectionView {
    var _collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    func _attach(_ layout: UICollectionViewLayout) {
        if let previous = layout._collectionView, previous !== self {
            UIView._report("UICollectionView: a layout can only serve one collection view; it moves to the new one")
            previous._layout._collectionView = nil
        }
        layout._collectionView = self
        layout._isPrepared = false
    }

    /// The item counts per section, read from the data source when out of date.
    func _loadedItemCounts() -> [Int] {
        if let counts = _itemCounts { return counts }
        let counts = _readItemCounts()
        _itemCounts = counts
        return counts
    }

    /// Asks the data source for the sections and items now (negative answers count as zero).
    func _readItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            UIView._report("UICollectionView: numberOfSections(in:) returned \(sections); using 0")
            sections = 0
        }
        return (0..<sections).map { section in
            let count = dataSource.collectionView(self, numberOfItemsInSection: section)
            if count < 0 {
                UIView._report("UICollectionView: numberOfItemsInSection \(section) returned \(count); using 0")
                return 0
            }
            return count
        }
    }

    /// The layout, prepared (the counts read first).
    func _preparedLayout() -> UICollectionViewLayout {
        _ = _loadedItemCounts()
        _prepareLayoutAndContentSize()
        return _layout
    }

    func _prepareLayoutAndContentSize() {
        _layout._prepareIfNeeded()
        let size = _layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    func _dataSourceDidChange() {
        _reloadData()
    }

    func _reloadData() {
        for (indexPath, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) { _endDisplaying(cell, at: indexPath) }
        for (key, view) in _visibleSupplementaries.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            _endDisplaying(view, key: key)
        }
        _itemCounts = nil
        _prefetchWindow.forgetOutstanding()
        _selectedIndexPaths = []
        _highlightedIndexPath = nil
        _trackedTouch = nil
        _layout.invalidateLayout()
        setNeedsLayout()
    }

    func _backgroundViewDidChange(from old: UIView?) {
        if let old, old !== backgroundView { old.removeFromSuperview() }
        if let backgroundView {
            backgroundView.frame = bounds
            insertSubview(backgroundView, at: 0)
        }
    }

    /// Makes the views on screen match the layout's elements in the visible bounds.
    func _layoutVisibleElements() {
        guard !_isLayingOut else { return }
        _isLayingOut = true
        defer { _isLayingOut = false }
        _ = _loadedItemCounts()
        if let last = _lastLayoutBounds, last != bounds, _layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            _layout._isPrepared = false
        }
        _lastLayoutBounds = bounds
        if let backgroundView, backgroundView.frame != bounds { backgroundView.frame = bounds }
        // Self-sizing views can change the layout; a few passes let it settle. After
        // `invalidateLayout()` the views already on screen are measured again too.
        let remeasures = _layout._remeasuresVisibleViews
        _layout._remeasuresVisibleViews = false
        for pass in 0..<4 {
            _prepareLayoutAndContentSize()
            if !_showElements(in: bounds, remeasuring: remeasures && pass == 0) { break }
        }
        _orderByZIndex()
        _updatePrefetching()
    }

    /// One pass; returns whether a self-sizing view invalidated the layout.
    private func _showElements(in rect: CGRect, remeasuring: Bool) -> Bool {
        _layout._willShowElements(in: rect)
        let elements = _layout.layoutAttributesForElements(in: rect) ?? []
        var wantedCells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantedSupplementaries: [_SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        let counts = _loadedItemCounts()
        for attributes in elements {
            let seen = _layout._visibleFrame(of: attributes)
            guard seen.intersects(rect) || seen.isEmpty && rect.contains(CGPoint(x: seen.midX, y: seen.midY)) else {
                continue
            }
            let path = attributes.indexPath
            switch attributes.representedElementCategory {
            case .cell:
                guard counts.indices.contains(path.section), path.item < counts[path.section] else { continue }
                wantedCells[path] = attributes
            case .supplementaryView:
                wantedSupplementaries[
                    _SupplementaryKey(kind: attributes.representedElementKind ?? "", indexPath: path)] = attributes
            case .decorationView:
                continue
            }
        }
        for (indexPath, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) where wantedCells[indexPath] == nil {
            _endDisplaying(cell, at: indexPath)
        }
        for (key, view) in _visibleSupplementaries.sorted(by: { $0.key.indexPath < $1.key.indexPath })
        where wantedSupplementaries[key] == nil {
            _endDisplaying(view, key: key)
        }
        var invalidated = false
        for (indexPath, attributes) in wantedCells.sorted(by: { $0.key < $1.key }) {
            if let cell = _visibleCells[indexPath] {
                _apply(attributes, to: cell)
                if remeasuring { invalidated = _selfSize(cell, attributes) || invalidated }
                continue
            }
            let cell = _makeCell(at: indexPath)
            _apply(attributes, to: cell)
            invalidated = _selfSize(cell, attributes) || invalidated
            _visibleCells[indexPath] = cell
            _collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            _insertElementView(cell)
        }
        for (key, attributes) in wantedSupplementaries.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            if let view = _visibleSupplementaries[key] {
                _apply(attributes, to: view)
                if remeasuring { invalidated = _selfSize(view, attributes) || invalidated }
                continue
            }
            let view = _makeSupplementaryView(key)
            _apply(attributes, to: view)
            invalidated = _selfSize(view, attributes) || invalidated
            _visibleSupplementaries[key] = view
            _collectionDelegate?.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            _insertElementView(view)
        }
        if invalidated { _layout._isPrepared = false }
        return invalidated
    }

    /// Asks a self-sizing view for its size; returns whether the layout must be prepared again.
    func _selfSize(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) -> Bool {
        guard !attributes._selfSizingAxes.isEmpty else { return false }
        view.layoutIfNeeded()
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        guard preferred.size.width.isFinite, preferred.size.height.isFinite,
            preferred.size.width >= 0, preferred.size.height >= 0
        else {
            UIView._report(
                "UICollectionView: preferredLayoutAttributesFitting returned the size \(preferred.size); ignored")
            return false
        }
        _layout._recordPreferredAttributes(preferred, original: attributes)
        return _layout.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    }

    func _makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
        guard let dataSource else {
            _programmerError(
                "UICollectionView: the layout shows an item at (\(indexPath.section)-\(indexPath.item)) but there is no data source"
            )
        }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        guard cell._reuseIdentifier != nil else {
            _programmerError(
                "the cell returned from collectionView(_:cellForItemAt:) does not have a reuseIdentifier - "
                    + "cells must be retrieved by calling dequeueReusableCell(withReuseIdentifier:for:)")
        }
        guard !_visibleCells.values.contains(where: { $0 === cell }) else {
            _programmerError(
                "collectionView(_:cellForItemAt:) returned a cell that is already visible at another index path")
        }
        cell.isSelected = _selectedIndexPaths.contains(indexPath)
        return cell
    }

    private func _makeSupplementaryView(_ key: _SupplementaryKey) -> UICollectionReusableView {
        guard let dataSource else {
            _programmerError(
                "UICollectionView: the layout shows a supplementary view of kind \(key.kind) but there is no data source"
            )
        }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        guard view._reuseIdentifier != nil else {
            _programmerError(
                "the view returned from collectionView(_:viewForSupplementaryElementOfKind:at:) does not have a "
                    + "reuseIdentifier - views must be retrieved by calling "
                    + "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)")
        }
        return view
    }

    /// Puts an element's view in the view tree, above the background view.
    func _insertElementView(_ view: UIView) {
        guard view.superview == nil else { return }  // already here, or in an orthogonal section's scroll view
        insertSubview(view, at: backgroundView?.superview === self ? 1 : 0)
    }

    func _endDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        _visibleCells[indexPath] = nil
        if _highlightedIndexPath == indexPath {
            cell.isHighlighted = false
            _highlightedIndexPath = nil
        }
        _enqueue(cell, supplementaryKind: nil)
        _collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func _endDisplaying(_ view: UICollectionReusableView, key: _SupplementaryKey) {
        _visibleSupplementaries[key] = nil
        _enqueue(view, supplementaryKind: key.kind)
        _collectionDelegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
    }

    /// Applies the standard attributes to a view (size and centre, so a transform stays).
    func _apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        let size = attributes.size
        if view.bounds.size != size { view.bounds = CGRect(origin: view.bounds.origin, size: size) }
        var center = attributes.center
        if let host = _layout._hostView(for: attributes) {
            // An orthogonal section's cell: it lives in the section's scroll view.
            if view.superview !== host { host.addSubview(view) }
            center = CGPoint(x: center.x - host.frame.minX, y: center.y - host.frame.minY)
        } else if let superview = view.superview, superview !== self, superview.superview === self {
            insertSubview(view, at: backgroundView?.superview === self ? 1 : 0)
        }
        if view.center != center { view.center = center }
        if !CATransform3DEqualToTransform(view.transform3D, attributes.transform3D) {
            view.transform3D = attributes.transform3D
        }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        view._zIndex = attributes.zIndex
        view.apply(attributes)
    }

    /// Keeps views with a higher `zIndex` above those with a lower one.
    private func _orderByZIndex() {
        let raised = (Array(_visibleCells.values) + Array(_visibleSupplementaries.values)).filter { $0._zIndex > 0 }
        guard !raised.isEmpty else { return }
        let ordered = raised.sorted { $0._zIndex < $1._zIndex }
        _raiseToFront(ordered.filter { $0.superview === self })
        // Cells of orthogonal sections are ordered inside their section's scroll view.
        var hosts: [UIView] = []
        for view in ordered {
            guard let host = view.superview, host !== self, !hosts.contains(where: { $0 === host }) else { continue }
            hosts.append(host)
        }
        for host in hosts { host._raiseToFront(ordered.filter { $0.superview === host }) }
    }

    func _indexPathForItem(at point: CGPoint) -> IndexPath? {
        let layout = _preparedLayout()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (layout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && layout._visibleFrame(of: $0).contains(point)
        }
        return hits.max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?.indexPath
    }
}
