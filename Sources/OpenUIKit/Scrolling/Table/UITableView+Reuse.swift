import Foundation

/// Registration and dequeuing of cells and header/footer views.
extension UITableView {
    func _registerCell(_ cellClass: AnyClass?, _ identifier: String) {
        guard let cellClass else {
            _cellPool.register(identifier, make: nil)
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            _programmerError(
                "UITableView.register(_:forCellReuseIdentifier:): \(cellClass) is not a subclass of UITableViewCell")
        }
        _cellPool.register(identifier) { type.init(_segueReuseIdentifier: identifier) }
    }

    func _registerHeaderFooter(_ viewClass: AnyClass?, _ identifier: String) {
        guard let viewClass else {
            _headerFooterPool.register(identifier, make: nil)
            return
        }
        guard let type = viewClass as? UITableViewHeaderFooterView.Type else {
            _programmerError(
                "UITableView.register(_:forHeaderFooterViewReuseIdentifier:): \(viewClass) is not a subclass of UITableViewHeaderFooterView"
            )
        }
        _headerFooterPool.register(identifier) { type.init(_segueReuseIdentifier: identifier) }
    }

    func _dequeueCell(_ identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = _dequeueCell(identifier) else {
            _programmerError(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
                    + "for the identifier or connect a prototype cell in a storyboard")
        }
        cell.frame.size.width = _cellWidth
        return cell
    }

    func _dequeueCell(_ identifier: String) -> UITableViewCell? {
        if let cell = _reconfiguringCell, cell.reuseIdentifier == identifier {
            _reconfiguringCell = nil
            return cell
        }
        guard let (cell, reused) = _cellPool.dequeue(identifier) else { return nil }
        if reused { cell.prepareForReuse() }
        return cell
    }

    func _dequeueHeaderFooter(_ identifier: String) -> UITableViewHeaderFooterView? {
        guard let (view, reused) = _headerFooterPool.dequeue(identifier) else { return nil }
        if reused { view.prepareForReuse() }
        return view
    }

    /// How many cells wait in the reuse queues (for tests and benchmarks).
    @_spi(TableBenchmarks) public var _waitingCellCount: Int { _cellPool.waitingCount }
}
