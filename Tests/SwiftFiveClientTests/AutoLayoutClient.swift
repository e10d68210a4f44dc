import OpenUIKit
import SegueTesting
import Testing

// Code written for iOS in the Swift 5 language mode, the way constraint code is written: a card
// controller that builds its constraints in viewDidLoad, keeps one as a property, and an
// NSObject animator that animates that constraint in a presentation transition.

final class CardViewController: UIViewController {
    let card = UIView()
    let titleLabel = UILabel()
    var cardBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        card.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.text = "Card"
        view.addSubview(card)
        card.addSubview(titleLabel)
        cardBottom = card.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 300)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            card.heightAnchor.constraint(equalToConstant: 300),
            cardBottom,
            titleLabel.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            titleLabel.centerXAnchor.constraint(equalTo: card.centerXAnchor)
        ])
    }
}

final class CardSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let card = transitionContext.viewController(forKey: .to) as? CardViewController,
            let toView = transitionContext.view(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: card)
        transitionContext.containerView.addSubview(toView)
        toView.layoutIfNeeded()
        card.cardBottom.constant = 0
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                toView.layoutIfNeeded()
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class CardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    let animator = CardSlideAnimator()
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
}

@MainActor
@Suite struct AutoLayoutClientTests {
    @Test func aConstraintPropertyAnimatesInATransition() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        host.advance(by: 0)
        let card = CardViewController()
        let transitioning = CardTransitioning()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitioning
        root.present(card, animated: true)
        host.advance(by: 0.5)
        // The transition starts at the next frame (1/60 s after `present`), then moves linearly
        // from 844 (below the screen) to 544.
        let top = card.card.layer.presentation()!.frame.minY
        #expect(abs(top - (844 - 300 * (0.5 - 1.0 / 60))) < 1e-6)
        host.advance(by: 0.6)
        #expect(card.card.frame == CGRect(x: 0, y: 544, width: 390, height: 300))
        #expect(card.titleLabel.frame.minY == 8, "at the card's top margin")
    }
}
