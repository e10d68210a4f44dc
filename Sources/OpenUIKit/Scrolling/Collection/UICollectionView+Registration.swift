import Foundation

extension UICollectionView {
    /// A cell class with the code that configures it for an item: the modern alternative to
    /// registering a class under an identifier.
    ///
    /// Create registrations once (for example as properties), not inside `cellForItemAt`.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures `cell` for `item` at `indexPath`.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler
        let reuseIdentifier: String

        /// A registration that makes cells of class `Cell` and configures them with `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = _RegistrationIdentifiers.next(for: "\(Cell.self)")
        }
    }

    /// A supplementary view class, its kind and the code that configures it.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures `supplementaryView` of `elementKind` at `indexPath`.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath)
            -> Void

        let handler: Handler
        let elementKind: String
        let reuseIdentifier: String

        /// A registration for supplementary views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = _RegistrationIdentifiers.next(for: "\(Supplementary.self)")
        }
    }

    /// A cell from `registration` (reused or new), configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>,
        for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let identifier = registration.reuseIdentifier
        if !_cellPool.isRegistered(identifier) {
            _cellPool.register(identifier) { Cell(_segueFactory: ()) }
        }
        guard let cell = _dequeueCell(identifier: identifier, for: indexPath) as? Cell else {
            _programmerError("UICollectionView.dequeueConfiguredReusableCell: the reused cell is not a \(Cell.self)")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view from `registration` (reused or new), configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>,
        for indexPath: IndexPath
    ) -> Supplementary {
        let key = Self._supplementaryPoolKey(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if !_supplementaryPool.isRegistered(key) {
            _supplementaryPool.register(key) { Supplementary(_segueFactory: ()) }
        }
        let view = _dequeueSupplementary(
            kind: registration.elementKind, identifier: registration.reuseIdentifier, for: indexPath)
        guard let typed = view as? Supplementary else {
            _programmerError(
                "UICollectionView.dequeueConfiguredReusableSupplementary: the reused view is not a \(Supplementary.self)"
            )
        }
        registration.handler(typed, registration.elementKind, indexPath)
        return typed
    }
}

/// Unique reuse identifiers for registrations (deterministic: a counter, not a UUID).
@MainActor
enum _RegistrationIdentifiers {
    private static var counter = 0

    static func next(for typeName: String) -> String {
        counter += 1
        return "_SegueRegistration.\(counter).\(typeName)"
    }
}
