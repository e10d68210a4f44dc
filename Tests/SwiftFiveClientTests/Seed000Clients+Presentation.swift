// Seed 000, the transition coordinator and `.custom` presentation: a presentation controller
// that is also the transitioning delegate and the animator, a dimming view faded alongside
// the transition, the presented view wrapped in a rounded, shadowed view, sized by the
// presented controller's `preferredContentSize`, dismissed by a tap on the dimming view.
// The tutorial shows the first view controller and the four will-begin/did-end methods; the
// rest ("see the demo's Custom Presentation folder") is Apple's CustomTransitions sample
// (Custom Presentation), in the tutorial's style. See Seed000Clients.swift for the rules.
import OpenUIKit

// 這個相當於fromViewController
class CustomPresentationFirstViewController: UIViewController {
    // 這個相當於toViewController
    lazy var customPresentationSecondViewController: CustomPresentationSecondViewController =
        CustomPresentationSecondViewController()
    // 創建PresentationController
    lazy var customPresentationController: CustomPresentationController = CustomPresentationController(
        presentedViewController: self.customPresentationSecondViewController, presenting: self)

    override func viewDidLoad() {
        super.viewDidLoad()
        setupView()

        // 設置轉場動畫代理
        customPresentationSecondViewController.transitioningDelegate = customPresentationController
    }

    func setupView() {
        view.backgroundColor = .white
        view.addSubview(
            seedButton("Present", frame: seedButtonFrame) { [unowned self] in  // Porting: target–action
                self.animationButtonDidClicked()
            })
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        // Dispose of any resources that can be recreated.
    }

    func animationButtonDidClicked() {
        self.present(customPresentationSecondViewController, animated: true, completion: nil)
    }
}

class CustomPresentationSecondViewController: UIViewController {
    /// The heights the demo's slider moves between.
    static let compactHeight: CGFloat = 270
    static let regularHeight: CGFloat = 420

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .purple
        view.addSubview(
            seedButton("Grow", frame: seedButtonFrame) { [unowned self] in  // Porting: the slider's target–action
                self.preferredContentSize.height =
                    self.preferredContentSize.height == Self.regularHeight ? 600 : Self.regularHeight
            })
        // Porting: Apple picks 270 for a compact vertical size class; there are no trait collections
        self.preferredContentSize = CGSize(width: view.bounds.width, height: Self.regularHeight)
    }
}

class CustomPresentationController: UIPresentationController, UIViewControllerTransitioningDelegate {
    static let cornerRadius: CGFloat = 16

