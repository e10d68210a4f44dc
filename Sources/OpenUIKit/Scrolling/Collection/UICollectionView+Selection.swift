import Foundation

/// Highlighting and selection, by touch and by code.
extension UICollectionView {
    func _selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in _selectedIndexPaths { _deselectItem(at: selected, animated: animated) }
            return
        }
        guard _isValidItem(indexPath) else {
            UIView._report(
                "UICollectionView.selectItem: there is no item at (\(indexPath.section)-\(indexPath.item)); ignored")
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for selected in _selectedIndexPaths where selected != indexPath {
                _deselectItem(at: selected, animated: animated)
            }
        }
        _selectedIndexPaths.insert(indexPath)
        _visibleCells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { _scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    func _deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard _selectedIndexPaths.remove(indexPath) != nil else { return }
        _visibleCells[indexPath]?.isSelected = false
    }

    func _isValidItem(_ indexPath: IndexPath) -> Bool {
        let counts = _loadedItemCounts()
        return indexPath.count == 2 && counts.indices.contains(indexPath.section)
            && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    // MARK: Touches

    func _touchesBegan(_ touches: Set<UITouch>) {
        guard _trackedTouch == nil, let touch = touches.first,
            let indexPath = _indexPathForItem(at: touch.location(in: self))
        else { return }
        _trackedTouch = (touch, indexPath)
        guard allowsSelection || allowsMultipleSelection,
            _collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        else { return }
        _highlightedIndexPath = indexPath
        _visibleCells[indexPath]?.isHighlighted = true
        _collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func _touchesMoved(_ touches: Set<UITouch>) {
        guard let tracked = _trackedTouch, touches.contains(tracked.touch) else { return }
        if _indexPathForItem(at: tracked.touch.location(in: self)) != tracked.indexPath { _endTracking(select: false) }
    }

    func _touchesEnded(_ touches: Set<UITouch>) {
        guard let tracked = _trackedTouch, touches.contains(tracked.touch) else { return }
        let stillInside = _indexPathForItem(at: tracked.touch.location(in: self)) == tracked.indexPath
        _endTracking(select: stillInside)
    }

    func _touchesCancelled(_ touches: Set<UITouch>) {
        guard let tracked = _trackedTouch, touches.contains(tracked.touch) else { return }
        _endTracking(select: false)
    }

    /// Ends a touch on an item: a tap selects (or, with multiple selection, toggles) it;
    /// otherwise only the highlight goes.
    private func _endTracking(select: Bool) {
        guard let tracked = _trackedTouch else { return }
        _trackedTouch = nil
        let indexPath = tracked.indexPath
        let delegate = _collectionDelegate
        guard select, _isValidItem(indexPath) else {
            _unhighlight(indexPath)
            return
        }
        if allowsMultipleSelection, _selectedIndexPaths.contains(indexPath) {
            let mayDeselect = delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            _unhighlight(indexPath)
            guard mayDeselect else { return }
            _deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        let maySelect = allowsSelection && (delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true)
        _unhighlight(indexPath)
        guard maySelect else { return }
        if !allowsMultipleSelection {
            for previous in _selectedIndexPaths.sorted() where previous != indexPath {
                _deselectItem(at: previous, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        _selectedIndexPaths.insert(indexPath)
        _visibleCells[indexPath]?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    private func _unhighlight(_ indexPath: IndexPath) {
        guard _highlightedIndexPath == indexPath else { return }
        _highlightedIndexPath = nil
        _visibleCells[indexPath]?.isHighlighted = false
        _collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    // MARK: Scrolling to an item

    func _scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let frame = _preparedLayout().layoutAttributesForItem(at: indexPath)?.frame else {
            UIView._report(
                "UICollectionView.scrollToItem: there is no item at (\(indexPath.section)-\(indexPath.item)); ignored")
            return
        }
        let insets = adjustedContentInset
        var offset = contentOffset
        if position.contains(.top) {
            offset.y = frame.minY - insets.top
        } else if position.contains(.centeredVertically) {
            offset.y = frame.midY - (bounds.height + insets.top - insets.bottom) / 2
        } else if position.contains(.bottom) {
            offset.y = frame.maxY - bounds.height + insets.bottom
        }
        if position.contains(.left) {
            offset.x = frame.minX - insets.left
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - (bounds.width + insets.left - insets.right) / 2
        } else if position.contains(.right) {
            offset.x = frame.maxX - bounds.width + insets.right
        }
        // Stay within the scrollable range.
        let maxX = max(-insets.left, contentSize.width + insets.right - bounds.width)
        let maxY = max(-insets.top, contentSize.height + insets.bottom - bounds.height)
        offset.x = min(max(offset.x, -insets.left), maxX)
        offset.y = min(max(offset.y, -insets.top), maxY)
        setContentOffset(offset, animated: animated)
    }
}
