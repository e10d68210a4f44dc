import Foundation

/// The `.scroll` style: a paging scroll view three pages long — the page before, the current
/// page and the page after — kept centred on the current page between turns.
///
/// Neighbours are asked for when a drag begins (after, then before) and cached; a side with
/// no neighbour is closed by a negative content inset, so the drag rubber-bands there. The
/// neighbour a drag shows becomes a child and starts to appear (after `willTransitionTo`);
/// where the scroll comes to rest decides whether the turn completed (UIKitBehaviour
/// #331–#335).
@MainActor
final class _PageScrollEngine: NSObject, UIScrollViewDelegate {
    unowned let owner: UIPageViewController
    let scrollView = UIScrollView()
    /// The cached neighbours of the current page, and whether each was asked for.
    private(set) var before: UIViewController?
    private(set) var after: UIViewController?
    private var askedBefore = false
    private var askedAfter = false
    /// The neighbour a drag is revealing, and its side.
    private(set) var revealed: (controller: UIViewController, direction: UIPageViewController.NavigationDirection)?
    /// An animated `setViewControllers` in flight, with its incoming page.
    private var animatedSet: (request: _PageRequest, incoming: UIViewController, outgoing: UIViewController)?
    private var isRecentering = false
    private var area = CGRect.zero

    init(owner: UIPageViewController) {
        self.owner = owner
        super.init()
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
        scrollView.contentInsetAdjustmentBehavior = .never
        if isHorizontal { scrollView.alwaysBounceHorizontal = true } else { scrollView.alwaysBounceVertical = true }
        scrollView.delegate = self
        owner.viewIfLoaded?.insertSubview(scrollView, at: 0)
    }

    private var isHorizontal: Bool { owner.navigationOrientation == .horizontal }
    private var spacing: CGFloat { owner._interPageSpacing }
    /// A page and the space after it, along the navigation axis.
    var pageLength: CGFloat { (isHorizontal ? area.width : area.height) + spacing }
    private var page: UIViewController? { owner._viewControllers.first }
    private var axisOffset: CGFloat { isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y }

    /// Whether a drag, its settling or an animated set is running.
    var isTurning: Bool {
        revealed != nil || animatedSet != nil || scrollView.isDragging || scrollView.isDecelerating
    }

    // MARK: Layout

    func layout(in area: CGRect) {
        self.area = area
        let s = spacing
        let oldLength = isHorizontal ? scrollView.bounds.width : scrollView.bounds.height
        let offset = oldLength > 0 ? axisOffset / oldLength : 1
        // Resizing moves no page: the offset is put back in page units.
        isRecentering = true
        defer { isRecentering = false }
        scrollView.frame =
            isHorizontal
            ? CGRect(x: area.minX - s / 2, y: area.minY, width: area.width + s, height: area.height)
            : CGRect(x: area.minX, y: area.minY - s / 2, width: area.width, height: area.height + s)
        scrollView.contentSize =
            isHorizontal
            ? CGSize(width: 3 * pageLength, height: area.height)
            : CGSize(width: area.width, height: 3 * pageLength)
        if isTurning {
            if let (controller, direction) = revealed {
                controller.view.frame = slotFrame(direction == .forward ? 2 : 0)
            }
            page?.viewIfLoaded?.frame = slotFrame(1)
            // Setting the offset would stop a deceleration: only when the size changed.
            let restored = offset * pageLength
            if abs(restored - axisOffset) > 1e-6 {
                scrollView.contentOffset = isHorizontal ? CGPoint(x: restored, y: 0) : CGPoint(x: 0, y: restored)
            }
        } else {
            recenter()
        }
        updateInsets()
    }

    /// Where slot 0 (before), 1 (current) or 2 (after) puts a page, in content coordinates.
    func slotFrame(_ slot: Int) -> CGRect {
        let start = CGFloat(slot) * pageLength + spacing / 2
        return isHorizontal
            ? CGRect(x: start, y: 0, width: area.width, height: area.height)
            : CGRect(x: 0, y: start, width: area.width, height: area.height)
    }

    /// Puts the current page in the middle slot and the content offset on it.
    private func recenter() {
        let wasRecentering = isRecentering
        isRecentering = true
        defer { isRecentering = wasRecentering }
        page?.viewIfLoaded?.frame = slotFrame(1)
        scrollView.contentOffset = isHorizontal ? CGPoint(x: pageLength, y: 0) : CGPoint(x: 0, y: pageLength)
    }

    /// Closes the sides without a neighbour (the drag rubber-bands there).
    private func updateInsets() {
        guard revealed == nil, animatedSet == nil else { return }
        let closedBefore: CGFloat = before == nil ? -pageLength : 0
        let closedAfter: CGFloat = after == nil ? -pageLength : 0
        let insets =
            isHorizontal
            ? UIEdgeInsets(top: 0, left: closedBefore, bottom: 0, right: closedAfter)
            : UIEdgeInsets(top: closedBefore, left: 0, bottom: closedAfter, right: 0)
        guard insets != scrollView.contentInset else { return }
        // The scroll view keeps its content in place when insets change: the page stays put.
        let kept = scrollView.contentOffset
        let wasRecentering = isRecentering
        isRecentering = true
        defer { isRecentering = wasRecentering }
        scrollView.contentInset = insets
        if scrollView.contentOffset != kept { scrollView.contentOffset = kept }
    }

    // MARK: Neighbours

