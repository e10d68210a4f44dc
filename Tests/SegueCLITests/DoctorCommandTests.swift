import OpenUIKit
import SegueGallery
import SegueTesting
import TestSupport
import Testing

@testable import SegueCommandLine

/// A fade presentation whose animator forgets completeTransition(_:).
@MainActor
private struct ForgetfulFadeDemo: TransitionDemo {
    final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.3
        }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let view = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(view)
            view.alpha = 0
            UIView.animate(withDuration: 0.3) { view.alpha = 1 }  // …and never completes
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { Animator() }
    }

    final class Home: UIViewController {
        let delegate = Delegate()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
        }
        func show() {
            let detail = UIViewController()
            detail.modalPresentationStyle = .fullScreen
            detail.transitioningDelegate = delegate
            present(detail, animated: true)
        }
    }

    let name = "forgetful-fade"
    let summary = "Never completes its presentation"
    func makeRootViewController() -> UIViewController { Home() }
    var scenarios: [DemoScenario] { [DemoScenario("present", [.perform { ($0 as? Home)?.show() }, .settle])] }
}

@MainActor
@Suite struct DoctorCommandTests {
    @Test func aCleanDemoPassesWithStatusZero() {
        let outcome = SegueCommandLine.run(
            ["doctor", "cross-dissolve", "--scenario", "present", "--variant", "as-written"],
            demos: Gallery.demos)
        #expect(
            outcome
                == CommandOutcome(
                    standardOutput: "No problems found in 1 scenario (1 runs).\n", standardError: "", exitCode: 0))
    }

    @Test func findingsArePrintedInPlainWordsAndFailTheCommand() {
        let outcome = SegueCommandLine.run(["doctor", "--variant", "as-written"], demos: [ForgetfulFadeDemo()])
        expectEqual(outcome.exitCode, 1)
        #expect(outcome.standardOutput.contains("forgetful-fade — present:"))
        #expect(
            outcome.standardOutput.contains(
                "Animator never called completeTransition(_:) for the presentation of UIViewController"))
        #expect(outcome.standardOutput.contains("lesson: call completeTransition(_:) exactly once"))
        #expect(outcome.standardError == "Error: the doctor found 1 problem\n", "\(outcome.standardOutput)")
    }

    @Test func badVariantsAndOrphanScenariosAreCommandLineErrors() {
        let variant = SegueCommandLine.run(["doctor", "--variant", "sideways"], demos: Gallery.demos)
        expectEqual(variant.exitCode, 64)
        #expect(variant.standardError.contains("unknown variant 'sideways'"))
        let orphan = SegueCommandLine.run(["doctor", "--scenario", "present"], demos: Gallery.demos)
        expectEqual(orphan.exitCode, 64)
        #expect(orphan.standardError.contains("--scenario needs a demo"))
    }
}
