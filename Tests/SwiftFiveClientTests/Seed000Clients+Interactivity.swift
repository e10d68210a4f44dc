// Seed 000, the interactive (percent-driven) transition: a screen-edge pan presents and
// dismisses, a button does the same without interaction. The tutorial shows the two view
// controllers, the delegate and the interaction controller's gesture handler "with details
// deleted"; the rest (the animator, the edge, the percentage) is Apple's CustomTransitions
// sample (Swipe), in the tutorial's style. See Seed000Clients.swift for the rules.
import OpenUIKit

// 這個相當於fromViewController
class InteractivityFirstViewController: UIViewController {
    // 這個相當於toViewController
    lazy var interactivitySecondViewController: InteractivitySecondViewController = InteractivitySecondViewController()
    // 定義了一個InteractivityTransitionDelegate類作為代理
    lazy var customTransitionDelegate: InteractivityTransitionDelegate = InteractivityTransitionDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        setupView()

        /// 設置動畫代理,這個代理比較複雜,所以我們新建了一個代理對象而不是讓self作為代理
        interactivitySecondViewController.transitioningDelegate = customTransitionDelegate
    }

    func setupView() {
        view.backgroundColor = .white
        view.addSubview(
            seedButton("Present", frame: seedButtonFrame) { [unowned self] in  // Porting: target–action
                self.animationButtonDidClicked(self)
            })
        // Porting: init(target:action:)
        let interactiveTransitionRecognizer = UIScreenEdgePanGestureRecognizer { [unowned self] recognizer in
            self.interactiveTransitionRecognizerAction(sender: recognizer as! UIScreenEdgePanGestureRecognizer)
        }
        interactiveTransitionRecognizer.edges = .right
        view.addGestureRecognizer(interactiveTransitionRecognizer)
    }

    // 觸發手勢時,也會調用animationButtonDidClicked方法
    func interactiveTransitionRecognizerAction(sender: UIScreenEdgePanGestureRecognizer) {
        if sender.state == .began {
            self.animationButtonDidClicked(sender)
        }
    }

    func animationButtonDidClicked(_ sender: AnyObject) {
        // The gesture drives the transition; a button press leaves it to the animator.
        customTransitionDelegate.gestureRecognizer = sender as? UIScreenEdgePanGestureRecognizer
        customTransitionDelegate.targetEdge = .right
        interactivitySecondViewController.modalPresentationStyle = .fullScreen  // as Apple's sample does
        self.present(interactivitySecondViewController, animated: true, completion: nil)
    }
}

class InteractivitySecondViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .cyan
        view.addSubview(
            seedButton("Dismiss", frame: seedButtonFrame) { [unowned self] in  // Porting: target–action
                self.buttonDidClicked(self)
            })
        // Porting: init(target:action:)
        let interactiveTransitionRecognizer = UIScreenEdgePanGestureRecognizer { [unowned self] recognizer in
            self.interactiveTransitionRecognizerAction(sender: recognizer as! UIScreenEdgePanGestureRecognizer)
        }
        interactiveTransitionRecognizer.edges = .left
        view.addGestureRecognizer(interactiveTransitionRecognizer)
    }

    func interactiveTransitionRecognizerAction(sender: UIScreenEdgePanGestureRecognizer) {
        if sender.state == .began {
            self.buttonDidClicked(sender)
        }
    }

    func buttonDidClicked(_ sender: AnyObject) {
        if let transitionDelegate = self.transitioningDelegate as? InteractivityTransitionDelegate {
            transitionDelegate.gestureRecognizer = sender as? UIScreenEdgePanGestureRecognizer
            transitionDelegate.targetEdge = .left
        }
        self.dismiss(animated: true, completion: nil)
    }
}

class InteractivityTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// 驅動交互式動畫的手勢;為nil時執行非交互式動畫
    var gestureRecognizer: UIScreenEdgePanGestureRecognizer?
    /// 手指拖動的屏幕邊緣
    var targetEdge: UIRectEdge = .right

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return InteractivityTransitionAnimator(targetEdge: targetEdge)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return InteractivityTransitionAnimator(targetEdge: targetEdge)
    }

    /// 前兩個函數和淡入淡出demo中的實現一致
    /// 後兩個函數用於實現交互式動畫

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        if let gestureRecognizer = self.gestureRecognizer {
            return TransitionInteractionController(gestureRecognizer: gestureRecognizer, edgeForDragging: targetEdge)
        }
        return nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        if let gestureRecognizer = self.gestureRecognizer {
            return TransitionInteractionController(gestureRecognizer: gestureRecognizer, edgeForDragging: targetEdge)
        }
        return nil
    }
}