    /// Asks the data source for the neighbour on `direction`'s side if not yet asked.
    private func ask(_ direction: UIPageViewController.NavigationDirection) {
        guard let page, let dataSource = owner.dataSource else { return }
        switch direction {
        case .forward where !askedAfter:
            askedAfter = true
            after = dataSource.pageViewController(owner, viewControllerAfter: page)
        case .reverse where !askedBefore:
            askedBefore = true
            before = dataSource.pageViewController(owner, viewControllerBefore: page)
        default: break
        }
    }

    private func forgetNeighbours() {
        before = nil
        after = nil
        askedBefore = false
        askedAfter = false
    }

    // MARK: Setting pages

    func perform(_ request: _PageRequest) {
        let incoming = request.controllers[0]
        guard request.animated, let outgoing = page, outgoing !== incoming, owner._isShownForTransitions else {
            owner._replacePagesAtOnce(with: request.controllers) { controller in
                owner._adoptPage(controller, in: scrollView, frame: slotFrame(1))
            }
            forgetNeighbours()
            recenter()
            updateInsets()
            request.completion?(true)
            return
        }
        animatedSet = (request, incoming, outgoing)
        let slot = request.direction == .forward ? 2 : 0
        owner.addChild(incoming)
        incoming.beginAppearanceTransition(true, animated: true)
        outgoing.beginAppearanceTransition(false, animated: true)
        owner._adoptPage(incoming, in: scrollView, frame: slotFrame(slot))
        scrollView.contentInset = .zero
        scrollView.isUserInteractionEnabled = false
        let target = CGFloat(slot) * pageLength
        scrollView.setContentOffset(isHorizontal ? CGPoint(x: target, y: 0) : CGPoint(x: 0, y: target), animated: true)
    }

    private func finishAnimatedSet() {
        guard let (request, incoming, outgoing) = animatedSet else { return }
        incoming.endAppearanceTransition()
        outgoing.endAppearanceTransition()
        incoming.didMove(toParent: owner)
        owner._releasePage(outgoing)
        owner._viewControllers = [incoming]
        animatedSet = nil
        scrollView.isUserInteractionEnabled = true
        forgetNeighbours()
        recenter()
        updateInsets()
        request.completion?(true)
        owner._turnDidEnd()
    }

    // MARK: The user's drag

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard revealed == nil, animatedSet == nil else { return }
        ask(.forward)
        ask(.reverse)
        updateInsets()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isRecentering, animatedSet == nil, pageLength > 0 else { return }
        let distance = axisOffset - pageLength
        guard abs(distance) > 1e-6 else { return }
        let direction: UIPageViewController.NavigationDirection = distance > 0 ? .forward : .reverse
        guard let neighbour = direction == .forward ? after : before else { return }
        reveal(neighbour, direction)
    }

    /// The drag shows `neighbour`: the delegate hears `willTransitionTo`, the neighbour
    /// becomes a child and starts to appear while the current page starts to disappear. A
    /// drag that crosses back to the other side cancels the first neighbour's appearance.
    private func reveal(_ neighbour: UIViewController, _ direction: UIPageViewController.NavigationDirection) {
        if let current = revealed {
            if current.controller === neighbour { return }
            cancelReveal()
        }
        guard let page else { return }
        owner.delegate?.pageViewController(owner, willTransitionTo: [neighbour])
        owner.addChild(neighbour)
        neighbour.beginAppearanceTransition(true, animated: true)
        page.beginAppearanceTransition(false, animated: true)
        owner._adoptPage(neighbour, in: scrollView, frame: slotFrame(direction == .forward ? 2 : 0))
        revealed = (neighbour, direction)
    }

    /// Takes the revealed neighbour away again: its appearance is cancelled (will and did
    /// disappear) and the current page appears again.
    private func cancelReveal() {
        guard let (neighbour, _) = revealed, let page else { return }
        revealed = nil
        neighbour.beginAppearanceTransition(false, animated: true)
        neighbour.endAppearanceTransition()
        owner._releasePage(neighbour)
        page.beginAppearanceTransition(true, animated: true)
        page.endAppearanceTransition()
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { finishAnimatedSet() }

    /// The scroll came to rest: on the revealed neighbour the turn completes, back on the
    /// current page it is cancelled; the delegate hears `didFinishAnimating` either way.
    private func settle() {
        guard animatedSet == nil, pageLength > 0 else { return }
        let slot = Int((axisOffset / pageLength).rounded())
        if let (neighbour, direction) = revealed, let old = page {
            if slot == (direction == .forward ? 2 : 0) {
                complete(neighbour, direction, old: old)
            } else {
                cancelReveal()
                owner.delegate?.pageViewController(
                    owner, didFinishAnimating: true, previousViewControllers: [old],
                    transitionCompleted: false)
            }
        }
        owner._turnDidEnd()
    }

    private func complete(
        _ neighbour: UIViewController, _ direction: UIPageViewController.NavigationDirection,
        old: UIViewController
    ) {
        revealed = nil
        neighbour.endAppearanceTransition()
        old.endAppearanceTransition()
        neighbour.didMove(toParent: owner)
        owner._releasePage(old)
        owner._viewControllers = [neighbour]
        if direction == .forward {
            before = old
            askedBefore = true
            after = nil
            askedAfter = false
        } else {
            after = old
            askedAfter = true
            before = nil
            askedBefore = false
        }
        recenter()
        owner._advancePageControl(direction)
        owner.delegate?.pageViewController(
            owner, didFinishAnimating: true, previousViewControllers: [old],
            transitionCompleted: true)
        ask(direction)
        updateInsets()
    }
}
