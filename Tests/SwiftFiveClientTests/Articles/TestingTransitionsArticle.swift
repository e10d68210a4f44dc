// The code of the article "Testing and diagnosing your transitions"
// (Sources/SegueTesting/SegueTesting.docc/TestingAndDiagnosingTransitions.md): a card
// presentation whose dismissal animator can make the classic mistake, packaged as a demo for
// the doctor and the command line. TestingTransitionsArticleTests holds the article's tests.
import OpenUIKit
import SegueTesting

/// Slides a `.custom` card up on presentation and down on dismissal.
class SlideCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    /// The mistake the doctor finds: on dismissal, put the presenting view into the container.
    let insertsPresentingView: Bool

    init(isPresenting: Bool, insertsPresentingView: Bool = false) {
        self.isPresenting = isPresenting
        self.insertsPresentingView = insertsPresentingView
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let offScreen = CGAffineTransform(translationX: 0, y: container.bounds.height)
        let card: UIView
        if isPresenting {
            card = transitionContext.view(forKey: .to)!
            card.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            container.addSubview(card)
            card.transform = offScreen
        } else {
            card = transitionContext.view(forKey: .from)!
            if insertsPresentingView, let presenting = transitionContext.viewController(forKey: .to) {
                container.insertSubview(presenting.view, at: 0)  // wrong: .custom never removed it
            }
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                card.transform = self.isPresenting ? .identity : offScreen
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Vends the card's animators.
class SlideCardTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let insertsPresentingView: Bool

    init(insertsPresentingView: Bool) {
        self.insertsPresentingView = insertsPresentingView
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return SlideCardAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideCardAnimator(isPresenting: false, insertsPresentingView: insertsPresentingView)
    }
}

/// The screen that presents the card; it keeps the card's transitioning delegate.
class CardHomeViewController: UIViewController {
    let transitions: SlideCardTransitions

    init(insertsPresentingView: Bool) {
        transitions = SlideCardTransitions(insertsPresentingView: insertsPresentingView)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        articleTitle("Home", in: view)
    }

    func showCard() {
        let card = UIViewController()
        card.view.backgroundColor = .systemOrange
        articleTitle("Card", in: card.view)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        present(card, animated: true)
    }
}

/// The card as a demo: what `segue render`, `segue doctor` and the tests play.
struct SlideCardDemo: TransitionDemo {
    var insertsPresentingView = false

    var name: String { insertsPresentingView ? "slide-card-broken" : "slide-card" }
    var summary: String { "A card slides up over the home screen and back down" }

    func makeRootViewController() -> UIViewController {
        return CardHomeViewController(insertsPresentingView: insertsPresentingView)
    }

    var scenarios: [DemoScenario] {
        return [
            DemoScenario(
                "present and dismiss",
                [
                    .perform { ($0 as? CardHomeViewController)?.showCard() }, .settle,
                    .perform { $0.dismiss(animated: true) }, .settle
                ])
        ]
    }
}
