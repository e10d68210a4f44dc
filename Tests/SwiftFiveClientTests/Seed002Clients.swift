// Seed 002 ("自定义modal动画") as client code, Swift 5 language mode: a custom modal
// presentation through one object that is transitioning delegate and animator at once, and the
// one-call helper built on it (ZJModalKing): the caller gives the controller, the frame it is
// shown at, and two blocks that animate its view in and out and return how long they take.
//
// The tutorial's Objective-C, translated line by line into current Swift; the presentation
// controller and the delegate methods it names but does not show follow ZJModalKing's
// behaviour. The only other changes are the lines marked `// Porting:`.
import OpenUIKit

/// Animates the presented view in or out: returns when the transition context may be closed
/// ("转场动画上下文关闭的时间"), usually the animation's duration.
typealias ZJModalAnimation = (UIView) -> TimeInterval

/// Places the presented view at the frame the caller asked for.
class ZJPresentationController: UIPresentationController {
    var presentFrame: CGRect = .zero

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        self.presentedView?.frame = self.presentFrame
    }
}

/// 专门设置一个动画代理:遵守转场代理和转场动画协议
class ZJAnimationDelegate: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    var presentFrame: CGRect = .zero
    var presentAnimation: ZJModalAnimation?
    var dismissAnimation: ZJModalAnimation?
    private var isPresenting = false

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let pc = ZJPresentationController(presentedViewController: presented, presenting: presenting)
        pc.presentFrame = self.presentFrame
        return pc
    }

    // MARK: - UIViewControllerTransitioningDelegate代理方法
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        self.isPresenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self.isPresenting = false
        return self
    }

    // MARK: - UIViewControllerAnimatedTransitioning方法
    // 转场动画时长,一般这里都随便填,真正的动画时间看你自定义的动画时长来决定
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if self.isPresenting {
            let view = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(view)
            let time = self.presentAnimation!(view)
            DispatchQueue.main.asyncAfter(deadline: .now() + time) {
                transitionContext.completeTransition(true)
            }
        } else {
            let view = transitionContext.view(forKey: .from)!
            let time = self.dismissAnimation!(view)
            DispatchQueue.main.asyncAfter(deadline: .now() + time) {
                transitionContext.completeTransition(true)
                view.removeFromSuperview()
            }
        }
    }
}

/// Porting: `objc_setAssociatedObject(self, animationDelegateKey, …, RETAIN_NONATOMIC)` — the
/// delegate each presenting controller keeps, in a table; an entry goes when its controller does.
private final class ZJAnimationDelegateEntry {
    weak var owner: UIViewController?
    let animationDelegate: ZJAnimationDelegate

    init(owner: UIViewController, animationDelegate: ZJAnimationDelegate) {
        self.owner = owner
        self.animationDelegate = animationDelegate
    }
}

private var animationDelegateEntries: [ObjectIdentifier: ZJAnimationDelegateEntry] = [:]  // Porting: associated objects

extension UIViewController {
    /// runtime动态加载执行动画的代理属性
    var animationDelegate: ZJAnimationDelegate? {
        get {  // Porting: objc_getAssociatedObject
            let entry = animationDelegateEntries[ObjectIdentifier(self)]
            return entry?.owner === self ? entry?.animationDelegate : nil
        }
        set {  // Porting: objc_setAssociatedObject
            animationDelegateEntries = animationDelegateEntries.filter { $0.value.owner != nil }
            animationDelegateEntries[ObjectIdentifier(self)] = newValue.map {
                ZJAnimationDelegateEntry(owner: self, animationDelegate: $0)
            }
        }
    }

    /// 自定义modal的跳转方式
    ///
    /// - Parameters:
    ///   - modalVC: 需要展示的viewController
    ///   - presentFrame: 展示视图在屏幕的frame
    ///   - presentAnimation: 展示动画代码(返回的时间是转场动画上下文关闭的时间)
    ///   - dismissAnimation: 消失动画代码(返回的时间是转场动画上下文关闭的时间)
    ///   - completion: 完成回调
    func mk_presentViewController(
        _ modalVC: UIViewController,
        withPresentFrame presentFrame: CGRect,
        withPresentAnimation presentAnimation: @escaping ZJModalAnimation,
        withDismissAnimation dismissAnimation: @escaping ZJModalAnimation,
        withCompletion completion: (() -> Void)?
    ) {
        self.animationDelegate = ZJAnimationDelegate()
        modalVC.transitioningDelegate = self.animationDelegate
        modalVC.modalPresentationStyle = .custom
        self.animationDelegate?.presentFrame = presentFrame
        self.animationDelegate?.presentAnimation = presentAnimation
        self.animationDelegate?.dismissAnimation = dismissAnimation
        self.present(modalVC, animated: true, completion: completion)
    }
}
