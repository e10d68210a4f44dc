import Foundation

/// Loading: sections, row counts and heights from the data source and delegate.
///
/// Heights (UIKitBehaviour #191–#193): a row whose estimate (`tableView(_:estimatedHeightForRowAt:)`,
/// else `estimatedRowHeight`) is positive starts at it and is measured when shown; with
/// estimation off (0) or left automatic, the row's height is asked at once
/// (`tableView(_:heightForRowAt:)`, else `rowHeight`), and an automatic height then self-sizes
/// when shown from a 44 pt estimate (with estimation off, automatic rows are 44 pt).
extension UITableView {
    static let _defaultRowHeight: CGFloat = 44

    func _setNeedsReload() {
        _needsReload = true
        setNeedsLayout()
    }

    func _reloadIfNeeded() {
        if _needsReload { _reloadData() }
    }

    func _reloadData() {
        _needsReload = false
        _batch = nil
        _prefetchWindow.forgetOutstanding()
        for (indexPath, cell) in _visibleCells { _endDisplaying(cell, at: indexPath) }
        _visibleCells.removeAll()
        for (key, view) in _visibleHeaders.map({ (_TableSupplementaryKey(section: $0.key, isFooter: false), $0.value) })
            + _visibleFooters.map({ (_TableSupplementaryKey(section: $0.key, isFooter: true), $0.value) })
        {
            _endDisplaying(view, key)
        }
        _visibleHeaders.removeAll()
        _visibleFooters.removeAll()
        _pendingHeaderFooterViews.removeAll()
        _geometry = _loadGeometry(keeping: nil)
        _selectedRows.removeAll { !_geometry.contains($0) }
        _updateContentSize()
        setNeedsLayout()
    }

