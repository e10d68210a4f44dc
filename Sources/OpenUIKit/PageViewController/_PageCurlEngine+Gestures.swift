import Foundation

/// The curl's gestures and its progress animation.
///
/// A pan that starts moving towards the spine turns the next sheet (away from it, the
/// previous one): the sheet's free edge follows the finger, so the progress is the finger's
/// travel over twice the sheet's width. Released faster than 300 points per second the turn
/// goes the way the finger moved; slower, it completes once the free edge passed the middle
/// of the sheet. A tap in the outer 15 % of the pages turns forward (right) or back (left);
/// with `.vertical` navigation, the same along y (bottom: forward).
/// Gestures are ignored while a turn runs (UIKitBehaviour #342, #343).
extension _PageCurlEngine {
    /// A full turn's duration (a tap, or an animated `setViewControllers`).
    static let fullTurnDuration: CFTimeInterval = 0.45
    /// The release speed, in points per second, above which the finger's direction decides.
    static let flickSpeed: CGFloat = 300
    /// The share of the width at each side where a tap turns a page.
    static let tapZone: CGFloat = 0.15

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard turn == nil, owner.dataSource != nil else { return false }
        if gestureRecognizer === tap { return tapDirection(at: tap.location(in: owner.view)) != nil }
        let velocity = pan.velocity(in: owner.view)
        return vertical ? abs(velocity.y) >= abs(velocity.x) : abs(velocity.x) >= abs(velocity.y)
    }

    /// The direction a tap at `point` turns, or nil outside the edge zones.
    func tapDirection(at point: CGPoint) -> UIPageViewController.NavigationDirection? {
        let (position, low, high) = vertical ? (point.y, area.minY, area.maxY) : (point.x, area.minX, area.maxX)
        let zone = (high - low) * Self.tapZone
        let towardsEnd: UIPageViewController.NavigationDirection = spine == .max ? .reverse : .forward
        if position >= high - zone { return towardsEnd }
        if position <= low + zone { return towardsEnd == .forward ? .reverse : .forward }
        return nil
    }

    /// The pages a gesture in `direction` turns to, from the data source; nil at the ends.
    func neighbours(_ direction: UIPageViewController.NavigationDirection) -> [UIViewController]? {
        guard let dataSource = owner.dataSource else { return nil }
        let current = owner._viewControllers
        guard !current.isEmpty else { return nil }
        func step(_ page: UIViewController) -> UIViewController? {
            direction == .forward
                ? dataSource.pageViewController(owner, viewControllerAfter: page)
                : dataSource.pageViewController(owner, viewControllerBefore: page)
        }
        if spine == .mid || owner.isDoubleSided {
            let start = spine == .mid ? (direction == .forward ? current[1] : current[0]) : current[0]
            guard let first = step(start), let second = step(first) else { return nil }
            if spine == .mid { return direction == .forward ? [first, second] : [second, first] }
            return [second, first]
        }
        return step(current[0]).map { [$0] }
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        guard turn == nil, let direction = tapDirection(at: recognizer.location(in: owner.view)),
            let pages = neighbours(direction)
        else { return }
        beginTurn(direction, to: pages, gestureDriven: true, completion: nil)
        animate(to: direction == .forward ? 1 : 0, duration: Self.fullTurnDuration)
    }

    /// The finger's travel along the turning direction (positive towards the spine).
    private func travel(_ translation: CGPoint) -> CGFloat {
        let along = vertical ? translation.y : translation.x
        return spine == .max ? along : -along
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let width = max(1, sheetLength)
        switch recognizer.state {
        case .began:
            guard turn == nil else { return }
            let towards = travel(recognizer.translation(in: owner.view)) >= 0
            let direction: UIPageViewController.NavigationDirection = towards ? .forward : .reverse
            guard let pages = neighbours(direction) else { return }
            beginTurn(direction, to: pages, gestureDriven: true, completion: nil)
            followFinger(recognizer, width: width)
        case .changed:
            followFinger(recognizer, width: width)
        case .ended, .cancelled:
            guard let turn, turn.gestureDriven else { return }
            let speed = recognizer.state == .cancelled ? 0 : travel(recognizer.velocity(in: owner.view))
            let forward = turn.direction == .forward
            let edgePassedMiddle = forward ? turn.progress > 0.25 : turn.progress < 0.75
            let completes: Bool
            if recognizer.state == .cancelled {
                completes = false
            } else if abs(speed) > Self.flickSpeed {
                completes = (speed > 0) == forward
            } else {
                completes = edgePassedMiddle
            }
            let target: CGFloat = completes == forward ? 1 : 0
            let remaining = abs(target - turn.progress)
            animate(to: target, duration: max(0.15, Self.fullTurnDuration * Double(remaining)))
        default:
            break
        }
    }

    private func followFinger(_ recognizer: UIPanGestureRecognizer, width: CGFloat) {
        guard let turn, turn.gestureDriven else { return }
        let moved = travel(recognizer.translation(in: owner.view)) / (2 * width)
        setProgress(turn.direction == .forward ? moved : 1 + moved)
    }

    /// Animates the progress to `target` on an ease-out curve over `duration` seconds of
    /// media time, one step a frame, then ends the turn.
    func animate(to target: CGFloat, duration: CFTimeInterval) {
        guard let start = turn?.progress else { return }
        animationID += 1
        let id = animationID
        let begin = CACurrentMediaTime()
        let app = UIApplication.shared
        app._frameTickers.append { [weak self] now in
            guard let self, self.animationID == id, self.turn != nil else { return false }
            let t = duration > 0 ? min(1, max(0, (now - begin) / duration)) : 1
            let eased = 1 - pow(1 - t, 3)
            self.setProgress(start + (target - start) * CGFloat(eased))
            guard t >= 1 else { return true }
            self.endTurn()
            return false
        }
        app._host?.applicationNeedsFrame(app)
    }
}
