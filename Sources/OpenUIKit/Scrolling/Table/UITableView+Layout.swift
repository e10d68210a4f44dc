import Foundation

/// Showing the rows on screen: cells made or reused for the rows in view, cells that left the
/// view put back in the reuse queue, headers and footers (floating in the plain style).
extension UITableView {
    /// The horizontal inset of rows, headers and footers: 20 pt in `.insetGrouped` (chosen), else 0.
    var _sideInset: CGFloat { _style == .insetGrouped ? 20 : 0 }
    var _cellWidth: CGFloat { max(bounds.width - 2 * _sideInset, 0) }
    var _supplementaryWidth: CGFloat { _cellWidth }

    func _layoutTable() {
        guard !_isLayingOut else { return }
        _isLayingOut = true
        defer { _isLayingOut = false }
        _reloadIfNeeded()
        backgroundView?.frame = bounds
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: _geometry.tableHeaderHeight)
        let visible = bounds
        // Cells whose rows left the view go back to the queue first, so the new rows reuse them.
        for (indexPath, cell) in _visibleCells {
            let span = _geometry.contains(indexPath) ? _geometry.rowSpan(indexPath) : (top: -1, height: 0)
            if span.top >= visible.maxY || span.top + span.height <= visible.minY {
                _visibleCells[indexPath] = nil
                _endDisplaying(cell, at: indexPath)
            }
        }
        var shown: [IndexPath: UITableViewCell] = [:]
        var newlyShown: [(IndexPath, UITableViewCell)] = []
        var next = _geometry.firstRow(below: visible.minY)
        while let indexPath = next, _geometry.rowSpan(indexPath).top < visible.maxY {
            let isNew = _visibleCells[indexPath] == nil
            let cell = _cell(at: indexPath)
            if isNew, let entrance = _entrance {
                UIView.performWithoutAnimation {
                    if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
                    entrance(indexPath, cell)
                }
            }
            _place(cell, at: indexPath)
            shown[indexPath] = cell
            if isNew { newlyShown.append((indexPath, cell)) }
            next = _geometry.row(after: indexPath)
        }
        for (indexPath, cell) in _visibleCells where shown[indexPath] !== cell {
            _endDisplaying(cell, at: indexPath)
        }
        _visibleCells = shown
        for (indexPath, cell) in newlyShown {
            _tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        _layoutSupplementaryViews(in: visible)
        _updateContentSize()
        tableFooterView?.frame = CGRect(
            x: 0, y: _geometry.contentHeight - _geometry.tableFooterHeight,
            width: bounds.width, height: _geometry.tableFooterHeight)
        _updatePrefetching()
    }

    /// The cell for a row about to be shown: the one on screen, or a new one from the data
    /// source (measured first if its height is an estimate).
    func _cell(at indexPath: IndexPath) -> UITableViewCell {
        if let cell = _visibleCells[indexPath] { return cell }
        guard let dataSource else { _programmerError("UITableView: rows without a data source") }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        _prepare(cell, at: indexPath)
        if !_geometry.sections[indexPath.section].rowMeasured[indexPath.row] { _measure(cell, at: indexPath) }
        return cell
    }

