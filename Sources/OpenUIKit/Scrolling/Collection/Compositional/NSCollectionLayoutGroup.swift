import Foundation

/// A container of items (or groups) laid along one axis; a section repeats its group until
/// every item of the section has a place.
///
/// With `subitems:` the group repeats its subitems in turn for as long as they fit; with
/// `subitem:count:` it holds exactly `count` subitems sized to share its length equally.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum _Axis { case horizontal, vertical }
    let _axis: _Axis
    let _count: Int?

    /// The items (or groups) inside.
    public let subitems: [NSCollectionLayoutItem]

    /// The space between subitems (nil, no space, by default).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, axis: _Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        _axis = axis
        _count = count
        self.subitems = subitems
        super.init(layoutSize: layoutSize)
    }

    /// A group laying `subitems` left to right, repeating them while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        _make(layoutSize, .horizontal, subitems, nil)
    }

    /// A group of exactly `count` copies of `subitem`, left to right, sharing the width.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        _make(layoutSize, .horizontal, [subitem], count)
    }

    /// A group repeating `repeatingSubitem` left to right, `count` times (sharing the width).
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
        count: Int
    ) -> NSCollectionLayoutGroup {
        _make(layoutSize, .horizontal, [subitem], count)
    }

    /// A group laying `subitems` top to bottom, repeating them while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        _make(layoutSize, .vertical, subitems, nil)
    }

    /// A group of exactly `count` copies of `subitem`, top to bottom, sharing the height.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        _make(layoutSize, .vertical, [subitem], count)
    }

    /// A group repeating `repeatingSubitem` top to bottom, `count` times (sharing the height).
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
        count: Int
    ) -> NSCollectionLayoutGroup {
        _make(layoutSize, .vertical, [subitem], count)
    }

    private static func _make(
        _ size: NSCollectionLayoutSize, _ axis: _Axis, _ subitems: [NSCollectionLayoutItem],
        _ count: Int?
    ) -> NSCollectionLayoutGroup {
        if subitems.isEmpty { _programmerError("NSCollectionLayoutGroup: a group needs at least one subitem") }
        if let count, count < 1 { _programmerError("NSCollectionLayoutGroup: count must be at least 1, not \(count)") }
        return NSCollectionLayoutGroup(layoutSize: size, axis: axis, subitems: subitems, count: count)
    }
}

/// How a section scrolls across the layout's scrolling axis.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section scrolls with the layout (its groups follow the layout's axis).
    case none
    /// Free scrolling with momentum.
    case continuous
    /// Momentum, coming to rest with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// One page (the section's visible width) per swipe.
    case paging
    /// One group per swipe, its leading edge at the section's leading inset.
    case groupPaging
    /// One group per swipe, centred in the section.
    case groupPagingCentered
}

/// One section of a compositional layout: a group repeated for all the section's items, with
/// insets, spacing between groups and boundary supplementary items (headers, footers).
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    let _group: NSCollectionLayoutGroup

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        _group = group
        super.init()
    }

    /// Insets around the section's groups (zero by default).
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// The space between consecutive groups (0 by default).
    open var interGroupSpacing: CGFloat = 0

    /// Headers and footers of the section.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Whether boundary supplementary items are inset like the groups (true by default).
    open var supplementariesFollowContentInsets = true

    /// Scrolling across the layout's axis (`.none` by default). Any other behaviour lays the
    /// groups out across the axis in a scroll view of their own, which snaps as the
    /// behaviour says when the finger lifts.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

    /// Called at each layout pass with the section's visible items, to change their
    /// transform, alpha, z-index… as the section scrolls (nil by default).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
}
