import Foundation

// Status: partial — no drag and drop, cell prefetching (data prefetching only), focus, nibs,
// decoration views, interactive movement or layout transitions; scrollToItem(animated: true)
// scrolls without animating.

/// A scrolling view that shows items in sections, placed by a layout object and drawn by
/// reusable cells that a data source provides.
///
/// Only the elements inside the visible bounds have views; views that scroll out go back to a
/// reuse queue and come out again (after `prepareForReuse()`) when the data source dequeues.
///
/// - Note: Differs from UIKit: `delegate` keeps UIScrollView's type
///   (`(any UIScrollViewDelegate)?`); the collection view uses it as a
///   `UICollectionViewDelegate` when it is one. Swift cannot narrow an overridden property's
///   type, as Objective-C's redeclaration does.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    var _layout: UICollectionViewLayout
    var _cellPool = _ReusableViewPool<UICollectionViewCell>()
    var _supplementaryPool = _ReusableViewPool<UICollectionReusableView>()
    /// The number of items in each section, as last read from the data source (nil: read again).
    var _itemCounts: [Int]?
    var _visibleCells: [IndexPath: UICollectionViewCell] = [:]
    var _visibleSupplementaries: [_SupplementaryKey: UICollectionReusableView] = [:]
    /// Views animating out after a batch update; they go back to the queue when done.
    var _disappearingViews: [UICollectionReusableView] = []
    var _selectedIndexPaths: Set<IndexPath> = []
    var _highlightedIndexPath: IndexPath?
    var _trackedTouch: (touch: UITouch, indexPath: IndexPath)?
    var _lastLayoutBounds: CGRect?
    var _batch: _BatchUpdate?
    var _batchDepth = 0
    var _registrationIdentifiers: [ObjectIdentifier: String] = [:]
    /// The cell being reconfigured: dequeuing for its identifier hands it back unreset.
    var _reconfiguringCell: UICollectionViewCell?
    /// The data source's cell being dequeued for (to check `cellForItemAt` used dequeue).
    var _isLayingOut = false

    /// Creates a collection view whose elements `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        _layout = layout
        super.init(frame: frame)
        _attach(layout)
    }

    /// Creating views from archives is not supported: there are no nibs or storyboards.
    public required init?(coder: NSCoder) { _unimplemented("UICollectionView.init(coder:)") }

    /// The object that provides the number of items and their cells (not retained).
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { _dataSourceDidChange() }
    }

    /// Hears ahead of time about items likely to be shown soon, to start loading their data
    /// (not retained); nil by default.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

    /// Whether `prefetchDataSource` hears about items ahead of time; true by default.
    ///
    /// - Note: Differs from UIKit: cells are still made only when they come on screen (UIKit
    ///   also makes cells ahead of time while this is true); the property only switches data
    ///   prefetching.
    open var isPrefetchingEnabled = true
    var _prefetchWindow = _PrefetchWindow()

    /// The layout that places the elements; setting it lays out again without animation.
    open var collectionViewLayout: UICollectionViewLayout {
        get { _layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// The view behind all the content, sized to the collection view (nil by default).
    open var backgroundView: UIView? {
        didSet { _backgroundViewDidChange(from: oldValue) }
    }

    /// Whether a tap selects an item (true by default).
    open var allowsSelection = true

    /// Whether several items can be selected at once (false by default).
    open var allowsMultipleSelection = false

    // MARK: Layout

    /// Replaces the layout; with `animated`, the elements move to their new places on the
    /// media clock.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        _setLayout(layout, animated: animated, completion: nil)
    }

    /// ``setCollectionViewLayout(_:animated:)``, calling `completion` when the change is done.
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool,
        completion: ((Bool) -> Void)?
    ) {
        _setLayout(layout, animated: animated, completion: completion)
    }

    /// Lays out the visible elements: prepares the layout if needed, creates the views that
    /// came into the visible bounds and puts those that left back in the reuse queues.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutVisibleElements()
    }

    // MARK: Data

    /// The number of sections (from the data source; 1 when it does not say).
    open var numberOfSections: Int { _loadedItemCounts().count }

    /// The number of items in `section`; 0 (and reported) for a section that does not exist.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = _loadedItemCounts()
        guard counts.indices.contains(section) else {
            UIView._report(
                "UICollectionView.numberOfItems(inSection:): section \(section) does not exist (\(counts.count) sections)"
            )
            return 0
        }
        return counts[section]
    }

    /// Throws away every cell and reads all the data again at the next layout pass.
    open func reloadData() { _reloadData() }

    // MARK: Registration and dequeueing

    /// Registers the cell class to make for `identifier` (nil unregisters).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        _registerCell(cellClass, identifier: identifier)
    }

    /// Registers the view class to make for supplementary views of `elementKind` with
    /// `identifier` (nil unregisters).
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        _registerSupplementary(viewClass, kind: elementKind, identifier: identifier)
    }

    /// A cell for `indexPath`: a reused one (after `prepareForReuse()`) or a new one of the
    /// registered class. Traps when nothing is registered for `identifier`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        _dequeueCell(identifier: identifier, for: indexPath)
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or new. Traps when nothing
    /// is registered.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) -> UICollectionReusableView {
        _dequeueSupplementary(kind: elementKind, identifier: identifier, for: indexPath)
    }

    // MARK: Selection

    /// The selected items' index paths, in index-path order (empty array, not nil, when none).
    open var indexPathsForSelectedItems: [IndexPath]? { _selectedIndexPaths.sorted() }

    /// Selects an item (no delegate calls), scrolling it to `scrollPosition`; nil deselects all.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        _selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects an item (no delegate calls).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        _deselectItem(at: indexPath, animated: animated)
    }

    // MARK: Geometry and visible elements

    /// The layout's attributes for the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _preparedLayout().layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        _preparedLayout().layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item whose frame contains `point` (content coordinates), or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { _indexPathForItem(at: point) }

    /// The index path of a visible `cell`, or nil.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        _visibleCells.first { $0.value === cell }?.key
    }

    /// The visible cell at `indexPath`, or nil when that item has no cell on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { _visibleCells[indexPath] }

    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] { _visibleCells.sorted { $0.key < $1.key }.map(\.value) }

    /// The index paths of the items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] { _visibleCells.keys.sorted() }

    /// The visible supplementary view of `elementKind` at `indexPath`, or nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        _visibleSupplementaries[_SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The visible supplementary views of `elementKind`, in index-path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        _visibleSupplementaries.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }
            .map(\.value)
    }

    /// The index paths of the visible supplementary views of `elementKind`, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        _visibleSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// Scrolls so that the item at `indexPath` sits at `scrollPosition`.
    ///
    /// - Note: Differs from UIKit: `animated: true` scrolls at once (no scrolling animation yet).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool)
    {
        _scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Updates

    /// Runs `updates` (inserts, deletes, moves, reloads) as one change, checks it against the
    /// data source's new counts, and animates the elements to the new layout on the media clock.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _performBatchUpdates(updates, completion: completion)
    }

    /// Inserts items at these (new) index paths, animated.
    open func insertItems(at indexPaths: [IndexPath]) { _record { $0.insertedItems += indexPaths } }

    /// Deletes the items at these (old) index paths, animated.
    open func deleteItems(at indexPaths: [IndexPath]) { _record { $0.deletedItems += indexPaths } }

    /// Reloads the items at these (old) index paths: new cells replace the old ones.
    open func reloadItems(at indexPaths: [IndexPath]) { _record { $0.reloadedItems += indexPaths } }

    /// Moves an item from an old index path to a new one, animated.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections at these (new) indexes, animated.
    open func insertSections(_ sections: IndexSet) { _record { $0.insertedSections.formUnion(sections) } }

    /// Deletes the sections at these (old) indexes, animated.
    open func deleteSections(_ sections: IndexSet) { _record { $0.deletedSections.formUnion(sections) } }

    /// Reloads every item of these sections.
    open func reloadSections(_ sections: IndexSet) { _record { $0.reloadedSections.formUnion(sections) } }

    /// Moves a section from an old index to a new one, animated.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        _record { $0.movedSections.append((section, newSection)) }
    }

    /// Updates the existing cells of these items in place: the data source is asked for their
    /// cells again, and dequeuing hands back each item's current cell without resetting it.
    ///
    /// Outside a batch update the index paths are the current ones; inside
    /// `performBatchUpdates` they are the ones before the update. Items without a cell on
    /// screen are skipped (they are configured when they appear). Self-sizing cells are
    /// measured again.
    open func reconfigureItems(at indexPaths: [IndexPath]) { _reconfigureItems(at: indexPaths) }

    // MARK: Touches (highlight and selection)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        _touchesBegan(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        _touchesMoved(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        _touchesEnded(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        _touchesCancelled(touches)
    }
}

/// Identifies a supplementary view: its kind and index path.
struct _SupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
}
