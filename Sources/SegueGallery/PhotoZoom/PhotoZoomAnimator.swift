#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Zooms a photo out of its grid cell into the detail screen (push) and back into the cell
/// (pop): a copy of the photo travels between the cell's frame, converted into the
/// transition's container, and the detail's photo frame, while the detail's background fades
/// in or out. The cell and the detail's own photo are hidden while the copy travels.
///
/// On a pop the grid may have scrolled since the zoom in (or the window turned): the cell's
/// frame is asked of the collection view's layout at that moment, and the grid scrolled to
/// the cell first if it is off screen.
@MainActor
final class PhotoZoomAnimator: NSObject {
    /// How long a zoom takes.
    static let duration: TimeInterval = 0.45

    let operation: UINavigationController.Operation

    /// Creates the animator of a push (zoom in) or a pop (zoom out).
    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }
}

extension PhotoZoomAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let isPush = operation == .push
        let container = transitionContext.containerView
        guard let fromController = transitionContext.viewController(forKey: .from),
            let toController = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let grid = (isPush ? fromController : toController) as? PhotoGridViewController,
            let detail = (isPush ? toController : fromController) as? PhotoDetailViewController
        else {
            // Not between the grid and a photo: the screen just changes.
            if let toController = transitionContext.viewController(forKey: .to),
                let toView = transitionContext.view(forKey: .to)
            {
                toView.frame = transitionContext.finalFrame(for: toController)
                container.addSubview(toView)
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let toFrame = transitionContext.finalFrame(for: toController)
        let detailFrame = isPush ? toFrame : transitionContext.initialFrame(for: fromController)
        toView.frame = toFrame
        if isPush {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        toView.layoutIfNeeded()
        let detailView = detail.view!
        detailView.layoutIfNeeded()

        let indexPath = IndexPath(item: detail.index, section: 0)
        let photoFrame = detail.imageView.convert(detail.imageView.bounds, to: container)
        let cellFrame =
            grid.frameOfItem(at: indexPath, in: container)
            ?? CGRect(x: photoFrame.midX, y: photoFrame.midY, width: 0, height: 0)
        let cell = grid.collectionView.cellForItem(at: indexPath)

        let zoomView = UIImageView(image: detail.imageView.image)
        zoomView.contentMode = .scaleAspectFill
        zoomView.clipsToBounds = true
        zoomView.frame = isPush ? cellFrame : photoFrame
        container.addSubview(zoomView)
        cell?.isHidden = true
        detail.imageView.isHidden = true
        detailView.alpha = isPush ? 0 : 1

        let curve: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [curve],
            animations: {
                zoomView.frame = isPush ? photoFrame : cellFrame
                detailView.alpha = isPush ? 1 : 0
            },
            completion: { _ in
                zoomView.removeFromSuperview()
                cell?.isHidden = false
                detail.imageView.isHidden = false
                detailView.alpha = 1
                detailView.frame = detailFrame
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
