import Foundation

/// Batch updates: inserts, deletes, moves and reloads checked against the data source, then
/// animated together on the media clock.
///
/// The rows that stay move from their old frames to their new ones; inserted rows come in and
/// deleted rows go out by their `RowAnimation`; reloaded rows get a new cell that fades in
/// over the old one. All run for `_rowAnimationDuration` with the ease-in-ease-out curve
/// (UIKitBehaviour #195), and `performBatchUpdates`'s completion runs when they end.
extension UITableView {
    /// The duration of row animations (UIKit does not document it; 0.3 s chosen).
    static let _rowAnimationDuration: TimeInterval = 0.3

    func _record(_ change: (inout _TableBatch) -> Void) {
        _beginUpdates()
        change(&_batch!)
        _endUpdates(completion: nil)
    }

    func _beginUpdates() {
        if _updateDepth == 0 {
            _batch = _TableBatch()
            _batchCompletions = []
        }
        _updateDepth += 1
    }

    func _endUpdates(completion: ((Bool) -> Void)?) {
        guard _updateDepth > 0 else {
            UIView._report("UITableView.endUpdates(): ignored: no beginUpdates() to end")
            return
        }
        if let completion { _batchCompletions.append(completion) }
        _updateDepth -= 1
        guard _updateDepth == 0, let batch = _batch else { return }
        _batch = nil
        let completions = _batchCompletions
        _batchCompletions = []
        if _needsReload {
            // Never loaded: there is nothing on screen to update; load the new state.
            _reloadData()
            for completion in completions { completion(true) }
            return
        }
        _apply(batch) { finished in for completion in completions { completion(finished) } }
    }

    func _apply(_ batch: _TableBatch, completion: @escaping (Bool) -> Void) {
        guard let dataSource else {
            _reloadData()
            completion(true)
            return
        }
        let old = _geometry
        let oldCounts = old.sections.map(\.rowCount)
        let sectionCount = max(dataSource.numberOfSections(in: self), 0)
        let newCounts = (0..<sectionCount).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
        _validate(batch, oldCounts: oldCounts, newCounts: newCounts)
        _prefetchWindow.forgetOutstanding()
        let map = batch.rowMap(oldRowCounts: oldCounts, newRowCounts: newCounts)
        var kept: [IndexPath: CGFloat] = [:]
        for (from, to) in map
        where batch.reloadedRows[from] == nil
            && old.sections[from.section].rowMeasured[from.row]
        {
            kept[to] = old.sections[from.section].rowHeights[from.row]
        }
        _selectedRows = _selectedRows.compactMap { batch.reloadedRows[$0] == nil ? map[$0] : nil }
        let carried = _carryHeaderFooterViews(through: batch, oldCount: oldCounts.count, newCount: newCounts.count)
        _geometry = _loadGeometry(keeping: kept)
        _adoptCarriedHeaderFooterViews(carried)

        var staying: [IndexPath: UITableViewCell] = [:]
        var leaving: [(cell: UITableViewCell, indexPath: IndexPath, animation: RowAnimation)] = []
        for (indexPath, cell) in _visibleCells {
            if let to = map[indexPath], batch.reloadedRows[indexPath] == nil {
                staying[to] = cell
            } else {
                let animation =
                    batch.deletedRows[indexPath] ?? batch.reloadedRows[indexPath]
                    ?? batch.sectionAnimations[indexPath.section] ?? .automatic
                leaving.append((cell, indexPath, animation))
            }
        }
        _visibleCells = staying
        for (indexPath, cell) in staying { _prepare(cell, at: indexPath) }
        // Reconfigured rows are updated, and the self-sizing rows that stay measured again,
        // before the animation, so that new heights animate with the update (the
        // `beginUpdates()`/`endUpdates()` idiom for rows whose content changed).
        let reconfigured = batch.reconfiguredRows.compactMap { batch.reloadedRows[$0] == nil ? map[$0] : nil }
        UIView.performWithoutAnimation { _reconfigureVisibleRows(reconfigured) }
        for (indexPath, cell) in _visibleCells
        where !reconfigured.contains(indexPath)
            && _explicitRowHeight(at: indexPath) == UITableView.automaticDimension
        {
            _measure(cell, at: indexPath)
        }

        var inverse: [IndexPath: IndexPath] = [:]
        for (from, to) in map where batch.reloadedRows[from] == nil { inverse[to] = from }
        var entrances: [IndexPath: RowAnimation] = batch.insertedRows
        for (from, to) in map where batch.reloadedRows[from] != nil { entrances[to] = .fade }
        for section in batch.insertedSections {
            for row in 0..<(newCounts.indices.contains(section) ? newCounts[section] : 0) {
                entrances[IndexPath(row: row, section: section)] =
                    batch.insertedSectionAnimations[section] ?? .automatic
            }
        }
        _entrance = { [unowned self] indexPath, cell in
            let final = _rectForRow(at: indexPath)
            if let from = inverse[indexPath], old.contains(from) {
                let span = old.rowSpan(from)
                cell.frame = CGRect(x: final.minX, y: span.top, width: final.width, height: span.height)
            } else if let animation = entrances[indexPath] {
                cell.frame = UITableView._offset(final, by: animation)
                cell.alpha = UITableView._fades(animation) ? 0 : 1
            }
        }
        _headerFooterEntrance = _headerFooterEntrance(for: batch, old: old, newCount: newCounts.count)
        for entry in carried.leaving { _disappearingViews[ObjectIdentifier(entry.view)] = entry.view }
        let disappearing = leaving.filter { $0.animation != .none }
        for entry in leaving where entry.animation == .none { _endDisplaying(entry.cell, at: entry.indexPath) }
        for entry in disappearing {
            _disappearingViews[ObjectIdentifier(entry.cell)] = entry.cell
            insertSubview(entry.cell, at: backgroundView == nil ? 0 : 1)
        }
        UIView.animate(
            withDuration: UITableView._rowAnimationDuration,
            animations: {
                self._layoutTable()
                for cell in self._visibleCells.values where cell.alpha != 1 { cell.alpha = 1 }
                for entry in disappearing {
                    entry.cell.frame = UITableView._offset(entry.cell.frame, by: entry.animation)
                    if UITableView._fades(entry.animation) { entry.cell.alpha = 0 }
                }
                for entry in carried.leaving {
                    entry.view.frame = UITableView._offset(entry.view.frame, by: entry.animation)
                    if UITableView._fades(entry.animation) { entry.view.alpha = 0 }
                }
            },
            completion: { finished in
                for entry in disappearing {
                    self._disappearingViews[ObjectIdentifier(entry.cell)] = nil
                    entry.cell.alpha = 1
                    self._endDisplaying(entry.cell, at: entry.indexPath)
                }
                for entry in carried.leaving {
                    self._disappearingViews[ObjectIdentifier(entry.view)] = nil
                    entry.view.alpha = 1
                    self._endDisplaying(entry.view, entry.key)
                }
                completion(finished)
            })
        _entrance = nil
        _headerFooterEntrance = nil
    }