    var presentationWrappingView: UIView?  // 這個視圖封裝了原視圖,添加了陰影和圓角效果
    var dimmingView: UIView? = nil  // alpha為0.5的黑色蒙版

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        // 隻有.Custom不會移除fromView
        presentedViewController.modalPresentationStyle = .custom
    }

    // 告訴UIKit為哪個視圖添加動畫效果
    override var presentedView: UIView? {
        return self.presentationWrappingView
    }

    // Porting: the tutorial declares the overrides below in extensions of the class
    // (`extension CustomPresentationController { override func … }`). Swift overrides a
    // member in an extension only when it is `@objc`, which needs the Objective-C runtime, so
    // they sit in the class body here; their groups and order are the tutorial's.

    // 四個方法自定義轉場動畫發生前後的操作
    override func presentationTransitionWillBegin() {
        // 設置presentationWrappingView和dimmingView的UI效果
        let presentedViewControllerView = super.presentedView!

        // 陰影
        let presentationWrappingView = UIView(frame: self.frameOfPresentedViewInContainerView)
        presentationWrappingView.layer.shadowOpacity = 0.44
        presentationWrappingView.layer.shadowRadius = 13
        presentationWrappingView.layer.shadowOffset = CGSize(width: 0, height: -6)
        self.presentationWrappingView = presentationWrappingView

        // 圓角:底部多出cornerRadius,隻有頂部兩個角是圓的
        let presentationRoundedCornerView = UIView(
            frame: presentationWrappingView.bounds.inset(
                by: UIEdgeInsets(top: 0, left: 0, bottom: -Self.cornerRadius, right: 0)))
        presentationRoundedCornerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        presentationRoundedCornerView.layer.cornerRadius = Self.cornerRadius
        presentationRoundedCornerView.layer.masksToBounds = true

        // 去掉多出的部分,放presentedViewController的view
        let presentedViewControllerWrapperView = UIView(
            frame: presentationRoundedCornerView.bounds.inset(
                by: UIEdgeInsets(top: 0, left: 0, bottom: Self.cornerRadius, right: 0)))
        presentedViewControllerWrapperView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        presentedViewControllerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        presentedViewControllerView.frame = presentedViewControllerWrapperView.bounds
        presentedViewControllerWrapperView.addSubview(presentedViewControllerView)
        presentationRoundedCornerView.addSubview(presentedViewControllerWrapperView)
        presentationWrappingView.addSubview(presentationRoundedCornerView)

        // 黑色蒙版,點擊時dismiss
        let dimmingView = UIView(frame: self.containerView!.bounds)
        dimmingView.backgroundColor = .black
        dimmingView.isOpaque = false
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.addGestureRecognizer(
            UITapGestureRecognizer { [weak self] recognizer in  // Porting: init(target:action:)
                self?.dimmingViewTapped(recognizer as! UITapGestureRecognizer)
            })
        self.dimmingView = dimmingView
        self.containerView?.addSubview(dimmingView)

        let transitionCoordinator = self.presentingViewController.transitionCoordinator
        self.dimmingView?.alpha = 0
        // 通過轉場協調器執行同步的動畫效果
        transitionCoordinator?.animate(
            alongsideTransition: { (context: UIViewControllerTransitionCoordinatorContext) -> Void in
                self.dimmingView?.alpha = 0.5
            }, completion: nil)
    }

    /// present結束時,把dimmingView和wrappingView都清空,這些臨時視圖用不到了
    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            self.presentationWrappingView = nil
            self.dimmingView = nil
        }
    }

    /// dismiss開始時,讓dimmingView完全透明,這個動畫和animator中的動畫同時發生
    override func dismissalTransitionWillBegin() {
        let transitionCoordinator = self.presentingViewController.transitionCoordinator
        transitionCoordinator?.animate(
            alongsideTransition: { (context: UIViewControllerTransitionCoordinatorContext) -> Void in
                self.dimmingView?.alpha = 0
            }, completion: nil)
    }

    /// dismiss結束時,把dimmingView和wrappingView都清空,這些臨時視圖用不到了
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            self.presentationWrappingView = nil
            self.dimmingView = nil
        }
    }

    func dimmingViewTapped(_ sender: UITapGestureRecognizer) {
        self.presentingViewController.dismiss(animated: true, completion: nil)
    }

    // 子視圖布局
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        if container === self.presentedViewController {
            self.containerView?.setNeedsLayout()
        }
    }

    override func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        if container === self.presentedViewController {
            return (container as! UIViewController).preferredContentSize
        }
        return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        let containerViewBounds = self.containerView!.bounds
        let presentedViewContentSize = self.size(
            forChildContentContainer: self.presentedViewController, withParentContainerSize: containerViewBounds.size)

        // 在containerView的底部
        var presentedViewControllerFrame = containerViewBounds
        presentedViewControllerFrame.size.height = presentedViewContentSize.height
        presentedViewControllerFrame.origin.y = containerViewBounds.maxY - presentedViewContentSize.height
        return presentedViewControllerFrame
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        self.dimmingView?.frame = self.containerView!.bounds
        self.presentationWrappingView?.frame = self.frameOfPresentedViewInContainerView
    }
}

// 作為動畫代理,為動畫提供animator對象(自己)
extension CustomPresentationController: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return (transitionContext?.isAnimated ?? false) ? 0.35 : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let containerView = transitionContext.containerView

        // present時toView是presentationWrappingView;dismiss時toView是nil(.Custom不移除fromView)
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)

        let isPresenting = fromViewController == self.presentingViewController

        var fromViewFinalFrame = transitionContext.finalFrame(for: fromViewController)
        var toViewInitialFrame = transitionContext.initialFrame(for: toViewController)
        let toViewFinalFrame = transitionContext.finalFrame(for: toViewController)

        if let toView = toView {
            containerView.addSubview(toView)
        }

        if isPresenting {
            // 從containerView的底部升起
            toViewInitialFrame.origin = CGPoint(x: containerView.bounds.minX, y: containerView.bounds.maxY)
            toViewInitialFrame.size = toViewFinalFrame.size
            toView?.frame = toViewInitialFrame
        } else {
            // 降到containerView的底部以下
            fromViewFinalFrame = fromView!.frame.offsetBy(dx: 0, dy: fromView!.frame.height)
        }

        let transitionDuration = self.transitionDuration(using: transitionContext)
        UIView.animate(
            withDuration: transitionDuration,
            animations: {
                if isPresenting {
                    toView?.frame = toViewFinalFrame
                } else {
                    fromView?.frame = fromViewFinalFrame
                }
            }
        ) { finished in
            let wasCancelled = transitionContext.transitionWasCancelled
            transitionContext.completeTransition(!wasCancelled)
        }
    }
}

// 作為轉場動畫代理
extension CustomPresentationController {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        assert(
            self.presentedViewController == presented,
            "You didn't initialize \(self) with the correct presentedViewController.  Expected \(presented), got \(self.presentedViewController)."
        )
        return self
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return self
    }
}
