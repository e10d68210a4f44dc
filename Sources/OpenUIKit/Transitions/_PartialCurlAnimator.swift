import Foundation

/// `UIModalTransitionStyle.partialCurl` (and `UIViewController.Transition.partialCurl`): the
/// presenter's screen curls up from its bottom edge like a page, about halfway, and stays curled
/// over the presented controller; dismissal lays it flat again (UIKitBehaviour #402).
///
/// The curled page is a picture of the presenter's view drawn by the page curl
/// (`_PageCurlView`); it stays in the presentation's container, above the presented view, while
/// the presentation lasts. A tap on the curled page dismisses the presented controller; touches
/// below the fold reach the presented controller. Both ways take 0.5 s on the ease-in-out curve,
/// stepped each frame (the curl is not an animation of layer properties, so it does not scrub).
@MainActor
final class _PartialCurlAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5
    /// How far the page is turned while it rests curled (0 flat, 1 turned over its top edge).
    static let restingProgress: CGFloat = 0.45

    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        (transitionContext?.isAnimated ?? true) ? Self.duration : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            guard let presented = transitionContext.viewController(forKey: .to),
                let presentedView = transitionContext.view(forKey: .to),
                let presenter = transitionContext.viewController(forKey: .from)
            else {
                return transitionContext.completeTransition(true)
            }
            let page = _PartialCurlPage(picturing: presenter.view, size: container.bounds.size) { [weak presented] in
                presented?.presentingViewController?.dismiss(animated: true)
            }
            page.frame = container.bounds
            presentedView.frame = transitionContext.finalFrame(for: presented)
            container.addSubview(presentedView)
            container.addSubview(page)
            transitionContext.view(forKey: .from)?.isHidden = true
            run(page, from: 0, to: Self.restingProgress, duration: duration) {
                transitionContext.view(forKey: .from)?.isHidden = false
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            let page = container.subviews.compactMap { $0 as? _PartialCurlPage }.last
            if let toView = transitionContext.view(forKey: .to),
                let presenter = transitionContext.viewController(forKey: .to)
            {
                toView.frame = transitionContext.finalFrame(for: presenter)
                toView.isHidden = true
                container.insertSubview(toView, at: 0)
            }
            let finish = {
                transitionContext.view(forKey: .to)?.isHidden = false
                page?.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            guard let page else { return finish() }
            run(page, from: page.progress, to: 0, duration: duration, then: finish)
        }
    }

    /// Moves `page`'s curl from `from` to `to` over `duration` on the ease-in-out curve, one step
    /// each frame of the media clock, then calls `then`.
    private func run(
        _ page: _PartialCurlPage, from: CGFloat, to: CGFloat, duration: TimeInterval, then: @escaping () -> Void
    ) {
        page.progress = from
        guard duration > 0 else {
            page.progress = to
            return then()
        }
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        let begin = CACurrentMediaTime()
        let app = UIApplication.shared
        app._frameTickers.append { now in
            let t = min(1, max(0, (now - begin) / duration))
            page.progress = from + (to - from) * CGFloat(curve._solve(forInput: t))
            guard t >= 1 else { return true }
            then()
            return false
        }
        app._host?.applicationNeedsFrame(app)
    }
}

/// The presenter's screen as a page curled up over a partial-curl presentation: it draws the
/// curl and takes only the touches that land on the page, a tap there dismissing.
@MainActor
final class _PartialCurlPage: UIView {
    private let curl: _PageCurlView
    private let onTap: () -> Void

    init(picturing view: UIView, size: CGSize, onTap: @escaping () -> Void) {
        let front = _PageCurlPictures.picture(of: view, size: size, flipped: false, whitened: false, turned: true)
        let back = _PageCurlPictures.picture(of: view, size: size, flipped: false, whitened: true, turned: true)
        curl = _PageCurlView(
            frame: CGRect(origin: .zero, size: size), front: front, back: back, mirrored: false, vertical: true)
        self.onTap = onTap
        super.init(frame: CGRect(origin: .zero, size: size))
        curl.clipsToBounds = true
        curl.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(curl)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.onTap() })
    }

    required init?(coder: NSCoder) { _unimplemented("_PartialCurlPage.init(coder:)") }

    /// How far the page is curled up.
    var progress: CGFloat {
        get { curl.progress }
        set { curl.progress = newValue }
    }

    /// Only the part of the screen the page still covers takes touches: above the fold, which
    /// sits `progress` of the height up from the bottom edge.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.x >= 0 && point.x <= bounds.width && point.y >= 0 && point.y < bounds.height * (1 - progress)
    }
}
