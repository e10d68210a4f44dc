// Seed 000 ("自定義轉場動畫 Swift3.0版本") as client code, Swift 5 language mode: the cross
// dissolve (a view controller that is its own transitioning delegate, a spring animator and a
// cross-dissolve animator), the interactive edge-swipe presentation and the navigation
// delegate animators. The custom presentation is in Seed000Clients+Presentation.swift.
//
// The tutorial's code with its Swift 3 spelling brought up to date, nothing restructured.
// What the tutorial elides ("see the demo") is filled in from the behaviour of Apple's
// CustomTransitions sample, its companion, in the tutorial's style. The only other changes
// are the lines marked `// Porting:` (selectors and `respondsToSelector` do not exist).
import OpenUIKit

// MARK: - Cross dissolve

/// A button at a fixed place, as the tutorial's `setupView()` lays out ("ignore the details").
func seedButton(_ title: String, frame: CGRect, action: @escaping () -> Void) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.frame = frame
    // Porting: addTarget(_:action:for:) with a selector
    button.addAction(UIAction { _ in action() }, for: .touchUpInside)
    return button
}

/// The place of every seed screen's main button.
let seedButtonFrame = CGRect(x: 20, y: 100, width: 200, height: 44)

// 這個類相當於A
class CrossDissolveFirstViewController: UIViewController, UIViewControllerTransitioningDelegate {
    // 這個對象相當於B
    let crossDissolveSecondViewController = CrossDissolveSecondViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        setupView()
        crossDissolveSecondViewController.transitioningDelegate = self
    }

    func setupView() {
        view.backgroundColor = .white
        view.addSubview(
            seedButton("Animate", frame: seedButtonFrame) { [unowned self] in  // Porting: target–action
                self.animationButtonDidClicked()
            })
    }

    // 點擊按鈕觸發的函數
    func animationButtonDidClicked() {
        // As Apple's sample does: since iOS 13 the default (.automatic) is a sheet, which keeps
        // the presenter's view, and then `view(forKey: .from)` is nil.
        crossDissolveSecondViewController.modalPresentationStyle = .fullScreen
        self.present(crossDissolveSecondViewController, animated: true, completion: nil)
    }

    // 下麵這兩個函數定義在UIViewControllerTransitioningDelegate協議中
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        //        也可以使用CrossDissolveAnimator,動畫效果各有不同
        //        return CrossDissolveAnimator()
        return HalfWaySpringAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CrossDissolveAnimator()
    }
}

class CrossDissolveSecondViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .orange
        view.addSubview(
            seedButton("Dismiss", frame: seedButtonFrame) { [unowned self] in  // Porting: target–action
                self.dismiss(animated: true, completion: nil)
            })
    }
}

class HalfWaySpringAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// 設置動畫的持續時間
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 2
    }

    /// 設置動畫的進行方式
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)
        let toViewController = transitionContext.viewController(forKey: .to)
        let containerView = transitionContext.containerView

        var fromView = fromViewController?.view
        var toView = toViewController?.view

        // iOS8引入了viewForKey方法,盡可能使用這個方法而不是直接訪問controller的view屬性
        // Porting: `if transitionContext.respondsToSelector(Selector("viewForKey:"))` — always true since iOS 8
        fromView = transitionContext.view(forKey: .from)
        toView = transitionContext.view(forKey: .to)

        // 我們讓toview的origin.y在屏幕的一半處,這樣它從屏幕的中間位置彈起而不是從屏幕底部彈起
        toView?.frame = CGRect(
            x: fromView!.frame.origin.x, y: fromView!.frame.maxY / 2, width: fromView!.frame.width,
            height: fromView!.frame.height)
        toView?.alpha = 0.0

        // 在present和dismiss時,必須將toview添加到視圖層次中
        containerView.addSubview(toView!)

        let transitionDuration = self.transitionDuration(using: transitionContext)
        UIView.animate(
            withDuration: transitionDuration, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
            options: .curveLinear,
            animations: { () -> Void in
                toView!.alpha = 1.0  // 逐漸變為不透明
                toView?.frame = transitionContext.finalFrame(for: toViewController!)  // 移動到指定位置
            }
        ) { (finished: Bool) -> Void in
            let wasCancelled = transitionContext.transitionWasCancelled
            transitionContext.completeTransition(!wasCancelled)
        }
    }
}

/// The demo's cross dissolve (Apple's sample): both views in place, one fades out as the other
/// fades in.
class CrossDissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)

        fromView?.frame = transitionContext.initialFrame(for: fromViewController)
        toView?.frame = transitionContext.finalFrame(for: toViewController)
        fromView?.alpha = 1.0
        toView?.alpha = 0.0

        // 在present和dismiss時,必須將toview添加到視圖層次中
        containerView.addSubview(toView!)

        let transitionDuration = self.transitionDuration(using: transitionContext)
        UIView.animate(
            withDuration: transitionDuration,
            animations: {
                fromView?.alpha = 0.0
                toView?.alpha = 1.0
            }
        ) { finished in
            let wasCancelled = transitionContext.transitionWasCancelled
            transitionContext.completeTransition(!wasCancelled)
        }
    }
}

// MARK: - Navigation

class FromViewController: UIViewController, UINavigationControllerDelegate {
    let toViewController: ToViewController = ToViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        setupView()

        self.navigationController?.delegate = self
    }

    func setupView() {
        view.backgroundColor = .white
        view.addSubview(
            seedButton("Push", frame: seedButtonFrame) { [unowned self] in  // Porting: target–action
                self.navigationController?.pushViewController(self.toViewController, animated: true)
            })
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        if operation == .push {
            return PushAnimator()
        }
        if operation == .pop {
            return PopAnimator()
        }
        return nil
    }
}

class ToViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .yellow
    }
}

/// The pushed view slides in from the right edge over the view it covers.
class PushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toViewController = transitionContext.viewController(forKey: .to)!
        let containerView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!

        let toViewFinalFrame = transitionContext.finalFrame(for: toViewController)
        toView.frame = toViewFinalFrame.offsetBy(dx: toViewFinalFrame.width, dy: 0)
        containerView.addSubview(toView)

        UIView.animate(
            withDuration: self.transitionDuration(using: transitionContext),
            animations: {
                toView.frame = toViewFinalFrame
            }
        ) { finished in
            let wasCancelled = transitionContext.transitionWasCancelled
            transitionContext.completeTransition(!wasCancelled)
        }
    }
}

/// The popped view slides out to the right edge, uncovering the view under it.
class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!

        let fromViewInitialFrame = transitionContext.initialFrame(for: fromViewController)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        // pop時toView在fromView的下麵
        containerView.insertSubview(toView, belowSubview: fromView)

        UIView.animate(
            withDuration: self.transitionDuration(using: transitionContext),
            animations: {
                fromView.frame = fromViewInitialFrame.offsetBy(dx: fromViewInitialFrame.width, dy: 0)
            }
        ) { finished in
            let wasCancelled = transitionContext.transitionWasCancelled
            transitionContext.completeTransition(!wasCancelled)
        }
    }
}
