import Foundation

/// A page turn in progress: which sheet turns, what lies under it, and how it ends.
struct _PageTurn {
    var direction: UIPageViewController.NavigationDirection
    var old: [UIViewController]
    var new: [UIViewController]
    /// Pages whose real views show during the turn and take part in appearance.
    var appearing: [UIViewController]
    var disappearing: [UIViewController]
    var curl: _PageCurlView
    /// The views of pages the curl's pictures stand in for: hidden, not removed, during the
    /// turn, so a finger that went down on one is not cancelled (UIKitBehaviour #442).
    var hidden: [UIView]
    var gestureDriven: Bool
    var completion: ((Bool) -> Void)?
    /// 0: the sheet lies flat on the right of the spine; 1: turned over to the left.
    var progress: CGFloat
}

/// The `.pageCurl` style: pages lie flat (one, or two about a `.mid` spine); a turn replaces
/// the turning sheet with a `_PageCurlView` over the pages beneath it, driven by a pan, a tap
/// on an edge, or an animated `setViewControllers` (UIKitBehaviour #339–#344).
@MainActor
final class _PageCurlEngine: NSObject, UIGestureRecognizerDelegate {
    unowned let owner: UIPageViewController
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()
    var turn: _PageTurn?
    var area = CGRect.zero
    /// Identifies the running progress animation (a newer one replaces it).
    var animationID = 0

    init(owner: UIPageViewController) {
        self.owner = owner
        super.init()
        pan.addTarget { [weak self] recognizer in self?.handlePan(recognizer as! UIPanGestureRecognizer) }
        tap.addTarget { [weak self] recognizer in self?.handleTap(recognizer as! UITapGestureRecognizer) }
        pan.delegate = self
        tap.delegate = self
        owner.viewIfLoaded?.addGestureRecognizer(pan)
        owner.viewIfLoaded?.addGestureRecognizer(tap)
    }

    var gestureRecognizers: [UIGestureRecognizer] { [pan, tap] }
    var isTurning: Bool { turn != nil }
    var spine: UIPageViewController.SpineLocation { owner.spineLocation }

    // MARK: Geometry

    /// Where the turning sheet lies: the right half about a `.mid` spine, else the whole area.
    var sheetRect: CGRect {
        guard spine == .mid else { return area }
        return vertical
            ? CGRect(x: area.minX, y: area.midY, width: area.width, height: area.height / 2)
            : CGRect(x: area.midX, y: area.minY, width: area.width / 2, height: area.height)
    }

    /// Whether pages follow one another top to bottom (the spine is horizontal).
    var vertical: Bool { owner.navigationOrientation == .vertical }

    /// The sheet's length from the spine to its free edge.
    var sheetLength: CGFloat { vertical ? sheetRect.height : sheetRect.width }

    /// The frames of `controllers` when they lie flat.
    func restingFrames(of controllers: [UIViewController]) -> [CGRect] {
        if spine == .mid {
            let first =
                vertical
                ? CGRect(x: area.minX, y: area.minY, width: area.width, height: area.height / 2)
                : CGRect(x: area.minX, y: area.minY, width: area.width / 2, height: area.height)
            return [first, sheetRect]
        }
        return controllers.map { _ in area }
    }

    /// The pages whose views show when `controllers` lie flat (not a double-sided back).
    func displayed(_ controllers: [UIViewController]) -> [UIViewController] {
        spine == .mid ? controllers : Array(controllers.prefix(1))
    }

    func layout(in area: CGRect) {
        self.area = area
        if let turn {
            turn.curl.frame = sheetRect
            return
        }
        placeResting(owner._viewControllers)
    }

    /// Puts the displayed pages' views at their resting frames.
    func placeResting(_ controllers: [UIViewController]) {
        let frames = restingFrames(of: controllers)
        for (index, controller) in displayed(controllers).enumerated() {
            owner._adoptPage(controller, in: owner.view, frame: frames[index])
        }
    }

    // MARK: Setting pages

    func perform(_ request: _PageRequest) {
        let old = owner._viewControllers
        guard request.animated, !old.isEmpty, owner._isShownForTransitions,
            !zip(old, request.controllers).allSatisfy({ $0 === $1 })
        else {
            let shown = displayed(request.controllers)
            let frames = restingFrames(of: request.controllers)
            owner._replacePagesAtOnce(with: request.controllers, shows: { page in shown.contains { $0 === page } }) {
                page in
                if let index = shown.firstIndex(where: { $0 === page }) {
                    owner._adoptPage(page, in: owner.view, frame: frames[index])
                } else {
                    if page.parent !== owner { owner.addChild(page) }
                    page.viewIfLoaded?.removeFromSuperview()
                }
            }
            request.completion?(true)
            return
        }
        beginTurn(request.direction, to: request.controllers, gestureDriven: false, completion: request.completion)
        animate(to: request.direction == .forward ? 1 : 0, duration: _PageCurlEngine.fullTurnDuration)
    }

