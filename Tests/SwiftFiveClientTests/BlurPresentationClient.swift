// A blur-in presentation controller as apps write it, compiled in Swift 5 mode: the dimming
// view is a UIVisualEffectView whose effect animates from nil to a blur alongside the
// transition, and back to nil on dismissal.
import OpenUIKit
import SegueTesting
import Testing

final class BlurInPresentationControllerFive: UIPresentationController {
    let blurView = UIVisualEffectView(effect: nil)

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return container.bounds.insetBy(dx: 40, dy: 200)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        blurView.frame = container.bounds
        container.insertSubview(blurView, at: 0)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(
                alongsideTransition: { _ in
                    self.blurView.effect = UIBlurEffect(style: .dark)
                }, completion: nil)
        } else {
            blurView.effect = UIBlurEffect(style: .dark)
        }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.blurView.effect = nil
            }, completion: nil)
    }
}

final class BlurInTransitioningDelegateFive: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        BlurInPresentationControllerFive(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor
@Suite struct BlurPresentationSwiftFiveClientTests {
    @Test func theBackdropBlursInAlongsideThePresentationAndOutOnDismissal() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let root = UIViewController()
        root.view.backgroundColor = .white
        for i in 0..<20 {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 20, y: 0, width: 10, height: 844))
            stripe.backgroundColor = .black
            root.view.addSubview(stripe)
        }
        host.window.rootViewController = root
        host.runFrame()
        let delegate = BlurInTransitioningDelegateFive()
        let card = UIViewController()
        card.view.backgroundColor = .systemBlue
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true, completion: nil)
        func stripeContrast() -> Int {
            let image = host.render()
            let values = (100..<140).map { Int(imagePixelRed(image, $0, 100)) }
            return values.max()! - values.min()!
        }
        host.advance(by: 0.05)
        let early = stripeContrast()
        host.advance(by: 0.12)
        let middle = stripeContrast()
        host.runUntilIdle()
        let presented = stripeContrast()
        #expect(early > middle && middle > presented, "the blur deepens: \(early) \(middle) \(presented)")
        #expect(presented < 5)
        let controller = try #require(card.presentationController as? BlurInPresentationControllerFive)
        #expect(controller.blurView.effect is UIBlurEffect)
        root.dismiss(animated: true, completion: nil)
        host.runUntilIdle()
        #expect(controller.blurView.effect == nil)
        #expect(root.presentedViewController == nil)
        #expect(stripeContrast() == 255, "sharp again after dismissal")
        #expect(host.reports.isEmpty)
    }

    @Test func aFullScreenMaterialAtThreeTimesIsSmooth() {
        // The 390 × 844 pt @3x region issue 28 times: a wide blur (σ = 90 px), fast path.
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 3)
        host.window.backgroundColor = .white
        for i in 0..<20 {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 20, y: 0, width: 10, height: 844))
            stripe.backgroundColor = .black
            host.window.addSubview(stripe)
        }
        let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        material.frame = host.window.bounds
        host.window.addSubview(material)
        host.runUntilIdle()
        let image = host.render()
        #expect(image.width == 1170 && image.height == 2532)
        for y in [0, 900, 2531] {
            let row = (0..<1170).map { Int(imagePixelRed(image, $0, y)) }
            // More than 3σ from the sides the stripes are gone; nearer, the blur sees one side.
            let middle = row[300..<870]
            #expect(middle.max()! - middle.min()! < 3, "row \(y): the stripes are gone")
            #expect(row.max()! - row.min()! < 12)
            #expect(zip(row, row.dropFirst()).allSatisfy { abs($0 - $1) <= 1 })
        }
    }
}

/// The red byte of a pixel of an RGBA image.
@MainActor
func imagePixelRed(_ image: CGImage, _ x: Int, _ y: Int) -> UInt8 {
    image._premultipliedRGBA[(y * image.width + x) * 4]
}
