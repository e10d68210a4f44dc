// A tool written in Swift 5 mode that pictures an app's transition halfway through, paused in
// SegueX11's debugger: a fade-in modal from a tutorial's NSObject animator (conformance in an
// extension), frames driven on a headless host, and `TransitionDebugger.image(scale:)`, whose
// picture has the hint strip below the screen.
import OpenUIKit
import SegueTesting
import SegueX11
import Testing

final class FadeInAnimator: NSObject {
    let duration: TimeInterval = 0.4
}

extension FadeInAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(
            withDuration: duration, delay: 0, options: .curveLinear,
            animations: {
                toView.alpha = 1
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class FadeInTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FadeInAnimator()
    }
}

@MainActor
@Suite struct TransitionDebuggerSwiftFiveClientTests {
    @Test func aToolPicturesAPausedFadeHalfwayWithTheHintBelowTheScreen() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 80), scale: 1)
        let root = UIViewController()
        root.view.backgroundColor = .black
        host.window.rootViewController = root
        let debugger = TransitionDebugger(window: host.window, time: host.now)
        var hostTime = host.now
        func frame() {
            hostTime += 1.0 / 60
            let tick = debugger.tick(atHostTime: hostTime)
            host.manualClock.set(to: max(tick.mediaTime, host.now))
            if tick.runsApplication { UIApplication.shared.runFrame() }
        }

        let transitions = FadeInTransitions()
        let sheet = UIViewController()
        sheet.view.backgroundColor = .white
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = transitions
        root.present(sheet, animated: true)
        for _ in 0..<6 { frame() }
        debugger.press(.pause)
        debugger.scrub(toFraction: 0.5)
        for _ in 0..<30 { frame() }  // paused: the fade waits
        #expect(
            debugger.isPaused && debugger.scrubFraction == 0.5 && root.presentedViewController?.isBeingPresented == true
        )

        let picture = debugger.image(scale: 2)
        #expect(picture.width == 200)
        #expect(picture.height == Int(2 * (80 + TransitionDebugger.hintStripHeight)))
        // Halfway through the fade, white over black is mid-grey in the screen's rows.
        let grey = picture._premultipliedRGBA[(80 * 200 + 100) * 4]
        #expect(grey > 100 && grey < 160, "mid-grey halfway (\(grey))")

        debugger.press(.pause)
        for _ in 0..<30 { frame() }
        #expect(root.presentedViewController === sheet && sheet.view.alpha == 1, "resumed, the fade ends")
    }
}
