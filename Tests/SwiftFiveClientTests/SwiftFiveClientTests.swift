// The Swift 5 client code of this target, run: it must not only compile but behave.
import OpenUIKit
import SegueTesting
import Testing

@MainActor
@Suite struct SwiftFiveClientTests {
    // Each test makes its host in its body: a host resets the shared application, and a suite
    // instance is made in a separate turn from the test that runs on it.

    private func presentCard(on host: HeadlessHost) -> (
        root: UIViewController, card: UIViewController, delegate: CardTransitioningDelegate
    ) {
        let root = UIViewController()
        host.window.rootViewController = root
        host.runFrame()
        let delegate = CardTransitioningDelegate()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true, completion: nil)
        return (root, card, delegate)
    }

    @Test func aNonisolatedFadeAnimatorPresentsIntoADimmingPresentationController() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let (root, card, delegate) = presentCard(on: host)
        var ended: [Bool] = []
        delegate.presentAnimator.onEnd = { ended.append($0) }
        host.advance(by: 0.15)
        let presentation = try #require(card.presentationController as? DimmingPresentationController)
        let midAlpha = try #require(card.view.layer.presentation()).opacity
        #expect(midAlpha > 0.2 && midAlpha < 0.8)
        #expect(presentation.dimmingView.superview === presentation.containerView)
        host.runUntilIdle()
        #expect(root.presentedViewController === card)
        #expect(card.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(card.view.alpha == 1)
        #expect(presentation.dimmingView.alpha == 1)
        #expect(ended == [true])
        #expect(host.reports.isEmpty)
    }

    @Test func theSwipeInteractionControllerDismissesWhenDraggedPastHalfway() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let (root, card, delegate) = presentCard(on: host)
        host.runUntilIdle()
        delegate.swipe = SwipeInteractionController(viewController: card)
        // 170 pt of the controller's 200: past half, short of 100 % (a percent of exactly 1
        // ends a UIKit transition while the finger is still down).
        host.drag(from: CGPoint(x: 1, y: 600), to: CGPoint(x: 170, y: 600), duration: 0.5)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(card.view.superview == nil)
        #expect(delegate.swipe?.interactionInProgress == false)
        #expect(host.reports.isEmpty)
    }

    @Test func aShortSwipeCancelsTheDismissalAndLeavesTheCard() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let (root, card, delegate) = presentCard(on: host)
        host.runUntilIdle()
        delegate.swipe = SwipeInteractionController(viewController: card)
        host.drag(from: CGPoint(x: 1, y: 600), to: CGPoint(x: 60, y: 600), duration: 0.5)
        host.runUntilIdle()
        #expect(root.presentedViewController === card)
        #expect(card.view.window === host.window)
        #expect(card.view.alpha == 1)
    }

    @Test func seedFadeAnimatorsPushAndPopThroughANavigationDelegateExtension() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let main = MainViewController()
        let navigation = UINavigationController(rootViewController: main)
        navigation.delegate = main
        host.window.rootViewController = navigation
        host.runFrame()
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 0.25)
        let alpha = try #require(detail.view.layer.presentation()).opacity
        #expect(alpha > 0.3 && alpha < 0.7)
        host.runUntilIdle()
        #expect(detail.view.alpha == 1)
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        #expect(navigation.viewControllers == [main])
        #expect(main.view.window === host.window)
        #expect(host.reports.isEmpty)
    }

    @Test func closuresKeptInNonisolatedObjectsRunInTheAnimation() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        let recipe = TransitionRecipe()
        var done = false
        recipe.setup = { $0.alpha = 0.5 }
        recipe.animations = [{ $0.transform = CGAffineTransform(translationX: 50, y: 0) }]
        recipe.completion = { done = true }
        recipe.run(on: view, duration: 0.2)
        host.advance(by: 0.1)
        #expect(view.layer.presentation()!.affineTransform().tx > 0)
        host.runUntilIdle()
        #expect(done)
        #expect(view.transform.tx == 50)

        let pair = SnapshotPair(from: view, to: UIView())
        var crossFaded = false
        pair.crossFade(duration: 0.1) { crossFaded = true }
        host.runUntilIdle()
        #expect(crossFaded && view.alpha == 0 && pair.to.alpha == 1)
    }

    // UIKitBehaviour #33a
    @Test func interruptibleAndLayerAnimatorsComplete() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runFrame()
        for animator in [InterruptibleZoomAnimator(), RevealAnimator()] as [UIViewControllerAnimatedTransitioning] {
            let delegate = RecordingTransitioningDelegate(TransitionRecorder())
            delegate.presentationAnimator = animator
            let detail = UIViewController()
            detail.modalPresentationStyle = .overFullScreen
            detail.transitioningDelegate = delegate
            root.present(detail, animated: true)
            host.runUntilIdle()
            #expect(root.presentedViewController === detail)
            #expect(detail.view.window === host.window)
            root.dismiss(animated: false)
            host.runUntilIdle()
        }
        #expect(host.reports.isEmpty)
    }
}
