import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// A demo made of closures, for the deliberately broken transitions: each names the bug it
/// has, makes its root, and lists its scenarios.
struct BrokenDemo: TransitionDemo {
    let name: String
    var summary: String { "Broken on purpose: \(name)" }
    let root: @MainActor () -> UIViewController
    let scenarios: [DemoScenario]

    func makeRootViewController() -> UIViewController { root() }

    /// A modal demo: "present" taps the home button; "dismiss" presents without animation,
    /// then taps the detail's button.
    static func modal(
        _ name: String, style: UIModalPresentationStyle, delegate: any UIViewControllerTransitioningDelegate,
        detail: @escaping @MainActor () -> Screen = { Screen(.systemOrange) },
        extra: [DemoScenario] = []
    ) -> BrokenDemo {
        BrokenDemo(
            name: name, root: { PresentingHome(style: style, delegate: delegate, detail: detail) },
            scenarios: [
                DemoScenario("present", [.tap(Screen.button), .settle]),
                DemoScenario(
                    "dismiss", setup: [.perform { ($0 as? PresentingHome)?.showDetail(animated: false) }, .settle],
                    [.tap(Screen.button), .settle])
            ] + extra)
    }
}

/// A transitioning delegate vending the animators it is given (and, optionally, an
/// interaction controller for every transition).
final class Vendor: NSObject, UIViewControllerTransitioningDelegate {
    let present: () -> any UIViewControllerAnimatedTransitioning
    let dismiss: () -> any UIViewControllerAnimatedTransitioning
    var interaction: (() -> (any UIViewControllerInteractiveTransitioning)?)?

    init(
        present: @escaping () -> any UIViewControllerAnimatedTransitioning,
        dismiss: @escaping () -> any UIViewControllerAnimatedTransitioning
    ) {
        self.present = present
        self.dismiss = dismiss
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { present() }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismiss()
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { interaction?() }
}
