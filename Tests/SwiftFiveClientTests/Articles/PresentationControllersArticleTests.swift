// Runs the code of "Presentation controllers": the card's frame, the dimming view faded
// alongside the transition, the presenting view kept in the window, and a tap on the dimming
// view that dismisses, also while the presentation is still running.
import OpenUIKit
import SegueTesting
import Testing

@MainActor @Suite struct PresentationControllersArticleTests {
    func showMap(_ host: HeadlessHost) -> MapHomeViewController {
        let map = MapHomeViewController()
        host.window.rootViewController = map
        host.runUntilIdle()
        return map
    }

    @Test func theCardSlidesUpOverADimmedMap() {
        let host = HeadlessHost(screenSize: ArticleImages.screenSize)
        let map = showMap(host)
        var card: UIViewController?
        let presentation = host.recordUntilIdle { card = map.showCard() }
        #expect(map.presentedViewController === card)
        #expect(card?.presentationController is BottomCardPresentationController)
        #expect(card?.view.frame == CGRect(x: 0, y: 162, width: 200, height: 198))
        #expect(map.view.window === host.window)  // .custom keeps the presenting view
        expectSnapshot(of: presentation, named: "presentation-card", tolerance: 2, directory: ArticleImages.openUIKit)

        let dismissal = host.recordUntilIdle { host.tap(at: CGPoint(x: 100, y: 60)) }
        #expect(map.presentedViewController == nil)
        #expect(card?.view.window == nil)
        #expect(dismissal.frames.count > 2)
        let leftovers = host.finish()
        #expect(leftovers.reports.isEmpty && leftovers.runningWork.isEmpty, "\(leftovers)")
    }

    @Test func theDimmingViewFadesWithTheAnimation() {
        let host = HeadlessHost(screenSize: ArticleImages.screenSize)
        let map = showMap(host)
        let card = map.showCard()
        host.advance(by: 0.1)
        let dimming = (card.presentationController as? BottomCardPresentationController)?.dimmingView
        let alpha = dimming?.layer.presentation()?.opacity ?? -1
        #expect(alpha > 0 && alpha < 1)
        host.runUntilIdle()
        #expect(dimming?.alpha == 1)
    }

    @Test func aTapDuringThePresentationIsIgnoredAndOneAfterItDismisses() {
        let host = HeadlessHost(screenSize: ArticleImages.screenSize)
        let map = showMap(host)
        let card = map.showCard()
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 100, y: 60))  // UIKit ignores touches while a transition runs
        host.runUntilIdle()
        #expect(map.presentedViewController === card)
        host.tap(at: CGPoint(x: 100, y: 60))
        host.runUntilIdle()
        #expect(map.presentedViewController == nil)
    }
}
