import Foundation

/// The release: the target offset (which the delegate may change), then momentum, a page
/// snap or a spring back on the media clock.
extension UIScrollView {
    /// The finger lifted (or the pan was cancelled) with the pan moving at `panVelocity`
    /// points per second: tells the delegate `scrollViewWillEndDragging` (velocity in points
    /// per millisecond, positive towards larger offsets), `scrollViewDidEndDragging`, and
    /// when the content moves on, `scrollViewWillBeginDecelerating`.
    func _dragDidEnd(velocity panVelocity: CGPoint) {
        _drag.isTracking = false
        let velocity = CGPoint(
            x: _dragMoves(.horizontal) ? -panVelocity.x / 1000 : 0,
            y: _dragMoves(.vertical) ? -panVelocity.y / 1000 : 0)
        let proposed = _releaseTarget(velocity: velocity)
        var target = proposed
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
        }
        if !(target.x.isFinite && target.y.isFinite) {
            UIView._report(
                "UIScrollView: ignored a non-finite targetContentOffset \(target) from scrollViewWillEndDragging")
            target = proposed
        }
        let now = CACurrentMediaTime()
        let x = _releaseMotion(
            offset: contentOffset.x, velocity: velocity.x, proposed: proposed.x, target: target.x,
            range: _horizontalRange, pageLength: bounds.width, now: now)
        let y = _releaseMotion(
            offset: contentOffset.y, velocity: velocity.y, proposed: proposed.y, target: target.y,
            range: _verticalRange, pageLength: bounds.height, now: now)
        let decelerates = !(x.isRest && y.isRest)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else {
            _drag.isDragging = false
            _scrollingDidStop()
            return
        }
        delegate?.scrollViewWillBeginDecelerating(self)
        guard _drag.isDragging, !_drag.isTracking else { return }  // the delegate took over
        _startMotion(.deceleration, x: x, y: y)
    }

    /// Where the content will come to rest, axis by axis: the nearest edge when it is outside
    /// the range, the page for paging, else the deceleration's projection clamped to the
    /// range.
    func _releaseTarget(velocity: CGPoint) -> CGPoint {
        func axis(_ offset: CGFloat, _ v: CGFloat, _ range: ClosedRange<CGFloat>, _ page: CGFloat) -> CGFloat {
            if offset < range.lowerBound || offset > range.upperBound {
                return offset < range.lowerBound ? range.lowerBound : range.upperBound
            }
            if isPagingEnabled {
                return _ScrollPhysics.pageTarget(offset: offset, velocity: v, pageLength: page, origin: 0, range: range)
            }
            let projected = offset + _ScrollPhysics.decelerationDistance(velocity: v, rate: decelerationRate.rawValue)
            return min(max(projected, range.lowerBound), range.upperBound)
        }
        return CGPoint(
            x: axis(contentOffset.x, velocity.x, _horizontalRange, bounds.width),
            y: axis(contentOffset.y, velocity.y, _verticalRange, bounds.height))
    }

    /// One axis's motion after the release.
    private func _releaseMotion(
        offset: CGFloat, velocity: CGFloat, proposed: CGFloat, target: CGFloat,
        range: ClosedRange<CGFloat>, pageLength: CGFloat, now: CFTimeInterval
    ) -> _ScrollAxisMotion {
        let rate = decelerationRate.rawValue
        if isPagingEnabled || target != proposed {
            // A page, or a target the delegate chose: land exactly on it (within the range).
            let landing = min(max(target, range.lowerBound), range.upperBound)
            if isPagingEnabled || _springsToTarget {
                if abs(landing - offset) < CGFloat(_ScrollPhysics.restDistance) && velocity == 0 {
                    return .rest(offset)
                }
                return .spring(target: landing, x0: Double(offset - landing), v0: Double(velocity) * 1000, begin: now)
            }
            if offset < range.lowerBound || offset > range.upperBound {
                return .spring(target: landing, x0: Double(offset - landing), v0: Double(velocity) * 1000, begin: now)
            }
            return .settle(from: offset, to: landing, rate: rate, at: now)
        }
        return .release(offset: offset, velocity: velocity, range: range, rate: rate, bounces: bounces, at: now)
    }

    func _setDecelerationRate(_ rate: DecelerationRate) {
        guard rate.rawValue.isFinite, rate.rawValue > 0, rate.rawValue < 1 else {
            UIView._report("UIScrollView.decelerationRate: ignored \(rate.rawValue), which is not between 0 and 1")
            return
        }
        _decelerationRate = rate
    }
}

extension _ScrollAxisMotion {
    var isRest: Bool { if case .rest = self { true } else { false } }
}