    // MARK: Turns

    /// Starts a turn from the current pages to `new`: appearance begins, the sheet's pictures
    /// are taken, and the curl covers the sheet.
    func beginTurn(
        _ direction: UIPageViewController.NavigationDirection, to new: [UIViewController],
        gestureDriven: Bool, completion: ((Bool) -> Void)?
    ) {
        let old = owner._viewControllers
        let forward = direction == .forward
        let (front, back) = sheet(direction, old: old, new: new)
        let shownOld = displayed(old)
        let shownNew = displayed(new)
        let appearing = shownNew.filter { page in !shownOld.contains { $0 === page } }
        let disappearing = shownOld.filter { page in !shownNew.contains { $0 === page } }
        if gestureDriven { owner.delegate?.pageViewController(owner, willTransitionTo: new) }
        for page in new where page.parent !== owner { owner.addChild(page) }
        for page in appearing { page.beginAppearanceTransition(true, animated: true) }
        for page in disappearing { page.beginAppearanceTransition(false, animated: true) }
        let size = sheetRect.size
        let turned = vertical
        let frontImage = _PageCurlPictures.picture(
            of: front, size: size, flipped: false, whitened: false, turned: turned)
        let backImage =
            back.map { _PageCurlPictures.picture(of: $0, size: size, flipped: true, whitened: false, turned: turned) }
            ?? _PageCurlPictures.picture(of: front, size: size, flipped: false, whitened: true, turned: turned)
        // Under the sheet: the pages that stay or arrive, at their resting frames.
        let under = spine == .mid ? (forward ? [old[0], new[1]] : [new[0], old[1]]) : [forward ? new[0] : old[0]]
        let hidden = (old + new).filter { page in !under.contains { $0 === page } }.compactMap(\.viewIfLoaded)
            .filter { $0.superview != nil && !$0.isHidden }
        for view in hidden { view.isHidden = true }
        let frames = restingFrames(of: under.count == 2 ? under : [under[0]])
        for (index, page) in under.enumerated() { owner._adoptPage(page, in: owner.view, frame: frames[index]) }
        let curl = _PageCurlView(
            frame: sheetRect, front: frontImage, back: backImage, mirrored: spine == .max,
            vertical: vertical)
        curl.progress = forward ? 0 : 1
        // One page: what turns past the spine leaves the page area; two: it covers the left page.
        curl.clipsToBounds = spine != .mid
        owner.view.addSubview(curl)
        turn = _PageTurn(
            direction: direction, old: old, new: new, appearing: appearing, disappearing: disappearing,
            curl: curl, hidden: hidden, gestureDriven: gestureDriven, completion: completion,
            progress: curl.progress)
    }

    /// The turning sheet's front and back controllers (a nil back: the front shows through).
    func sheet(
        _ direction: UIPageViewController.NavigationDirection, old: [UIViewController],
        new: [UIViewController]
    ) -> (front: UIViewController, back: UIViewController?) {
        let forward = direction == .forward
        if spine == .mid { return forward ? (old[1], new[0]) : (new[1], old[0]) }
        if owner.isDoubleSided { return forward ? (old[0], new[1]) : (new[0], new[1]) }
        return (forward ? old[0] : new[0], nil)
    }

    /// Moves the turn to `progress`.
    func setProgress(_ progress: CGFloat) {
        guard turn != nil else { return }
        let clamped = min(max(progress.isFinite ? progress : 0, 0), 1)
        turn!.progress = clamped
        turn!.curl.progress = clamped
    }

    /// Ends the turn where its progress rests: completed when it reached its direction's end.
    func endTurn() {
        guard let turn else { return }
        self.turn = nil
        let completed = turn.direction == .forward ? turn.progress >= 1 : turn.progress <= 0
        turn.curl.removeFromSuperview()
        for view in turn.hidden {
            view.isHidden = false
            view.removeFromSuperview()  // placed again below when its page rests
        }
        let result = completed ? turn.new : turn.old
        let leaving = completed ? turn.old : turn.new
        if !completed {
            for page in turn.appearing { page.beginAppearanceTransition(false, animated: true) }
            for page in turn.disappearing { page.beginAppearanceTransition(true, animated: true) }
        }
        for page in turn.appearing + turn.disappearing { page.endAppearanceTransition() }
        for page in leaving where !result.contains(where: { $0 === page }) { owner._releasePage(page) }
        owner._viewControllers = result
        placeResting(result)
        if completed {
            for page in turn.new where !turn.old.contains(where: { $0 === page }) { page.didMove(toParent: owner) }
        }
        if turn.gestureDriven {
            owner.delegate?.pageViewController(
                owner, didFinishAnimating: true, previousViewControllers: turn.old,
                transitionCompleted: completed)
        }
        turn.completion?(true)
        owner._turnDidEnd()
    }
}
