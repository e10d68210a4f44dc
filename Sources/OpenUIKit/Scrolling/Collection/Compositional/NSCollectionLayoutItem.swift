import Foundation

/// The smallest piece of a compositional layout: one cell's size (relative to its group) and
/// insets.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size; fractional dimensions refer to the enclosing group.
    public let layoutSize: NSCollectionLayoutSize

    /// Insets applied to the item's slot: the cell gets the slot minus these (zero by default).
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }
}

/// Which side of a section (or layout) a boundary supplementary item sits on.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A supplementary view attached to an element of a compositional layout.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked for.
    public let elementKind: String

    /// The stacking order (1 by default, above the cells).
    open var zIndex = 1

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

/// A header or footer of a section: a supplementary view along one of its edges.
///
/// Only `.top` (headers) and `.bottom` (footers) are built; other alignments trap through
/// `_unimplemented` when laid out.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge the view sits on.
    public let alignment: NSRectAlignment

    /// Extra offset from the aligned position.
    public let offset: CGPoint

    /// Whether the view sticks to the visible edge while its section is on screen (false by
    /// default).
    open var pinToVisibleBounds = false

    /// Whether the section's size grows to contain the view (true by default).
    open var extendsBoundary = true

    /// A boundary item of `layoutSize` and `elementKind` on the `alignment` edge.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        offset = .zero
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// A boundary item offset by `absoluteOffset` from its aligned position.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}