    /// `frame` moved out of place the way `animation` brings rows in or takes them out.
    static func _offset(_ frame: CGRect, by animation: RowAnimation) -> CGRect {
        switch animation {
        case .left: return frame.offsetBy(dx: -frame.width, dy: 0)
        case .right: return frame.offsetBy(dx: frame.width, dy: 0)
        case .top: return frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: return frame.offsetBy(dx: 0, dy: frame.height)
        case .fade, .none, .middle, .automatic: return frame
        }
    }

    /// Whether `animation` fades rows (fade, automatic, middle, top and bottom do).
    static func _fades(_ animation: RowAnimation) -> Bool {
        switch animation {
        case .left, .right, .none: return false
        case .fade, .middle, .automatic, .top, .bottom: return true
        }
    }

    /// Traps, as UIKit raises, when the data source's counts after the update do not match the
    /// counts before it plus the recorded changes.
    func _validate(_ batch: _TableBatch, oldCounts: [Int], newCounts: [Int]) {
        let expectedSections = oldCounts.count - batch.deletedSections.count + batch.insertedSections.count
        if newCounts.count != expectedSections {
            _programmerError(
                "Invalid update: invalid number of sections. The number of sections contained in the table view "
                    + "after the update (\(newCounts.count)) must be equal to the number of sections contained in the table view "
                    + "before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted "
                    + "(\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted).")
        }
        for indexPath in Array(batch.deletedRows.keys) + Array(batch.reloadedRows.keys) + batch.moves.map(\.from) {
            let count = oldCounts.indices.contains(indexPath.section) ? oldCounts[indexPath.section] : 0
            if !(0..<count).contains(indexPath.row) {
                _programmerError(
                    "Invalid update: attempt to delete row \(indexPath.row) from section \(indexPath.section) "
                        + "which only contains \(count) rows before the update")
            }
        }
        for indexPath in Array(batch.insertedRows.keys) + batch.moves.map(\.to) {
            let count = newCounts.indices.contains(indexPath.section) ? newCounts[indexPath.section] : 0
            if !(0..<count).contains(indexPath.row) {
                _programmerError(
                    "Invalid update: attempt to insert row \(indexPath.row) into section \(indexPath.section), "
                        + "but there are only \(count) rows in section \(indexPath.section) after the update")
            }
        }
        for move in batch.movedSections
        where !oldCounts.indices.contains(move.from) || !newCounts.indices.contains(move.to) {
            _programmerError(
                "Invalid update: attempt to move section \(move.from) to section \(move.to), but there are "
                    + "\(oldCounts.count) sections before the update and \(newCounts.count) after it")
        }
        let sections = batch.sectionMap(oldCount: oldCounts.count, newCount: newCounts.count)
        for (old, new) in sections.sorted(by: { $0.key < $1.key }) where !batch.reloadedSections.contains(old) {
            let deleted = batch.deletedRows.keys.filter { $0.section == old }.count
            let inserted = batch.insertedRows.keys.filter { $0.section == new }.count
            let movedOut = batch.moves.filter { $0.from.section == old && $0.to.section != new }.count
            let movedIn = batch.moves.filter { $0.to.section == new && $0.from.section != old }.count
            let expected = oldCounts[old] - deleted + inserted - movedOut + movedIn
            if newCounts[new] != expected {
                _programmerError(
                    "Invalid update: invalid number of rows in section \(new). The number of rows contained in an "
                        + "existing section after the update (\(newCounts[new])) must be equal to the number of rows contained in "
                        + "that section before the update (\(oldCounts[old])), plus or minus the number of rows inserted or deleted "
                        + "from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved "
                        + "into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
        }
    }
}
