import Foundation

/// The scroll view a compositional layout puts in the collection view for each section that
/// scrolls orthogonally (as UIKit does): it hosts the section's cells, scrolls across the
/// layout's axis, and snaps its releases to the section's behaviour.
///
/// The content coordinates along its axis are the layout's: an item at x = 300 in the
/// layout sits at x = 300 in the scroll view's content.
@MainActor
final class _OrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    weak var _owner: UICollectionViewCompositionalLayout?
    var _geometry: _OrthogonalGeometry?
    private var _hasInitialOffset = false

    init(owner: UICollectionViewCompositionalLayout) {
        _owner = owner
        super.init(frame: .zero)
        delegate = self
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
    }

    required init?(coder: NSCoder) { _unimplemented("_OrthogonalScrollView.init(coder:)") }

    /// Whether the layout that made it no longer serves its collection view.
    var _isStale: Bool {
        guard let owner = _owner, let collectionView = owner.collectionView else { return true }
        return collectionView.collectionViewLayout !== owner || superview !== collectionView
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        _isStale ? nil : super.hitTest(point, with: event)
    }

    /// Takes the section's geometry: frame, content size, paging, and for centred group
    /// paging the insets that let the first and last groups rest in the middle.
    func _configure(_ geometry: _OrthogonalGeometry) {
        _geometry = geometry
        if frame != geometry.band { frame = geometry.band }
        let size =
            geometry.alongX
            ? CGSize(width: geometry.contentLength, height: geometry.band.height)
            : CGSize(width: geometry.band.width, height: geometry.contentLength)
        if contentSize != size { contentSize = size }
        let paging = geometry.behavior == .paging
        if isPagingEnabled != paging { isPagingEnabled = paging }
        _springsToTarget = geometry.behavior == .groupPaging || geometry.behavior == .groupPagingCentered
        var insets = UIEdgeInsets.zero
        if geometry.behavior == .groupPagingCentered, let first = geometry.groupFrames.first,
            let last = geometry.groupFrames.last
        {
            let viewport = _viewportLength
            let firstRest = _middle(first) - viewport / 2
            let lastRest = _middle(last) - viewport / 2
            let before = max(0, -firstRest)
            let after = max(0, lastRest + viewport - geometry.contentLength)
            insets =
                geometry.alongX
                ? UIEdgeInsets(top: 0, left: before, bottom: 0, right: after)
                : UIEdgeInsets(top: before, left: 0, bottom: after, right: 0)
        }
        if contentInset != insets { contentInset = insets }
        if !_hasInitialOffset {
            _hasInitialOffset = true
            contentOffset = CGPoint(x: _horizontalRange.lowerBound, y: _verticalRange.lowerBound)
        }
    }

    private var _viewportLength: CGFloat {
        guard let geometry = _geometry else { return 0 }
        return geometry.alongX ? geometry.band.width : geometry.band.height
    }

    private func _middle(_ rect: CGRect) -> CGFloat { (_geometry?.alongX ?? true) ? rect.midX : rect.midY }

    /// The offsets the section's groups rest at: their leading edges at the section's
    /// leading inset, or their middles in the middle of the scroll view, within the range.
    var _restingOffsets: [CGFloat] {
        guard let geometry = _geometry else { return [] }
        let range = geometry.alongX ? _horizontalRange : _verticalRange
        let offsets: [CGFloat] =
            switch geometry.behavior {
            case .continuousGroupLeadingBoundary, .groupPaging:
                geometry.groupFrames.map { (geometry.alongX ? $0.minX : $0.minY) - geometry.leadingInset }
            case .groupPagingCentered:
                geometry.groupFrames.map { _middle($0) - _viewportLength / 2 }
            case .none, .continuous, .paging:
                []
            }
        return _OrthogonalSnapping.clamped(offsets, to: range)
    }

    // MARK: UIScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        _owner?._orthogonalSectionDidScroll(self)
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let geometry = _geometry else { return }
        let alongX = geometry.alongX
        let range = alongX ? _horizontalRange : _verticalRange
        let offset = alongX ? contentOffset.x : contentOffset.y
        guard range.contains(offset) else { return }  // outside: the spring back to the edge
        let resting = _restingOffsets
        guard !resting.isEmpty else { return }
        let proposed = alongX ? targetContentOffset.pointee.x : targetContentOffset.pointee.y
        let target: CGFloat
        switch geometry.behavior {
        case .continuousGroupLeadingBoundary:
            target = _OrthogonalSnapping.nearest(to: proposed, in: resting)
        case .groupPaging, .groupPagingCentered:
            target = _OrthogonalSnapping.page(
                from: offset, velocity: alongX ? velocity.x : velocity.y, restingAt: resting)
        case .none, .continuous, .paging:
            return
        }
        if alongX { targetContentOffset.pointee.x = target } else { targetContentOffset.pointee.y = target }
    }
}

/// The snapping rules of orthogonal sections, as pure functions (docs/UIKitBehaviour.md).
enum _OrthogonalSnapping {
    /// `offsets` clamped to `range`, sorted, without duplicates.
    static func clamped(_ offsets: [CGFloat], to range: ClosedRange<CGFloat>) -> [CGFloat] {
        var result: [CGFloat] = []
        for offset in offsets.map({ min(max($0, range.lowerBound), range.upperBound) }).sorted()
        where result.last.map({ abs($0 - offset) > 0.001 }) ?? true {
            result.append(offset)
        }
        return result
    }

    /// The resting offset nearest `value` (the earlier one on a tie).
    static func nearest(to value: CGFloat, in resting: [CGFloat]) -> CGFloat {
        resting.min { abs($0 - value) < abs($1 - value) } ?? value
    }

    /// One group per release: the next resting offset in the direction of a flick at least
    /// `_ScrollPhysics.pagingFlickVelocity` fast (points per millisecond), else the nearest.
    static func page(from offset: CGFloat, velocity: CGFloat, restingAt resting: [CGFloat]) -> CGFloat {
        if velocity >= _ScrollPhysics.pagingFlickVelocity {
            return resting.first { $0 > offset + 0.5 } ?? resting.last ?? offset
        }
        if velocity <= -_ScrollPhysics.pagingFlickVelocity {
            return resting.last { $0 < offset - 0.5 } ?? resting.first ?? offset
        }
        return nearest(to: offset, in: resting)
    }
}