    /// The table's layout from the data source; `keeping` gives measured heights to carry over
    /// (new index path → height), for batch updates.
    func _loadGeometry(keeping: [IndexPath: CGFloat]?) -> _TableGeometry {
        var geometry = _TableGeometry()
        geometry.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        geometry.tableFooterHeight = tableFooterView?.frame.height ?? 0
        guard let dataSource else {
            geometry.recomputeSectionTops(from: 0)
            return geometry
        }
        let sectionCount = max(dataSource.numberOfSections(in: self), 0)
        geometry.sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let rowCount = dataSource.tableView(self, numberOfRowsInSection: section)
            if rowCount < 0 {
                _programmerError(
                    "UITableView: the data source returned a negative number of rows (\(rowCount)) for section \(section)"
                )
            }
            var heights = [CGFloat](repeating: 0, count: rowCount)
            var measured = [Bool](repeating: false, count: rowCount)
            for row in 0..<rowCount {
                let indexPath = IndexPath(row: row, section: section)
                if let kept = keeping?[indexPath] {
                    heights[row] = kept
                    measured[row] = true
                } else {
                    (heights[row], measured[row]) = _initialRowHeight(at: indexPath)
                }
            }
            let header = _supplementaryHeight(_TableSupplementaryKey(section: section, isFooter: false))
            let footer = _supplementaryHeight(_TableSupplementaryKey(section: section, isFooter: true))
            geometry.sections.append(
                _TableSectionGeometry(header: header, footer: footer, rows: heights, measured: measured))
        }
        geometry.recomputeSectionTops(from: 0)
        return geometry
    }

    /// A row's starting height and whether it is final.
    func _initialRowHeight(at indexPath: IndexPath) -> (CGFloat, Bool) {
        let estimate = _checked(
            _tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight,
            "estimated height of the row at \(indexPath)", fallback: UITableView.automaticDimension)
        if estimate > 0 { return (estimate, false) }
        let height = _explicitRowHeight(at: indexPath)
        if height == UITableView.automaticDimension {
            return (UITableView._defaultRowHeight, estimate == 0)
        }
        return (height, true)
    }

    /// The delegate's (or `rowHeight`'s) height for a row, checked; may be `automaticDimension`.
    func _explicitRowHeight(at indexPath: IndexPath) -> CGFloat {
        _checked(
            _tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight,
            "height of the row at \(indexPath)", fallback: UITableView._defaultRowHeight)
    }

    /// `value` when it is a usable height (finite, not negative, or `automaticDimension`),
    /// else reported and `fallback`.
    func _checked(_ value: CGFloat, _ what: String, fallback: CGFloat) -> CGFloat {
        if value == UITableView.automaticDimension || (value.isFinite && value >= 0) { return value }
        UIView._report("UITableView: ignored the \(what): \(value) is not a valid height; using \(fallback)")
        return fallback
    }

    /// The height of a section header or footer: the delegate's, else the table's, with
    /// `automaticDimension` measured from the title (standard view) or the delegate's view.
    func _supplementaryHeight(_ key: _TableSupplementaryKey) -> CGFloat {
        let given: CGFloat
        if let delegate = _tableDelegate {
            given =
                key.isFooter
                ? delegate.tableView(self, heightForFooterInSection: key.section)
                : delegate.tableView(self, heightForHeaderInSection: key.section)
        } else {
            given = key.isFooter ? sectionFooterHeight : sectionHeaderHeight
        }
        let what = "\(key.isFooter ? "footer" : "header") height of section \(key.section)"
        let height = _checked(given, what, fallback: 0)
        guard height == UITableView.automaticDimension else { return height }
        if _title(for: key) != nil {
            let view = _standardHeaderFooterView(for: key)
            _pendingHeaderFooterViews[key] = view
            return _fittingHeight(of: view)
        }
        if let view = _delegateView(for: key) {
            _pendingHeaderFooterViews[key] = view
            return _fittingHeight(of: view)
        }
        return _style == .plain ? 0 : 18
    }

    func _title(for key: _TableSupplementaryKey) -> String? {
        key.isFooter
            ? dataSource?.tableView(self, titleForFooterInSection: key.section)
            : dataSource?.tableView(self, titleForHeaderInSection: key.section)
    }

    func _delegateView(for key: _TableSupplementaryKey) -> UIView? {
        key.isFooter
            ? _tableDelegate?.tableView(self, viewForFooterInSection: key.section)
            : _tableDelegate?.tableView(self, viewForHeaderInSection: key.section)
    }

    /// A header or footer view's height at the table's width: a list configuration's or the
    /// standard label's height, an Auto Layout fitting height, else its frame height.
    func _fittingHeight(of view: UIView) -> CGFloat {
        let width = _supplementaryWidth
        if let headerFooter = view as? UITableViewHeaderFooterView {
            if let configured = headerFooter._configurationView {
                return configured.sizeThatFits(CGSize(width: width, height: 0)).height
            }
            if let label = headerFooter._textLabel {
                let margins = headerFooter.defaultContentConfiguration().directionalLayoutMargins
                let text = label.sizeThatFits(CGSize(width: width - margins.leading - margins.trailing, height: 0))
                    .height
                return (margins.top + text + margins.bottom).rounded(.up)
            }
        }
        var hasConstraints = false
        view._visitSubtree { if !$0._installedConstraints.isEmpty { hasConstraints = true } }
        if hasConstraints {
            return view.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        return view.frame.height
    }

    /// The table's standard view for a titled header or footer.
    func _standardHeaderFooterView(for key: _TableSupplementaryKey) -> UITableViewHeaderFooterView {
        let identifier = "_UITableViewStandardHeaderFooter"
        if !_headerFooterPool.isRegistered(identifier) {
            _headerFooterPool.register(identifier) { UITableViewHeaderFooterView(reuseIdentifier: identifier) }
        }
        let view = _dequeueHeaderFooter(identifier)!
        view._tableStyle = _style
        view._isFooter = key.isFooter
        view.textLabel?.text = _title(for: key)
        view._styleTextLabel()
        return view
    }

    func _accessoryViewDidChange(old: UIView?, new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        _setNeedsReload()
    }

    func _updateContentSize() {
        let size = CGSize(width: bounds.width, height: _geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }
}
