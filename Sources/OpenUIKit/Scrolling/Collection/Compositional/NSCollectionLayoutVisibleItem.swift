import Foundation

/// Called at each layout pass with a section's visible items, the section's scroll offset
/// and the layout environment, to change the items (transform, alpha, …) before they show.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// An item that is visible in its section, handed to the section's
/// `visibleItemsInvalidationHandler`; the changes made to it are what the item's view shows.
///
/// - Note: Differs from UIKit: the protocol does not refine `UIDynamicItem` (UIKit Dynamics is
///   not built); it declares `center`, `bounds` and `transform` itself.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    /// The item's opacity.
    var alpha: CGFloat { get set }
    /// The item's stacking order.
    var zIndex: Int { get set }
    /// Whether the item is hidden.
    var isHidden: Bool { get set }
    /// The item's centre (in the section's unscrolled coordinates, like `frame`).
    var center: CGPoint { get set }
    /// The item's 2D transform.
    var transform: CGAffineTransform { get set }
    /// The item's 3D transform.
    var transform3D: CATransform3D { get set }
    /// A description of the element ("cell").
    var name: String { get }
    /// The item's index path.
    var indexPath: IndexPath { get }
    /// The item's frame in the layout (an orthogonal section's frames do not move as it
    /// scrolls; subtract the handler's offset for the position on screen).
    var frame: CGRect { get }
    /// The item's bounds.
    var bounds: CGRect { get }
    /// The kind of element (a cell here).
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The supplementary kind, or nil for a cell.
    var representedElementKind: String? { get }
}

/// The visible item a compositional layout hands its handlers: a copy of the item's layout
/// attributes that the layout reads back after the handler ran.
final class _CollectionLayoutVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(attributes: UICollectionViewLayoutAttributes) {
        self.attributes = attributes
        super.init()
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String { attributes.representedElementKind ?? "cell" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
