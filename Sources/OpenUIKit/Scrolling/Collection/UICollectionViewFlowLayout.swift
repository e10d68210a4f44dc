import Foundation

/// A layout that places items in lines — rows when scrolling vertically, columns when
/// scrolling horizontally — wrapping to the next line when one is full, with optional section
/// headers and footers.
///
/// Each line is justified: its first item touches the leading section inset and its last the
/// trailing one, the leftover space shared equally between the items; a line with one item is
/// centred (UIKitBehaviour: flow layout lines). Items are centred across the line's thickness.
/// Sizes, insets and spacings come from the delegate when it adopts
/// `UICollectionViewDelegateFlowLayout`, otherwise from these properties. Setting a property
/// invalidates the layout.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size that asks cells to size themselves (`estimatedItemSize = automaticSize`).
    nonisolated public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude,
        height: CGFloat.greatestFiniteMagnitude)

    /// What section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// The edges inside the collection view's adjusted content inset (the default).
        case fromContentInset
        /// The safe area's edges.
        case fromSafeArea
        /// The layout margins' edges.
        case fromLayoutMargins
    }

    /// The smallest spacing between lines (10 by default).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }

    /// The smallest spacing between items of one line (10 by default).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }

    /// The size of every item when the delegate does not give sizes (50 × 50 by default).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }

    /// A non-zero size turns on self-sizing cells: this is the first guess of each item's size
    /// (`automaticSize`: `itemSize` is the guess), and each cell's
    /// `preferredLayoutAttributesFitting(_:)` gives the real size as it appears. Zero by default.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }

    /// The scrolling direction (`.vertical` by default).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }

    /// The header size: its height is used when scrolling vertically, its width horizontally
    /// (zero, no headers, by default).
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

    /// The footer size, used like `headerReferenceSize` (zero by default).
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

    /// The margins around each section's items (zero by default).
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }

    /// What section insets are measured from (`.fromContentInset` by default).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }

    /// Whether each section's header sticks to the top (leading edge) while the section is
    /// visible (false by default).
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// Whether each section's footer sticks to the bottom (trailing edge) while the section is
    /// visible (false by default).
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    var _sections: [_FlowSection] = []
    var _contentSize = CGSize.zero
    var _preparedBoundsSize: CGSize?
    /// Sizes that self-sizing cells asked for.
    var _preferredSizes: [IndexPath: CGSize] = [:]

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Creating layouts from archives is not supported: there are no nibs or storyboards.
    public required init?(coder: NSCoder) { _unimplemented("UICollectionViewFlowLayout.init(coder:)") }

    /// Computes every section's lines.
    open override func prepare() {
        super.prepare()
        _computeSections()
    }

    /// The size of all sections along the scrolling axis, and of the visible area (inside the
    /// content inset) across it.
    open override var collectionViewContentSize: CGSize { _contentSize }

    /// The items, headers and footers that intersect `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        _elements(in: rect)
    }

    /// The item's frame as computed by `prepare()`; nil for an item that does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _itemAttributes(at: indexPath)
    }

    /// The header (`elementKindSectionHeader`) or footer of a section; nil when its reference
    /// size is zero.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        _supplementaryAttributes(ofKind: elementKind, section: indexPath.section)
    }

    /// True when the bounds' size changes, and for every change while headers or footers pin.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != _preparedBoundsSize || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    /// True when self-sizing is on and the cell wants another size than it was given.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        estimatedItemSize != .zero && preferredAttributes.size != originalAttributes.size
    }

    override func _recordPreferredAttributes(
        _ preferred: UICollectionViewLayoutAttributes,
        original: UICollectionViewLayoutAttributes
    ) {
        guard estimatedItemSize != .zero, preferred.representedElementCategory == .cell else { return }
        _preferredSizes[preferred.indexPath] = preferred.size
    }
}

/// One computed section of a flow layout (content coordinates).
struct _FlowSection {
    var header: CGRect?
    var footer: CGRect?
    var items: [CGRect] = []
    /// The span along the scrolling axis from the header's start to the footer's end.
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// Where the items (with the section insets) end along the scrolling axis.
    var itemsEnd: CGFloat = 0
}
