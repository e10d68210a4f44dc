import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// Dragging a sheet between its detents, projection, rubber-banding and the interactive swipe
/// to dismiss (UIKitBehaviour #360–#365).
@MainActor
@Suite struct SheetDraggingTests {
    private func mediumLarge(_ stage: SheetStage, _ b: UIViewController = UIViewController()) -> (
        UIViewController, SheetDelegateSpy
    ) {
        let spy = SheetDelegateSpy()
        b.sheetPresentationController?.detents = [.medium(), .large()]
        b.sheetPresentationController?.delegate = spy
        stage.present(b)
        return (b, spy)
    }

    @Test func theSheetFollowsTheFingerOneToOne() {  // UIKitBehaviour #360
        let stage = SheetStage()
        let (b, _) = mediumLarge(stage)
        var tops: [CGFloat] = []
        stage.host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 40.0 / 60) {
            tops.append(b.view.frame.minY)
        }
        let held = tops.dropLast()  // the last frame releases: the model is then the detent
        let steps = zip(held.dropFirst(10), held.dropFirst(11)).map { $1 - $0 }
        #expect(steps.allSatisfy { abs($0 + 5) < 1e-6 }, "5 points a frame, as the finger: \(steps)")
    }

    @Test func aSlowShortDragSettlesBackAndAFlickReachesTheNextDetent() {  // UIKitBehaviour #361
        let stage = SheetStage()
        let (b, spy) = mediumLarge(stage)
        stage.host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 550), duration: 1)
        stage.host.runUntilIdle()
        #expect(b.view.frame.minY == 411.5, "50 points at 50 pt/s projects 25 more: medium is nearer")
        #expect(spy.events.isEmpty)
        stage.host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 540), duration: 0.1)
        #expect(
            b.sheetPresentationController?.selectedDetentIdentifier == .large,
            "60 points at 600 pt/s projects ~300 more")
        stage.host.runUntilIdle()
        expectEqual(b.view.frame.minY, 57)
        expectEqual(spy.events, ["didChangeDetent(com.apple.UIKit.large)"])
    }

    @Test func rubberBandsPastTheLargestDetent() {  // UIKitBehaviour #360
        let stage = SheetStage()
        let (b, _) = mediumLarge(stage)
        b.sheetPresentationController?.selectedDetentIdentifier = .large
        var lowest = CGFloat.infinity
        stage.host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), duration: 0.5) {
            lowest = min(lowest, b.view.frame.minY)
        }
        #expect(lowest < 57 && lowest > 57 - 100, "pulled up, resisting: \(lowest)")
        stage.host.runUntilIdle()
        expectEqual(b.view.frame.minY, 57)
    }

    @Test func aSwipeDownFromTheSmallestDetentDismissesInteractively() {  // UIKitBehaviour #364, #75
        let stage = SheetStage()
        let b = RecordingViewController("B", stage.recorder)
        let (_, spy) = mediumLarge(stage, b)
        stage.recorder.reset()
        var sawInteractive = false
        stage.host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 700), duration: 0.4) {
            if b.transitionCoordinator?.isInteractive == true { sawInteractive = true }
        }
        #expect(sawInteractive)
        expectEqual(spy.events, ["shouldDismiss", "willDismiss"])
        stage.host.runUntilIdle()
        expectEqual(spy.events, ["shouldDismiss", "willDismiss", "didDismiss"])
        expectEqual(stage.root.presentedViewController, nil)
        #expect(stage.recorder.events(of: "A").isEmpty, "the presenter's view never left: no callbacks")
        #expect(
            stage.recorder.events(of: "B") == ["viewWillDisappear(animated: true)", "viewDidDisappear(animated: true)"])
        expectEqual(stage.root.view.transform, .identity)
    }

    @Test func aCancelledSwipeRestoresTheSheetAndBalancesAppearance() throws {  // UIKitBehaviour #364, #376
        let stage = SheetStage()
        let b = RecordingViewController("B", stage.recorder)
        let spy = SheetDelegateSpy()
        b.sheetPresentationController?.delegate = spy
        stage.present(b)
        #expect(stage.root.view.transform != .identity, "stepped back at the large detent")
        let steppedBack = stage.root.view.transform
        let dimming = try #require(b.view.superview?.subviews.first)
        stage.recorder.reset()
        let path = FingerPath(start: CGPoint(x: 200, y: 300)).moving(to: CGPoint(x: 200, y: 380), duration: 0.5)
            .released(.still)
        stage.host.perform([path])
        stage.host.runUntilIdle()
        #expect(spy.events == ["shouldDismiss", "willDismiss"], "nothing more on cancel")
        #expect(b.presentingViewController === stage.root)
        expectEqual(b.view.frame, CGRect(x: 0, y: 57, width: 400, height: 743))
        #expect(dimming.alpha == 1, "the dimming is back")
        #expect(stage.root.view.transform == steppedBack, "and the presenter stepped back again")
        #expect(
            stage.recorder.events(of: "B") == [
                "viewWillDisappear(animated: true)", "viewWillAppear(animated: true)",
                "viewIsAppearing(animated: true)", "viewDidAppear(animated: true)"
            ])
    }

    @Test func aModalSheetRubberBandsAndReportsTheAttempt() {  // UIKitBehaviour #365
        let stage = SheetStage()
        let (b, spy) = mediumLarge(stage)
        b.isModalInPresentation = true
        var lowest: CGFloat = 0
        stage.host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 700), duration: 0.5) {
            lowest = max(lowest, b.view.frame.minY)
        }
        #expect(lowest > 411.5 && lowest < 611.5, "resisting: \(lowest)")
        #expect(spy.events == ["didAttemptToDismiss"], "told once, and the delegate is not asked")
        stage.host.runUntilIdle()
        expectEqual(b.view.frame.minY, 411.5)
        #expect(stage.root.presentedViewController === b)
    }

    @Test func aDelegateRefusingDismissalGetsTheAttempt() {  // UIKitBehaviour #365, #75
        let stage = SheetStage()
        let (b, spy) = mediumLarge(stage)
        spy.allowsDismissal = false
        stage.host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 700), duration: 0.5)
        stage.host.runUntilIdle()
        expectEqual(spy.events, ["shouldDismiss", "didAttemptToDismiss"])
        #expect(stage.root.presentedViewController === b)
        stage.host.tap(at: CGPoint(x: 200, y: 200))
        stage.host.runUntilIdle()
        #expect(spy.events.suffix(2) == ["shouldDismiss", "didAttemptToDismiss"], "a tap on the dimming view too")
    }

    @Test func projectionUsesTheNormalDecelerationRate() {  // UIKitBehaviour #361
        let distance = UISheetPresentationController.projectedDistance(velocity: 1000)
        #expect(abs(distance - 1 / -log(0.998)) < 1e-9)
        expectEqual(UISheetPresentationController.projectedDistance(velocity: .nan), 0)
    }
}
