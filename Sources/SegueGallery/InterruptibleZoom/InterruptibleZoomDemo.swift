import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 9, the interruptible zoom: a grid thumbnail grows into its detail screen with a
/// `UIViewPropertyAnimator` vended through `interruptibleAnimator(using:)`; a drag while it
/// runs catches it, scrubs it, and on release sends it back into the thumbnail or on to the
/// end. Close zooms the screen back out, and that zoom can be caught too.
///
/// Scenarios (window points on a 390 × 844 screen; the grid's thumbnails are 165 × 156 at
/// x 20 and 205, from y 150 down in steps of 176): zoom in and zoom out uninterrupted; a zoom
/// in caught about half way (0.3 s after the tap) and dragged down 120 points (sent back); one
/// caught and flicked up (sent on); a zoom out caught and flicked up (sent back to the detail
/// screen).
public struct InterruptibleZoomDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    /// The demo's command-line name.
    public let name = "interruptible-zoom"

    /// What the demo shows, in one line.
    public let summary =
        "A thumbnail that zooms into a detail screen with a property animator a drag can catch mid-flight"

    /// Makes the demo's screen, to install as a window's root.
    public func makeRootViewController() -> UIViewController {
        ZoomGridViewController()
    }

    /// The screen the scenarios' points are for.
    let screen = CGSize(width: 390, height: 844)

    /// The runs the gallery renders (see the type's discussion).
    public var scenarios: [DemoScenario] {
        let first = center(of: ZoomGridViewController.thumbnailFrame(at: 0))
        let fourth = center(of: ZoomGridViewController.thumbnailFrame(at: 3))
        let close = center(of: ZoomDetailViewController.closeButtonFrame(in: screen))
        let shown: [ScenarioStep] = [
            .perform { root in (root as? ZoomGridViewController)?.showDetail(at: 0, animated: false) }, .settle
        ]
        return [
            DemoScenario("zoom in", [.tap(first), .settle]),
            DemoScenario("zoom out", setup: shown, [.tap(close), .settle]),
            DemoScenario(
                "zoom in, caught and sent back",
                [
                    .tap(fourth), .wait(0.3),
                    .drag(from: CGPoint(x: 200, y: 420), to: CGPoint(x: 200, y: 540), duration: 0.3), .settle
                ]),
            DemoScenario(
                "zoom in, caught and sent on",
                [
                    .tap(fourth), .wait(0.3),
                    .drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 420), duration: 0.2), .settle
                ]),
            DemoScenario(
                "zoom out, caught and sent back", setup: shown,
                [
                    .tap(close), .wait(0.3),
                    .drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 350), duration: 0.25), .settle
                ])
        ]
    }

    private func center(of rect: CGRect) -> CGPoint {
        CGPoint(x: rect.midX, y: rect.midY)
    }
}