/// Slides the presented view in from `targetEdge` and, at dismissal, out towards it.
class InteractivityTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let targetEdge: UIRectEdge

    init(targetEdge: UIRectEdge) {
        self.targetEdge = targetEdge
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!

        // present時toViewController.presentingViewController是fromViewController
        let isPresenting = toViewController.presentingViewController == fromViewController

        let fromFrame = transitionContext.initialFrame(for: fromViewController)
        let toFrame = transitionContext.finalFrame(for: toViewController)

        // 動畫方向:視圖朝著targetEdge的反方向移動
        let offset: CGVector
        if targetEdge == .top {
            offset = CGVector(dx: 0, dy: 1)
        } else if targetEdge == .bottom {
            offset = CGVector(dx: 0, dy: -1)
        } else if targetEdge == .left {
            offset = CGVector(dx: 1, dy: 0)
        } else {
            offset = CGVector(dx: -1, dy: 0)
        }

        fromView.frame = fromFrame
        if isPresenting {
            toView.frame = toFrame.offsetBy(dx: toFrame.width * offset.dx * -1, dy: toFrame.height * offset.dy * -1)
            containerView.addSubview(toView)
        } else {
            toView.frame = toFrame
            containerView.insertSubview(toView, belowSubview: fromView)
        }

        UIView.animate(
            withDuration: self.transitionDuration(using: transitionContext),
            animations: {
                if isPresenting {
                    toView.frame = toFrame
                } else {
                    fromView.frame = fromFrame.offsetBy(
                        dx: fromFrame.width * offset.dx, dy: fromFrame.height * offset.dy)
                }
            }
        ) { finished in
            let wasCancelled = transitionContext.transitionWasCancelled
            // 取消時把toView移出視圖層級
            if wasCancelled {
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(!wasCancelled)
        }
    }
}

class TransitionInteractionController: UIPercentDrivenInteractiveTransition {
    weak var transitionContext: UIViewControllerContextTransitioning?
    let gestureRecognizer: UIScreenEdgePanGestureRecognizer
    let edge: UIRectEdge
    private var gestureTarget: UIGestureRecognizer.Target?

    init(gestureRecognizer: UIScreenEdgePanGestureRecognizer, edgeForDragging edge: UIRectEdge) {
        self.gestureRecognizer = gestureRecognizer
        self.edge = edge
        super.init()
        // Porting: gestureRecognizer.addTarget(self, action: #selector(gestureRecognizeDidUpdate(_:)))
        gestureTarget = gestureRecognizer.addTarget { [weak self] recognizer in
            self?.gestureRecognizeDidUpdate(recognizer as! UIScreenEdgePanGestureRecognizer)
        }
    }

    deinit {
        gestureRecognizer.removeTarget(gestureTarget)  // Porting: removeTarget(self, action: #selector(…))
    }

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        // 保存上下文,percentForGesture需要用到containerView
        self.transitionContext = transitionContext
        super.startInteractiveTransition(transitionContext)
    }

    /// 當手勢有滑動時觸發這個函數
    func gestureRecognizeDidUpdate(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        switch gestureRecognizer.state {
        case .began: break
        case .changed: self.update(self.percentForGesture(gestureRecognizer))  //手勢滑動,更新百分比
        case .ended:  // 滑動結束,判斷是否超過一半,如果是則完成剩下的動畫,否則取消動畫
            if self.percentForGesture(gestureRecognizer) >= 0.5 {
                self.finish()
            } else {
                self.cancel()
            }
        default:
            self.cancel()
        }
    }

    /// 手指在containerView中離開edge的距離佔containerView寬(高)的比例
    private func percentForGesture(_ gesture: UIScreenEdgePanGestureRecognizer) -> CGFloat {
        let transitionContainerView = transitionContext?.containerView
        let locationInSourceView = gesture.location(in: transitionContainerView)
        let width = transitionContainerView?.bounds.width ?? 0
        let height = transitionContainerView?.bounds.height ?? 0
        guard width > 0, height > 0 else { return 0 }

        if edge == .right {
            return (width - locationInSourceView.x) / width
        } else if edge == .left {
            return locationInSourceView.x / width
        } else if edge == .bottom {
            return (height - locationInSourceView.y) / height
        } else if edge == .top {
            return locationInSourceView.y / height
        }
        return 0
    }
}
