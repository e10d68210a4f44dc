import Foundation

// Status: partial — vertical and horizontal scrolling, orthogonal sections (all behaviours,
// visible-items handlers), section and layout boundary headers/footers along the scrolling
// axis, nested groups, fixed and flexible spacing and estimated (self-sizing) dimensions; no
// contentInsetsReference, decoration items, item supplementary items or list configurations.

/// Makes a compositional layout's section for each section index.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout built from items, groups and sections: each section repeats its group until all
/// its items are placed; sections stack along the scrolling axis.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let _sectionProvider: UICollectionViewCompositionalLayoutSectionProvider

    /// The layout-wide settings; setting them invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    var _sections: [_CompositionalSection] = []
    var _contentSize = CGSize.zero
    var _preparedBoundsSize: CGSize?
    /// Sizes that self-sizing cells and supplementary views asked for.
    var _preferredSizes: [_ElementKey: CGSize] = [:]
    /// The configuration's boundary items (headers and footers of the whole layout).
    var _globalSupplementaries: [_CompositionalSupplementary] = []
    /// The environment the sections were last made in (handed to visible-items handlers).
    var _environment: _CollectionLayoutEnvironment?
    /// Cells' attributes as their section's visible-items handler last left them.
    var _visibleItemAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    /// The scroll view of each orthogonal section, by section index.
    var _orthogonalScrollers: [Int: _OrthogonalScrollView] = [:]

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        _sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        _sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Creating layouts from archives is not supported: there are no nibs or storyboards.
    public required init?(coder: NSCoder) { _unimplemented("UICollectionViewCompositionalLayout.init(coder:)") }

    /// Lays out every section.
    open override func prepare() {
        super.prepare()
        _computeSections()
    }

    /// The length of all sections along the scrolling axis, and the size inside the content
    /// inset across it.
    open override var collectionViewContentSize: CGSize { _contentSize }

    /// The cells and boundary supplementary views that intersect `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        _elements(in: rect)
    }

    /// The cell's attributes; nil for an item that does not exist. An orthogonal section's
    /// items report their place as laid out (it does not move as the section scrolls).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _itemAttributes(at: indexPath)
    }

    /// A boundary supplementary view's attributes.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        _supplementaryAttributes(ofKind: elementKind, section: indexPath.section)
    }

    /// True when the bounds' width or height changes (pinned items follow the offset anyway).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != _preparedBoundsSize
    }

    /// True when an estimated element wants another size than it was given.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        !originalAttributes._selfSizingAxes.isEmpty && preferredAttributes.size != originalAttributes.size
    }

    override func _willShowElements(in rect: CGRect) { _prepareToShowElements(in: rect) }

    override func _hostView(for attributes: UICollectionViewLayoutAttributes) -> UIView? {
        _orthogonalScroller(for: attributes)
    }

    override func _visibleFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect {
        _orthogonalVisibleFrame(of: attributes)
    }

    override func _recordPreferredAttributes(
        _ preferred: UICollectionViewLayoutAttributes,
        original: UICollectionViewLayoutAttributes
    ) {
        guard !original._selfSizingAxes.isEmpty else { return }
        _preferredSizes[_ElementKey(original)] = preferred.size
    }
}
