import Foundation

/// Highlighting and selection, by touch and by code.
///
/// A touch that goes down on a row highlights it (if `tableView(_:shouldHighlightRowAt:)`
/// allows); lifting it on the same row removes the highlight and selects the row, telling the
/// delegate in this order (UIKitBehaviour #194): shouldHighlight, didHighlight — finger lifts —
/// didUnhighlight, willSelect, then (single selection) willDeselect/didDeselect for the row
/// selected before, then didSelect. With multiple selection a tap on a selected row deselects
/// it (willDeselect, didDeselect). Moving the finger off the row or a cancelled touch only
/// removes the highlight. `selectRow` and `deselectRow` do not tell the delegate.
extension UITableView {
    func _touchesBegan(_ touches: Set<UITouch>) -> Bool {
        guard _trackedTouch == nil, allowsSelection || allowsMultipleSelection, let touch = touches.first else {
            return false
        }
        guard let indexPath = indexPathForRow(at: touch.location(in: self)) else { return false }
        _trackedTouch = touch
        guard _tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return true }
        _highlightedRow = indexPath
        _visibleCells[indexPath]?.setHighlighted(true, animated: false)
        _tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        return true
    }

    func _touchesMoved(_ touches: Set<UITouch>) -> Bool {
        guard let touch = _trackedTouch, touches.contains(touch) else { return false }
        if let highlighted = _highlightedRow, indexPathForRow(at: touch.location(in: self)) != highlighted {
            _unhighlight()
        }
        return true
    }

    func _touchesEnded(_ touches: Set<UITouch>) -> Bool {
        guard let touch = _trackedTouch, touches.contains(touch) else { return false }
        _trackedTouch = nil
        guard let indexPath = _highlightedRow else { return true }
        _unhighlight()
        _userTapped(indexPath)
        return true
    }

    func _touchesCancelled(_ touches: Set<UITouch>) -> Bool {
        guard let touch = _trackedTouch, touches.contains(touch) else { return false }
        _trackedTouch = nil
        _unhighlight()
        return true
    }

    func _unhighlight() {
        guard let indexPath = _highlightedRow else { return }
        _highlightedRow = nil
        _visibleCells[indexPath]?.setHighlighted(false, animated: false)
        _tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// A tap on a row: selects it (or, with multiple selection, toggles it), asking and telling the delegate.
    func _userTapped(_ indexPath: IndexPath) {
        if allowsMultipleSelection, _selectedRows.contains(indexPath) {
            _userDeselect(indexPath)
            return
        }
        guard let target = _tableDelegate?.tableView(self, willSelectRowAt: indexPath) ?? Optional(indexPath),
            _geometry.contains(target)
        else { return }
        if !allowsMultipleSelection {
            for other in _selectedRows where other != target { _userDeselect(other) }
        }
        guard !_selectedRows.contains(target) else { return }
        _setSelected(true, target, animated: false)
        _tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    func _userDeselect(_ indexPath: IndexPath) {
        guard let target = _tableDelegate?.tableView(self, willDeselectRowAt: indexPath) ?? Optional(indexPath),
            _selectedRows.contains(target)
        else { return }
        _setSelected(false, target, animated: false)
        _tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    func _setSelected(_ selected: Bool, _ indexPath: IndexPath, animated: Bool) {
        if selected {
            if !_selectedRows.contains(indexPath) { _selectedRows.append(indexPath) }
        } else {
            _selectedRows.removeAll { $0 == indexPath }
        }
        _visibleCells[indexPath]?.setSelected(selected, animated: animated)
    }

    func _selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _reloadIfNeeded()
        guard let indexPath else {
            for row in _selectedRows { _setSelected(false, row, animated: animated) }
            return
        }
        guard _geometry.contains(indexPath) else {
            _programmerError(
                "UITableView.selectRow(at:animated:scrollPosition:): row \(indexPath.row) in section \(indexPath.section) does not exist"
            )
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        if !allowsMultipleSelection {
            for other in _selectedRows where other != indexPath { _setSelected(false, other, animated: animated) }
        }
        _setSelected(true, indexPath, animated: animated)
        if scrollPosition != .none { _scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    func _deselectRow(at indexPath: IndexPath, animated: Bool) {
        _setSelected(false, indexPath, animated: animated)
    }
}
