import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import TestSupport
import Testing

/// Matched views and modifiers given bad input: each has a defined outcome (UIKitBehaviour
/// #422, #423, #425), and nothing is left behind.
@MainActor
@Suite struct MatchedBadInputTests {
    @Test func aNaNFrameIsRefusedByTheViewAndAViewSquashedToNoAreaIsNotMatched() throws {
        let host = HeadlessHost(screenSize: Stage.screen)
        let first = BoardScreen()
        let second = BoardScreen()
        let refused = first.tile(CGRect(x: 20, y: 100, width: 60, height: 60), id: "kept")
        refused.frame = CGRect(x: CGFloat.nan, y: 100, width: 60, height: 60)
        second.tile(CGRect(x: 200, y: 100, width: 60, height: 60), id: "kept")
        let squashed = first.tile(CGRect(x: 20, y: 300, width: 60, height: 60), id: "flat")
        squashed.transform = CGAffineTransform(scaleX: 0, y: 1)
        second.tile(CGRect(x: 200, y: 300, width: 60, height: 60), id: "flat")
        let navigation = Matched.navigation(first, .fade, in: host)
        navigation.pushViewController(second, animated: true)
        host.runFrame()
        let standIns = Matched.standIns(in: second.view.superview, besides: [first.view, second.view])
        try #require(standIns.count == 1, "only the view that kept its frame flies: \(standIns)")
        #expect(Matched.shownFrame(standIns[0]).minX < 100 && refused.frame.minX == 20)
        #expect(!squashed.isHidden, "no area: unmatched")
        host.runUntilIdle()
        #expect(navigation.topViewController === second)
    }

    @Test func anIdentifierOnTwoViewsOfOneScreenMatchesTheFirstVisibleOne() throws {
        let host = HeadlessHost(screenSize: Stage.screen)
        let first = BoardScreen()
        let second = BoardScreen()
        first.tile(CGRect(x: 20, y: 100, width: 60, height: 60), id: "twin")
        let hiddenTwin = second.tile(CGRect(x: 0, y: 0, width: 10, height: 10), id: "twin")
        hiddenTwin.isHidden = true
        let firstTwin = second.tile(CGRect(x: 100, y: 300, width: 80, height: 80), id: "twin")
        let secondTwin = second.tile(CGRect(x: 200, y: 500, width: 80, height: 80), [.fade], id: "twin")
        let navigation = Matched.navigation(first, .fade, in: host)
        navigation.pushViewController(second, animated: true)
        host.runFrame()
        let standIns = Matched.standIns(in: second.view.superview, besides: [first.view, second.view])
        try #require(standIns.count == 1)
        #expect(firstTwin.isHidden && !secondTwin.isHidden, "the second is left to its modifiers")
        #expect(Stage.shownAlpha(secondTwin) < 0.2, "and fades in")
        host.runUntilIdle()
        expectEqual(Matched.shownFrame(standIns[0]), firstTwin.frame)
        #expect(hiddenTwin.isHidden && !firstTwin.isHidden && secondTwin.alpha == 1)
    }

    @Test func nonFiniteAndNegativeModifierValuesAreLeftOut() {
        let host = HeadlessHost(screenSize: Stage.screen)
        let first = BoardScreen()
        let second = BoardScreen()
        let odd = second.tile(
            CGRect(x: 20, y: 100, width: 100, height: 100),
            [
                .scale(.nan), .scale(-2), .translate(x: .infinity, y: 3), .rotate(.nan),
                .delay(-1), .delay(.nan), .cascade(from: .zero, delayPerPoint: .infinity),
                .arc(.nan), .zPosition(.nan)
            ])
        let navigation = Matched.navigation(first, .fade.with(duration: 0.4), in: host)
        navigation.pushViewController(second, animated: true)
        host.runFrame()
        #expect(CATransform3DIsIdentity(Stage.shownTransform(odd)) && Stage.shownAlpha(odd) == 1, "nothing applied")
        expectEqual(odd.layer.zPosition, 0)
        host.runUntilIdle()
        #expect(CATransform3DIsIdentity(odd.transform3D))
    }

    @Test func aProviderAnsweringWithAViewOfAnotherScreenIsIgnored() {
        let host = HeadlessHost(screenSize: Stage.screen)
        let first = BoardScreen()
        let second = BoardScreen()
        let stranger = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        first.matchedViewProvider = { _ in stranger }
        second.tile(CGRect(x: 200, y: 100, width: 60, height: 60), id: "lonely")
        let navigation = Matched.navigation(first, .fade, in: host)
        navigation.pushViewController(second, animated: true)
        host.runFrame()
        #expect(Matched.standIns(in: second.view.superview, besides: [first.view, second.view]).isEmpty)
        host.runUntilIdle()
    }

    @Test func aMatchedScreenInterruptedByAnotherRequestEndsCleanly() {
        let grid = GridScreen()
        let host = Matched.window(grid)
        let detail = PhotoDetailScreen(item: 2)
        detail.modalTransition = .fade
        grid.present(detail, animated: true)
        host.advance(by: 0.1)
        // A dismissal asked for while the presentation still flies: the presentation ends
        // cleanly whatever UIKit does with the request; a dismissal afterwards flies back.
        detail.dismiss(animated: true)
        host.runUntilIdle()
        let cell = grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? GridScreen.PhotoCell
        #expect(cell?.photoView.isHidden == false && !detail.photoView.isHidden)
        #expect(
            Matched.standIns(in: detail.view.superview, besides: [grid.view, detail.view]).isEmpty, "no stand-in left")
        if grid.presentedViewController != nil { detail.dismiss(animated: true) }
        host.runUntilIdle()
        expectEqual(grid.presentedViewController, nil)
        expectEqual(cell?.photoView.isHidden, false)
    }

    @Test func matchedTransitionsKeepNothingAlive() {
        let people = PeopleScreen(style: .plain)
        let (host, navigation) = Matched.navigation(people, .push(direction: .left))
        do {
            navigation.pushViewController(ProfileScreen(row: 1), animated: true)
            host.runUntilIdle()
            navigation.popViewController(animated: true)
            host.runUntilIdle()
            navigation.pushViewController(ProfileScreen(row: 2), animated: true)
            host.advance(by: 0.15)
            host.drag(from: CGPoint(x: 150, y: 600), to: CGPoint(x: 300, y: 600), duration: 0.1)
            host.runUntilIdle()
            let detail = PhotoDetailScreen(item: 1)
            detail.modalTransition = .zoom
            people.present(detail, animated: true)
            host.runUntilIdle()
            detail.dismiss(animated: true)
            host.runUntilIdle()
        }
        expectEqual(navigation.viewControllers, [people])
        let leftovers = host.finish()
        #expect(leftovers.isClean, "\(leftovers)")
    }
}
