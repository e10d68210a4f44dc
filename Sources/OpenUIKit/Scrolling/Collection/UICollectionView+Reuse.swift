import Foundation

/// Registration and dequeueing: the reuse queues behind `register` and `dequeue…`.
extension UICollectionView {
    func _registerCell(_ cellClass: AnyClass?, identifier: String) {
        guard let cellClass else {
            _cellPool.register(identifier, make: nil)
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            _programmerError(
                "UICollectionView.register(_:forCellWithReuseIdentifier:): \(cellClass) is not a subclass of UICollectionViewCell"
            )
        }
        _cellPool.register(identifier) { type.init(_segueFactory: ()) }
    }

    func _registerSupplementary(_ viewClass: AnyClass?, kind: String, identifier: String) {
        let key = Self._supplementaryPoolKey(kind: kind, identifier: identifier)
        guard let viewClass else {
            _supplementaryPool.register(key, make: nil)
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            _programmerError(
                "UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:): \(viewClass) is not a subclass of UICollectionReusableView"
            )
        }
        _supplementaryPool.register(key) { type.init(_segueFactory: ()) }
    }

    static func _supplementaryPoolKey(kind: String, identifier: String) -> String { kind + "\u{1F}" + identifier }

    func _dequeueCell(identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = _reconfiguringCell, cell._reuseIdentifier == identifier {
            _reconfiguringCell = nil
            return cell
        }
        guard let (cell, reused) = _cellPool.dequeue(identifier) else {
            _programmerError(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        cell._reuseIdentifier = identifier
        if reused { cell.prepareForReuse() }
        if _layout._isPrepared, let attributes = _layout.layoutAttributesForItem(at: indexPath) {
            _apply(attributes, to: cell)
        }
        return cell
    }

    func _dequeueSupplementary(kind: String, identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        let key = Self._supplementaryPoolKey(kind: kind, identifier: identifier)
        guard let (view, reused) = _supplementaryPool.dequeue(key) else {
            _programmerError(
                "could not dequeue a view of kind: \(kind) with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        view._reuseIdentifier = identifier
        if reused { view.prepareForReuse() }
        if _layout._isPrepared,
            let attributes = _layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        {
            _apply(attributes, to: view)
        }
        return view
    }

    /// Takes a view off screen and puts it in its reuse queue.
    func _enqueue(_ view: UICollectionReusableView, supplementaryKind kind: String?) {
        view.removeFromSuperview()
        guard let identifier = view._reuseIdentifier else { return }
        if let cell = view as? UICollectionViewCell, kind == nil {
            _cellPool.enqueue(cell, identifier: identifier)
        } else if let kind {
            _supplementaryPool.enqueue(view, identifier: Self._supplementaryPoolKey(kind: kind, identifier: identifier))
        }
    }

    /// How many views wait in the reuse queues (cells and supplementary views).
    var _waitingReusableViewCount: Int { _cellPool.waitingCount + _supplementaryPool.waitingCount }
}
