import Foundation

// Status: partial — vertical scrolling with boundary headers/footers, nested groups, fixed and
// flexible spacing and estimated (self-sizing) dimensions; no orthogonal sections, horizontal
// scrolling, decoration items, item supplementary items or list configurations.

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
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
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

    /// The height of all sections and the width inside the content inset.
    open override var collectionViewContentSize: CGSize { _contentSize }

    /// The cells and boundary supplementary views that intersect `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        _elements(in: rect)
    }

    /// The cell's attributes; nil for an item that does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _itemAttributes(at: indexPath)
    }

    /// A boundary supplementary view's attributes.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _supplementaryAttributes(ofKind: elementKind, section: indexPath.section)
    }

    /// True when the bounds' width or height changes (pinned items follow the offset anyway).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != _preparedBoundsSize
    }

    /// True when an estimated element wants another size than it was given.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        !originalAttributes._selfSizingAxes.isEmpty && preferredAttributes.size != originalAttributes.size
    }

    override func _recordPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes,
                                             original: UICollectionViewLayoutAttributes) {
        guard !original._selfSizingAxes.isEmpty else { return }
        _preferredSizes[_ElementKey(original)] = preferred.size
    }
}