    /// Sets a new cell's table-owned state: separator, selection.
    func _prepare(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let section = _geometry.sections[indexPath.section]
        cell._showsSeparator = separatorStyle != .none && indexPath.row + 1 < section.rowCount
        cell._separatorColor = separatorColor
        if cell.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
            // The table's inset is not the app's setting on the cell (a proxy may still set it).
            cell._withoutAppearanceMarks { cell.separatorInset = separatorInset }
        }
        if let given = cell._defaultBackground, cell.backgroundColor === given {
            // A grouped table's cells stand on the grouped background (UIKitBehaviour #461).
            let background: UIColor = _style == .plain ? .systemBackground : .secondarySystemGroupedBackground
            cell._defaultBackground = background
            cell._withoutAppearanceMarks { cell.backgroundColor = background }
        }
        cell.setSelected(_selectedRows.contains(indexPath), animated: false)
        cell.setHighlighted(_highlightedRow == indexPath, animated: false)
        _styleCorners(cell, at: indexPath)
    }

    /// Rounds the first and last cells of a section in `.insetGrouped`.
    func _styleCorners(_ cell: UITableViewCell, at indexPath: IndexPath) {
        guard _style == .insetGrouped else { return }
        let count = _geometry.sections[indexPath.section].rowCount
        var corners: CACornerMask = []
        if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if indexPath.row == count - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
        cell.layer.maskedCorners = corners
        cell.clipsToBounds = !corners.isEmpty
    }

    /// Replaces a row's estimate by its real height: the delegate's or `rowHeight`, or the
    /// cell's fitting height when that is `automaticDimension`.
    func _measure(_ cell: UITableViewCell, at indexPath: IndexPath) {
        var height = _explicitRowHeight(at: indexPath)
        if height == UITableView.automaticDimension {
            height =
                cell.systemLayoutSizeFitting(
                    CGSize(width: _cellWidth, height: UIView.layoutFittingCompressedSize.height),
                    withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height
            height = _checked(
                height, "self-sized height of the row at \(indexPath)", fallback: UITableView._defaultRowHeight)
        }
        _geometry.setHeight(height, of: indexPath)
    }

    /// Puts a cell at its row's frame (and into the table).
    func _place(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let span = _geometry.rowSpan(indexPath)
        let frame = CGRect(x: _sideInset, y: span.top, width: _cellWidth, height: span.height)
        if cell.frame != frame { cell.frame = frame }
        if cell.superview !== self {
            insertSubview(cell, at: backgroundView == nil ? 0 : 1)
        }
        if cell.isHidden { cell.isHidden = false }
    }

    /// Takes a cell off screen: removed, the delegate told, queued for reuse.
    func _endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        _recycle(cell)
        _tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Removes a cell and queues it for reuse under its identifier (if it has one).
    func _recycle(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { _cellPool.enqueue(cell, identifier: identifier) }
    }

    // MARK: Headers and footers

    func _layoutSupplementaryViews(in visible: CGRect) {
        var shownHeaders: [Int: UIView] = [:]
        var shownFooters: [Int: UIView] = [:]
        if let first = _geometry.section(at: visible.minY) {
            var section = first
            while section < _geometry.sections.count, _geometry.sections[section].top < visible.maxY {
                for isFooter in [false, true] {
                    let key = _TableSupplementaryKey(section: section, isFooter: isFooter)
                    let frame = _supplementaryFrame(key, visible: visible)
                    guard frame.height > 0, frame.intersects(visible) else { continue }
                    let existing = isFooter ? _visibleFooters[section] : _visibleHeaders[section]
                    guard let view = existing ?? _makeSupplementaryView(key) else { continue }
                    if existing == nil, let entrance = _headerFooterEntrance {
                        // A header or footer that appears with a batch update animates in.
                        UIView.performWithoutAnimation {
                            if view.superview !== self { addSubview(view) }
                            entrance(key, view, frame)
                        }
                        view.alpha = 1
                    }
                    if view.frame != frame { view.frame = frame }
                    if view.superview !== self { addSubview(view) }
                    if isFooter { shownFooters[section] = view } else { shownHeaders[section] = view }
                    if existing == nil { _willDisplay(view, key) }
                }
                section += 1
            }
        }
        for (section, view) in _visibleHeaders where shownHeaders[section] !== view {
            _endDisplaying(view, _TableSupplementaryKey(section: section, isFooter: false))
        }
        for (section, view) in _visibleFooters where shownFooters[section] !== view {
            _endDisplaying(view, _TableSupplementaryKey(section: section, isFooter: true))
        }
        _visibleHeaders = shownHeaders
        _visibleFooters = shownFooters
        if _style == .plain { _raiseToFront(shownHeaders.sorted { $0.key < $1.key }.map(\.value)) }
    }

    /// A header's or footer's frame; plain headers float at the top of the visible area while
    /// their section's rows are under it.
    func _supplementaryFrame(_ key: _TableSupplementaryKey, visible: CGRect) -> CGRect {
        let section = _geometry.sections[key.section]
        if key.isFooter {
            return CGRect(
                x: _sideInset, y: section.rowsTop + section.rowsHeight, width: _cellWidth, height: section.footerHeight)
        }
        var y = section.top
        if _style == .plain {
            let pinned = visible.minY + adjustedContentInset.top
            y = max(section.top, min(pinned, section.rowsTop + section.rowsHeight - section.headerHeight))
        }
        return CGRect(x: _sideInset, y: y, width: _cellWidth, height: section.headerHeight)
    }

    func _makeSupplementaryView(_ key: _TableSupplementaryKey) -> UIView? {
        if let pending = _pendingHeaderFooterViews.removeValue(forKey: key) { return pending }
        if let view = _delegateView(for: key) { return view }
        if _title(for: key) != nil { return _standardHeaderFooterView(for: key) }
        return nil
    }

    func _willDisplay(_ view: UIView, _ key: _TableSupplementaryKey) {
        if key.isFooter {
            _tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: key.section)
        } else {
            _tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: key.section)
        }
    }

    func _endDisplaying(_ view: UIView, _ key: _TableSupplementaryKey) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            _headerFooterPool.enqueue(reusable, identifier: identifier)
        }
        if key.isFooter {
            _tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
        } else {
            _tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
        }
    }
}
