#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// A tab bar controller whose tabs slide like pages: tapping a tab slides to it, and a
/// horizontal pan anywhere above the bar drags the neighbouring tab in, finishing or going back
/// when the finger lifts.
///
/// It is its own delegate. It vends a `TabSlideAnimator` for every switch and, only while its
/// pan drives the switch, a `UIPercentDrivenInteractiveTransition` — a tap's switch then runs
/// on its own. The pan picks its destination once, when it begins: the tab to the right when
/// the finger moves left, the tab to the left when it moves right; as the pan's delegate, the
/// controller lets it begin only for a mostly horizontal movement towards a tab that exists.
/// On release the switch finishes when the finger crossed half the width or flicks towards
/// the destination faster than `flickVelocity`, and is cancelled otherwise.
final class TabSlideTabBarController: UITabBarController, UITabBarControllerDelegate, UIGestureRecognizerDelegate {
    /// The speed above which a release in the pan's direction finishes the switch, in points per second.
    static let flickVelocity: CGFloat = 500

    /// The interaction controller of the switch the pan drives; nil when no pan is driving.
    private var interaction: UIPercentDrivenInteractiveTransition?
    /// +1 when the pan moves towards the tab on the right, −1 towards the one on the left.
    private var panDirection: CGFloat = 0
    private lazy var panGesture = UIPanGestureRecognizer { [weak self] gesture in
        guard let self, let pan = gesture as? UIPanGestureRecognizer else { return }
        self.handlePan(pan)
    }

    /// Creates the controller with the demo's three tabs, the middle one selected.
    init() {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [
            TabSlidePageViewController(page: .today),
            TabSlidePageViewController(page: .places),
            TabSlidePageViewController(page: .library)
        ]
        selectedIndex = 1
    }

    /// Not supported (no archives).
    required init?(coder: NSCoder) {
        fatalError("TabSlideTabBarController.init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        panGesture.delegate = self
        view.addGestureRecognizer(panGesture)
    }

    // MARK: Pan

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        let translation = pan.translation(in: view).x
        // How far the finger has gone towards the destination, as a fraction of the width.
        let progress = max(-translation * panDirection / width, 0)
        switch pan.state {
        case .began:
            guard let destination = destination(of: pan) else { return }
            panDirection = destination > selectedIndex ? 1 : -1
            interaction = UIPercentDrivenInteractiveTransition()
            selectedIndex = destination
            if selectedIndex != destination { interaction = nil }  // the switch was refused
        case .changed:
            interaction?.update(max(-translation * panDirection / width, 0))
        case .ended:
            let towards = -pan.velocity(in: view).x * panDirection
            if progress > 0.5 || towards > Self.flickVelocity {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }

    /// The tab a pan moving as `pan` does leads to: the neighbour on the side the finger
    /// comes from, for a mostly horizontal movement; nil when there is none.
    private func destination(of pan: UIPanGestureRecognizer) -> Int? {
        let translation = pan.translation(in: view)
        guard abs(translation.x) > abs(translation.y) else { return nil }
        let destination = selectedIndex + (translation.x < 0 ? 1 : -1)
        return (0..<(viewControllers?.count ?? 0)).contains(destination) ? destination : nil
    }

    // MARK: UIGestureRecognizerDelegate

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGesture else { return true }
        return destination(of: panGesture) != nil
    }

    // MARK: UITabBarControllerDelegate

    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let controllers = tabBarController.viewControllers ?? []
        guard let from = controllers.firstIndex(where: { $0 === fromVC }),
            let to = controllers.firstIndex(where: { $0 === toVC })
        else { return nil }
        return TabSlideAnimator(direction: to > from ? 1 : -1)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        interaction
    }
}
