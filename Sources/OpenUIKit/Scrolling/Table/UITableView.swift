// Status: partial — no editing mode (delete/reorder controls, swipe actions), section index,
// drag and drop, or contentOffset compensation when rows above the screen are measured
import Foundation

/// A scroll view that shows rows in sections, asking its data source for the rows' cells and
/// its delegate for heights and about selection.
///
/// Only the rows on screen have cells: cells that scroll away are put in a reuse queue by their
/// reuse identifier and handed out again by `dequeueReusableCell(withIdentifier:for:)`. Row
/// heights are fixed (`rowHeight`, `tableView(_:heightForRowAt:)`), estimated
/// (`estimatedRowHeight`: measured when the row is shown) or self-sizing
/// (`UITableView.automaticDimension`: the cell's `systemLayoutSizeFitting`).
///
/// - Note: Differs from UIKit: `delegate` is the scroll view's property, typed
///   `UIScrollViewDelegate?` (Swift cannot narrow a stored property's type in a subclass); assign
///   a `UITableViewDelegate` to it as in UIKit, and the table uses its table methods.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    let _style: Style
    weak var _tableDelegate: (any UITableViewDelegate)?
    let _cellPool = _ReusableViewPool<UITableViewCell>()
    let _headerFooterPool = _ReusableViewPool<UITableViewHeaderFooterView>()
    var _geometry = _TableGeometry()
    var _needsReload = true
    var _visibleCells: [IndexPath: UITableViewCell] = [:]
    var _visibleHeaders: [Int: UIView] = [:]
    var _visibleFooters: [Int: UIView] = [:]
    /// Header and footer views the delegate made while their heights were computed, kept to be shown.
    var _pendingHeaderFooterViews: [_TableSupplementaryKey: UIView] = [:]
    var _selectedRows: [IndexPath] = []
    var _highlightedRow: IndexPath?
    var _trackedTouch: UITouch?
    var _batch: _TableBatch?
    var _updateDepth = 0
    var _batchCompletions: [(Bool) -> Void] = []
    /// While a batch update lays out: puts a newly shown cell where it starts its animation.
    var _entrance: ((IndexPath, UITableViewCell) -> Void)?
    /// While a batch update lays out: puts a newly shown header or footer where it starts.
    var _headerFooterEntrance: ((_TableSupplementaryKey, UIView, CGRect) -> Void)?
    /// Views leaving with a row animation, removed when it ends.
    var _disappearingViews: [ObjectIdentifier: UIView] = [:]
    var _isLayingOut = false
    /// The cell being reconfigured: dequeuing for its identifier hands it back unreset.
    var _reconfiguringCell: UITableViewCell?

    /// Creates a table of `style`.
    public init(frame: CGRect, style: Style) {
        _style = style
        super.init(frame: frame)
        _withoutAppearanceMarks { backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground }
    }

    /// Creates a `.plain` table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creating tables from archives is not supported: there are no nibs or storyboards.
    public required init?(coder: NSCoder) { _unimplemented("UITableView.init(coder:)") }

    /// The table's style, fixed at creation.
    open var style: Style { _style }

    /// Supplies the sections, rows and cells (not retained).
    open weak var dataSource: (any UITableViewDataSource)? { didSet { _setNeedsReload() } }

    /// Hears ahead of time about rows likely to be shown soon, to start loading their data
    /// (not retained); nil by default.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// Whether `prefetchDataSource` hears about rows ahead of time; true by default.
    open var isPrefetchingEnabled = true
    var _prefetchWindow = _PrefetchWindow()

    /// The scroll view delegate; a `UITableViewDelegate` also shapes and hears about the table.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            _tableDelegate = delegate as? any UITableViewDelegate
            _setNeedsReload()
        }
    }

    /// The height of rows whose delegate gives none; `automaticDimension` (self-sizing) by default.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { _setNeedsReload() } }
    /// The guessed row height for rows not yet shown; `automaticDimension` (44 pt for
    /// self-sizing rows, fixed rows are asked at once) by default; 0 turns estimation off.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { _setNeedsReload() } }
    /// The height of section headers whose delegate gives none; `automaticDimension` by default.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { _setNeedsReload() } }
    /// The height of section footers whose delegate gives none; `automaticDimension` by default.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { _setNeedsReload() } }
    /// The guessed header height; `automaticDimension` by default (Segue computes headers at once).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The guessed footer height; `automaticDimension` by default (Segue computes footers at once).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// How separators are drawn; `.singleLine` by default.
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { _setNeedsReload() } }
    /// The separators' colour; nil (the standard `.separator`) by default.
    open var separatorColor: UIColor? {
        didSet {
            _appearancePropertySet(\.separatorColor, separatorColor)
            _setNeedsReload()
        }
    }
    /// The default separator insets of the cells; left 16 by default.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet {
            _appearancePropertySet(\.separatorInset, separatorInset)
            _setNeedsReload()
        }
    }

    /// A view above the first section, as tall as its frame; nil by default.
    open var tableHeaderView: UIView? { didSet { _accessoryViewDidChange(old: oldValue, new: tableHeaderView) } }
    /// A view below the last section, as tall as its frame; nil by default.
    open var tableFooterView: UIView? { didSet { _accessoryViewDidChange(old: oldValue, new: tableFooterView) } }
    /// A view behind the table's content, sized to the table; nil by default.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let view = backgroundView { insertSubview(view, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether rows can be selected; true by default.
    open var allowsSelection = true
    /// Whether several rows can be selected at once (a tap toggles); false by default.
    open var allowsMultipleSelection = false

    // MARK: Data

    /// The number of sections (from the data source, as last loaded).
    open var numberOfSections: Int {
        _reloadIfNeeded()
        return _geometry.sections.count
    }

    /// The number of rows in `section` (as last loaded); 0 when out of range.
    open func numberOfRows(inSection section: Int) -> Int {
        _reloadIfNeeded()
        return _geometry.sections.indices.contains(section) ? _geometry.sections[section].rowCount : 0
    }

    /// Reloads every section, row, height and visible cell from the data source.
    open func reloadData() { _setNeedsReload() }

    /// Reloads the given sections (animated as a batch update).
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        _record { $0.reloadSections(sections, animation) }
    }

    /// Reloads the given rows (animated as a batch update).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _record { $0.reloadRows(indexPaths, animation) }
    }

    /// Inserts rows at the given index paths (in the numbering after the update).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _record { $0.insertRows(indexPaths, animation) }
    }

    /// Deletes the rows at the given index paths (in the numbering before the update).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _record { $0.deleteRows(indexPaths, animation) }
    }

    /// Moves a row.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _record { $0.moveRow(indexPath, newIndexPath) }
    }

    /// Moves a section (with its rows) from an old index to a new one.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        _record { $0.moveSection(section, newSection) }
    }

    /// Updates the existing cells of these rows in place: the data source is asked for their
    /// cells again, and dequeuing hands back each row's current cell without resetting it.
    ///
    /// Outside a batch update the index paths are the current ones; inside
    /// `performBatchUpdates` they are the ones before the update. Rows without a cell on screen
    /// are skipped (they are configured when they appear). Self-sizing rows are measured again.
    open func reconfigureRows(at indexPaths: [IndexPath]) { _reconfigureRows(at: indexPaths) }

    /// Inserts sections.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        _record { $0.insertSections(sections, animation) }
    }

    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        _record { $0.deleteSections(sections, animation) }
    }

    /// Runs `updates` (inserts, deletes, moves, reloads, with the data source changed to match)
    /// as one animated update; `completion` runs when the animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _beginUpdates()
        updates?()
        _endUpdates(completion: completion)
    }

    /// Starts a group of updates applied together at `endUpdates()`.
    open func beginUpdates() { _beginUpdates() }

    /// Applies the updates since `beginUpdates()` together, animated.
    open func endUpdates() { _endUpdates(completion: nil) }

    // MARK: Geometry

    /// The rectangle of `section` (header, rows and footer) in the table's coordinates.
    open func rect(forSection section: Int) -> CGRect { _rect(forSection: section) }
    /// The rectangle of the row at `indexPath`; `.zero` when out of range.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { _rectForRow(at: indexPath) }
    /// The rectangle of `section`'s header.
    open func rectForHeader(inSection section: Int) -> CGRect { _rectForHeader(section) }
    /// The rectangle of `section`'s footer.
    open func rectForFooter(inSection section: Int) -> CGRect { _rectForFooter(section) }
    /// The row at `point` (table coordinates), or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { _indexPathForRow(at: point) }
    /// The rows intersecting `rect`, or nil when none.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { _indexPathsForRows(in: rect) }
    /// The row a visible cell shows, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        _visibleCells.first { $0.value === cell }?.key
    }
    /// The visible cell of the row at `indexPath`, or nil when the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return _visibleCells[indexPath]
    }
    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return _visibleCells.sorted { $0.key < $1.key }.map(\.value)
    }
    /// The rows on screen, top to bottom (nil when none).
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return _visibleCells.isEmpty ? nil : _visibleCells.keys.sorted()
    }
    /// The visible header view of `section`, or nil.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _visibleHeaders[section] as? UITableViewHeaderFooterView
    }
    /// The visible footer view of `section`, or nil.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _visibleFooters[section] as? UITableViewHeaderFooterView
    }
    /// Scrolls so that the row is at `scrollPosition` (within the content's range).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Selection

    /// The first selected row (in selection order), or nil.
    open var indexPathForSelectedRow: IndexPath? { _selectedRows.min() }
    /// The selected rows, or nil when none.
    open var indexPathsForSelectedRows: [IndexPath]? { _selectedRows.isEmpty ? nil : _selectedRows.sorted() }
    /// Selects a row (deselecting others unless multiple selection is on) without telling the
    /// delegate; nil deselects every row. Scrolls the row to `scrollPosition`.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects a row without telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        _deselectRow(at: indexPath, animated: animated)
    }

    // MARK: Reuse

    /// Registers the cell class made for `identifier` (nil unregisters).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        _registerCell(cellClass, identifier)
    }
    /// Registers the header/footer class made for `identifier` (nil unregisters).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        _registerHeaderFooter(aClass, identifier)
    }
    /// A cell for `identifier`: a waiting one (reset with `prepareForReuse()`) or a new one of
    /// the registered class. Unregistered identifiers are a programmer error, as in UIKit.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        _dequeueCell(identifier, for: indexPath)
    }
    /// A waiting cell for `identifier` (reset), a new one when the identifier is registered, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        _dequeueCell(identifier)
    }
    /// A waiting or new header/footer view for `identifier`, or nil when it is not registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        _dequeueHeaderFooter(identifier)
    }

    // MARK: Layout and touches

    /// Places the visible cells, headers and footers, reusing cells that left the screen.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutTable()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !_touchesBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !_touchesMoved(touches) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !_touchesEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !_touchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }
}
