import Foundation

/// Decides where a collection view's cells, supplementary views and decoration views go.
///
/// The abstract base: subclasses (`UICollectionViewFlowLayout`, `UICollectionViewCompositionalLayout`
/// or your own) compute attributes in `prepare()` and answer the queries below. The collection
/// view calls `prepare()` before its first layout pass and again after every invalidation.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    weak var _collectionView: UICollectionView?
    /// Whether `prepare()` ran since the last invalidation.
    var _isPrepared = false
    /// Whether `invalidateLayout()` ran since the collection view's last layout pass: that pass
    /// then measures the self-sizing views already on screen again.
    var _remeasuresVisibleViews = false

    /// Creates a layout that is not yet attached to a collection view.
    public override init() { super.init() }

    /// Creating layouts from archives is not supported: there are no nibs or storyboards.
    public required init?(coder: NSCoder) { _unimplemented("UICollectionViewLayout.init(coder:)") }

    /// The collection view that uses this layout (nil until one does).
    open var collectionView: UICollectionView? { _collectionView }

    /// Computes the layout; called before the first query and after every invalidation.
    open func prepare() {}

    /// The size of all the content (becomes the collection view's `contentSize`); zero here.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that intersects `rect` (content coordinates); nil here.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; nil here.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; nil here.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`; nil here.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout;
    /// false here.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a view's preferred attributes (self-sizing) need a new layout; false here.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    /// Marks the layout as out of date: `prepare()` runs again at the collection view's next
    /// layout pass, which also asks the self-sizing views on screen for their preferred
    /// attributes again (their content may have changed).
    open func invalidateLayout() {
        _isPrepared = false
        _remeasuresVisibleViews = true
        _collectionView?.setNeedsLayout()
    }

    /// The content offset to stop at, given the proposed one; the proposal here.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Tells the layout which updates a batch is about to animate (after the new layout is
    /// prepared, before initial/final attributes are asked for).
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// The batch update's animations have been set up.
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted item starts its appearance animation; nil here, which makes the
    /// collection view fade the item in at its final place.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where a deleted item ends its disappearance animation; nil here, which makes the
    /// collection view fade the item out where it was.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where an inserted supplementary view starts; nil here (a fade in).
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a removed supplementary view ends; nil here (a fade out).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Internal hooks

    /// A view sized itself (`preferredLayoutAttributesFitting`) differently from `original`;
    /// self-sizing layouts remember the size. Called before `shouldInvalidateLayout(forPreferred…)`.
    func _recordPreferredAttributes(
        _ preferred: UICollectionViewLayoutAttributes,
        original: UICollectionViewLayoutAttributes
    ) {}

    /// The collection view is about to show the elements in `rect` (each layout pass, after
    /// preparing): the compositional layout places its orthogonal scroll views here and runs
    /// visible-items handlers.
    func _willShowElements(in rect: CGRect) {}

    /// The view an element's view lives in: nil for the collection view itself (the
    /// compositional layout hosts an orthogonal section's cells in that section's scroll view).
    func _hostView(for attributes: UICollectionViewLayoutAttributes) -> UIView? { nil }

    /// Where an element is seen, in the collection view's content coordinates (its frame,
    /// moved by its orthogonal section's scrolling).
    func _visibleFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect { attributes.frame }

    /// Prepares the layout if it is out of date.
    func _prepareIfNeeded() {
        guard !_isPrepared else { return }
        _isPrepared = true
        prepare()
    }
}
