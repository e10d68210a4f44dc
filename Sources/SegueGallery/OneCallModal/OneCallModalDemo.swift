import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 6, the one-call modal: `present(_:at:animated:presenting:dismissing:completion:)`
/// shows a card that springs up from below and shrinks away, and a banner that drops from the
/// top and slides back up — each a custom presentation at a frame of its own, written as one
/// call with two closures.
///
/// Scenarios (window points on a 390 × 844 screen): the card presented with its button and
/// dismissed with its Done button, and the same for the banner and its Close button.
public struct OneCallModalDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    /// The demo's command-line name.
    public let name = "one-call-modal"

    /// What the demo shows, in one line.
    public let summary = "A card and a banner presented at frames of their own with one call and two animation closures"

    /// Makes the demo's screen, to install as a window's root.
    public func makeRootViewController() -> UIViewController {
        OneCallModalViewController()
    }

    /// The screen the scenarios' points are for.
    let screen = CGSize(width: 390, height: 844)

    /// The runs the gallery renders (see the type's discussion).
    public var scenarios: [DemoScenario] {
        let cardButton = center(of: OneCallModalViewController.cardButtonFrame(in: screen))
        let bannerButton = center(of: OneCallModalViewController.bannerButtonFrame(in: screen))
        let card = OneCallModalViewController.cardFrame(in: screen)
        let done = center(
            of: OneCallCardViewController.doneButtonFrame(in: card.size).offsetBy(dx: card.minX, dy: card.minY))
        let banner = OneCallModalViewController.bannerFrame(in: screen)
        let close = center(
            of: OneCallBannerViewController.closeButtonFrame(in: banner.size).offsetBy(dx: banner.minX, dy: banner.minY)
        )
        return [
            DemoScenario("card, present", [.tap(cardButton), .settle]),
            DemoScenario(
                "card, dismiss",
                setup: [
                    .perform { root in (root as? OneCallModalViewController)?.showCard(animated: false) },
                    .settle
                ],
                [
                    .tap(done),
                    .settle
                ]),
            DemoScenario("banner, present", [.tap(bannerButton), .settle]),
            DemoScenario(
                "banner, dismiss",
                setup: [
                    .perform { root in (root as? OneCallModalViewController)?.showBanner(animated: false) },
                    .settle
                ],
                [
                    .tap(close),
                    .settle
                ])
        ]
    }

    private func center(of rect: CGRect) -> CGPoint {
        CGPoint(x: rect.midX, y: rect.midY)
    }
}
