// The code of the article "Interactive transitions"
// (Sources/OpenUIKit/OpenUIKit.docc/InteractiveTransitions.md), as the article shows it.
// InteractiveTransitionsArticleTests drives it with a finger and renders the pictures.
import OpenUIKit

/// Slides the dismissed screen down and out. Linear, so that the finger and the screen move
/// together while the interaction drives it.
class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)!
        let distance = transitionContext.containerView.bounds.height
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
            animations: {
                fromView.transform = CGAffineTransform(translationX: 0, y: distance)
            },
            completion: { _ in
                // On a cancel UIKit puts nothing back: the animation ran in reverse to the start.
                fromView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Turns a downward pan over a screen into the progress of that screen's dismissal.
class SwipeDownInteraction: UIPercentDrivenInteractiveTransition {
    /// Whether a finger is driving a dismissal right now: only then is this controller vended.
    private(set) var isDriving = false
    private weak var viewController: UIViewController?

    func attach(to viewController: UIViewController) {
        self.viewController = viewController
        // Segue: init(handler:) stands for UIKit's init(target:action:) with a #selector.
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            self?.handlePan(recognizer as! UIPanGestureRecognizer)
        }
        viewController.view.addGestureRecognizer(pan)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = min(max(pan.translation(in: view).y / view.bounds.height, 0), 1)
        switch pan.state {
        case .began:
            isDriving = true
            viewController?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isDriving = false
            if progress > 0.4 || pan.velocity(in: view).y > 1000 {
                finish()
            } else {
                cancel()
            }
        default:
            isDriving = false
            cancel()
        }
    }
}

/// A screen shown over its presenter and dismissed by a swipe down (or by code).
class PhotoViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let swipeDown = SwipeDownInteraction()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        articleTitle("Swipe down", in: view)
        swipeDown.attach(to: self)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideDownAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        // Vend the interaction only while a finger drives it, or a button's dismissal would wait
        // for updates that never come.
        return swipeDown.isDriving ? swipeDown : nil
    }
}

/// The screen under the photo.
class AlbumViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        articleTitle("Album", in: view)
    }

    func showPhoto() -> PhotoViewController {
        let photo = PhotoViewController()
        photo.modalPresentationStyle = .overFullScreen  // the album stays in the window below
        photo.transitioningDelegate = photo
        present(photo, animated: true)
        return photo
    }
}
