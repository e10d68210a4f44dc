import Foundation

/// The space a compositional layout lays its sections out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// The size inside `effectiveContentInsets`.
    var effectiveContentSize: CGSize { get }
    /// Insets of the container itself (zero here).
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets that apply: the collection view's adjusted content inset.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider learns about where its section goes.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container the section is laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits (size classes, content size category, …).
    var traitCollection: UITraitCollection { get }
}

/// The environment a compositional layout passes to its section provider.
final class _CollectionLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let effectiveContentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var container: any NSCollectionLayoutContainer { self }

    init(contentSize: CGSize, insets: UIEdgeInsets, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.traitCollection = traitCollection
        effectiveContentInsets = NSDirectionalEdgeInsets(
            top: insets.top, leading: insets.left,
            bottom: insets.bottom, trailing: insets.right)
        super.init()
    }

    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing),
            height: max(0, contentSize.height - effectiveContentInsets.top - effectiveContentInsets.bottom))
    }
}

/// Settings of a compositional layout as a whole.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The scrolling direction (`.vertical` by default): with `.horizontal`, sections follow
    /// each other left to right and each repeats its group left to right.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical

    /// The space between sections (0 by default).
    open var interSectionSpacing: CGFloat = 0

    /// Layout-wide headers and footers: at the start and end of the scrolling axis (`.top`
    /// and `.bottom` in a vertical layout, `.leading` and `.trailing` in a horizontal one;
    /// other alignments trap through `_unimplemented` when laid out). Their index path is
    /// (0, 0).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// A configuration with UIKit's defaults.
    public override init() { super.init() }
}
