import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import TestSupport
import Testing

/// A plain screen whose views the tests place and modify.
final class BoardScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    /// Adds a coloured view at `frame` with `modifiers`, and returns it.
    @discardableResult
    func tile(_ frame: CGRect, _ modifiers: [TransitionModifier] = [], id: String? = nil) -> UIView {
        loadViewIfNeeded()
        let tile = UIView(frame: frame)
        tile.backgroundColor = .systemIndigo
        tile.transitionModifiers = modifiers
        tile.transitionID = id
        view.addSubview(tile)
        return tile
    }
}

/// Modifiers of unmatched views: applied on the way in, reversed on the way out, delayed and
/// cascaded by position; an arc and z-order for matched stand-ins (UIKitBehaviour #425–#429).
@MainActor
@Suite struct ModifierTests {
    @Test func arrivingViewsComeFromTheirModifiersAndLeavingViewsGoToThem() {
        let host = HeadlessHost(screenSize: Stage.screen)
        let first = BoardScreen()
        let second = BoardScreen()
        let leaving = first.tile(CGRect(x: 20, y: 100, width: 100, height: 100), [.scale(0.5), .fade])
        let arriving = second.tile(
            CGRect(x: 20, y: 300, width: 100, height: 100), [.translate(x: 0, y: 200), .rotate(.pi / 4), .fade])
        let navigation = Matched.navigation(first, .fade, in: host)
        navigation.pushViewController(second, animated: true)
        host.runFrame()
        #expect(Stage.shownAlpha(arriving) < 0.05, "arrives from transparent")
        // Moved 200 points, then turned 45° with its offset (modifiers apply in the order listed).
        let start = Stage.shownTransform(arriving)
        #expect(hypot(start.m41, start.m42) > 190 && start.m12 > 0.6, "from 200 points away, turned: \(start)")
        host.advance(by: 0.25)
        #expect(Stage.shownAlpha(leaving) < 0.6, "the leaving view fades out")
        #expect(Stage.shownTransform(leaving).m11 < 0.8, "and shrinks")
        host.runUntilIdle()
        #expect(arriving.alpha == 1 && CATransform3DIsIdentity(arriving.transform3D))
        #expect(leaving.alpha == 1 && CATransform3DIsIdentity(leaving.transform3D), "given back after the transition")
        // Popped: the arriving view leaves the way it came.
        navigation.popViewController(animated: true)
        host.runFrame()
        // The first screen's view, drawn before, comes back from its modifiers' state.
        #expect(
            Stage.shownTransform(leaving).m11 < 0.6 && Stage.shownAlpha(leaving) < 0.1,
            "\(Stage.shownTransform(leaving))")
        host.advance(by: 0.3)
        #expect(Stage.shownTransform(arriving).m42 > 100 && Stage.shownAlpha(arriving) < 0.5)
        host.runUntilIdle()
        #expect(arriving.alpha == 1 && CATransform3DIsIdentity(arriving.transform3D))
    }

    @Test func aDelayedViewWaitsThenEndsWithTheTransition() {
        let host = HeadlessHost(screenSize: Stage.screen)
        let first = BoardScreen()
        let second = BoardScreen()
        let late = second.tile(CGRect(x: 20, y: 100, width: 100, height: 100), [.fade, .delay(0.2)])
        let navigation = Matched.navigation(first, .fade.with(duration: 0.4), in: host)
        navigation.pushViewController(second, animated: true)
        var alphas: [(CFTimeInterval, CGFloat)] = []
        let start = host.now
        host.advance(by: 0.45) { alphas.append((host.now - start, Stage.shownAlpha(late))) }
        #expect(alphas.filter { $0.0 < 0.18 }.allSatisfy { $0.1 < 0.01 }, "still waiting: \(alphas)")
        #expect(alphas.contains { $0.0 > 0.3 && $0.1 > 0.3 && $0.1 < 1 })
        host.runUntilIdle()
        expectEqual(late.alpha, 1)
    }

    @Test func aCascadeDownTheScreenStartsTheTopRowFirst() {
        let host = HeadlessHost(screenSize: Stage.screen)
        let first = BoardScreen()
        let second = BoardScreen()
        let rows = (0..<6).map {
            second.tile(
                CGRect(x: 20, y: 60 + CGFloat($0) * 120, width: 350, height: 100),
                [.fade, .cascadeAlong(.down, delayPerPoint: 0.0003)])
        }
        let navigation = Matched.navigation(first, .fade.with(duration: 0.5), in: host)
        navigation.pushViewController(second, animated: true)
        host.advance(by: 0.2)
        let alphas = rows.map(Stage.shownAlpha)
        #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 > $1 }, "top first: \(alphas)")
        host.runUntilIdle()
        #expect(rows.allSatisfy { $0.alpha == 1 })
    }

    @Test func aCascadeFromAPointStartsTheNearestFirst() {
        let host = HeadlessHost(screenSize: Stage.screen)
        let first = BoardScreen()
        let second = BoardScreen()
        let near = second.tile(
            CGRect(x: 10, y: 10, width: 60, height: 60), [.scale(0), .cascade(from: .zero, delayPerPoint: 0.0004)])
        let far = second.tile(
            CGRect(x: 300, y: 700, width: 60, height: 60), [.scale(0), .cascade(from: .zero, delayPerPoint: 0.0004)])
        let navigation = Matched.navigation(first, .fade.with(duration: 0.5), in: host)
        navigation.pushViewController(second, animated: true)
        host.advance(by: 0.25)
        #expect(Stage.shownTransform(near).m11 > Stage.shownTransform(far).m11 + 0.2)
        host.runUntilIdle()
        #expect(CATransform3DIsIdentity(near.transform3D) && CATransform3DIsIdentity(far.transform3D))
    }

    @Test func anArcBendsTheMatchedFlightOffTheStraightLine() throws {
        let host = HeadlessHost(screenSize: Stage.screen)
        let first = BoardScreen()
        let second = BoardScreen()
        first.tile(CGRect(x: 20, y: 400, width: 60, height: 60), [.arc(0.5)], id: "ball")
        second.tile(CGRect(x: 300, y: 400, width: 60, height: 60), id: "ball")
        let navigation = Matched.navigation(first, .fade.with(duration: 0.5), in: host)
        navigation.pushViewController(second, animated: true)
        host.runFrame()
        let pivot = try #require(Matched.standIns(in: second.view.superview, besides: [first.view, second.view]).first)
        var centres: [CGPoint] = []
        host.advance(by: 0.6) { centres.append(Matched.shownCentreOnArc(pivot)) }
        let highest = centres.map(\.y).min() ?? 430
        #expect(highest < 430 - 50, "moving right, a positive arc bends up (left of the travel): \(highest)")
        #expect(centres.last.map { abs($0.x - 330) < 1 && abs($0.y - 430) < 1 } == true, "lands: \(centres.last!)")
        #expect(
            abs(Stage.shownTransform(pivot.subviews[0]).m12 + Stage.shownTransform(pivot).m12) < 0.01, "stays upright")
        host.runUntilIdle()
    }

    @Test func zPositionOrdersAViewAboveItsSiblingsForTheTransitionOnly() {
        let host = HeadlessHost(screenSize: Stage.screen)
        let first = BoardScreen()
        let second = BoardScreen()
        let top = second.tile(CGRect(x: 20, y: 100, width: 100, height: 100), [.fade, .zPosition(5)])
        second.tile(CGRect(x: 40, y: 120, width: 100, height: 100), [.fade])
        let navigation = Matched.navigation(first, .fade, in: host)
        navigation.pushViewController(second, animated: true)
        host.advance(by: 0.1)
        expectEqual(top.layer.zPosition, 5)
        host.runUntilIdle()
        expectEqual(top.layer.zPosition, 0)
    }
}
