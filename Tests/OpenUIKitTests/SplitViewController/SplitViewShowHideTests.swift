import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// Showing and hiding sidebars: `show(_:)`/`hide(_:)`, the slide and its coordinator, the
/// dimmed secondary, the display-mode button and the edge swipe — with taps, swipes and
/// pushes during the slide.
@MainActor
@Suite struct SplitViewShowHideTests {
    /// A delegate that logs display-mode news, as an app's would update its bar items.
    final class Log: NSObject, UISplitViewControllerDelegate {
        var calls: [String] = []
        func splitViewController(
            _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
        ) {
            calls.append("willChangeTo(\(displayMode.rawValue))")
        }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
            calls.append("willShow(\(column.rawValue))")
        }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
            calls.append("willHide(\(column.rawValue))")
        }
        func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {
            calls.append("gestureWillBegin")
        }
        func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {
            calls.append("gestureDidEnd")
        }
    }

    /// The on-screen frame of `controller`'s view as drawn now (its presentation).
    static func drawnFrame(of controller: UIViewController) -> CGRect {
        let layer = controller.view.layer.presentation() ?? controller.view.layer
        return layer.frame
    }

    @Test func showingThePrimaryInPortraitSlidesItOverTheDimmedSecondary() throws {
        // UIKitBehaviour #315, #317, #321, #324
        let recorder = TransitionRecorder()
        let log = Log()
        let (host, split, primary, _, secondary) = SplitStage.columns(size: SplitStage.portrait, recorder: recorder) {
            $0.delegate = log
        }
        let navigation = try #require(primary.navigationController)
        #expect(split.transitionCoordinator == nil)
        split.show(.primary)
        #expect(split.displayMode == .oneOverSecondary, "the display mode changes at once")
        expectEqual(log.calls, ["willChangeTo(3)", "willShow(0)"])
        let coordinator = try #require(split.transitionCoordinator, "UIKit offers the coordinator right after show(_:)")
        #expect(coordinator.isAnimated && !coordinator.isInteractive && coordinator.presentationStyle == .none)
        expectEqual(coordinator.transitionDuration, 0.35)
        #expect(coordinator.containerView === split.view)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        secondary.view.addSubview(badge)
        var events: [String] = []
        coordinator.animate(
            alongsideTransition: { _ in
                badge.alpha = 0
                events.append("alongside")
            },
            completion: { context in
                events.append("completion(cancelled: \(context.isCancelled))")
                events.append(contentsOf: SplitAppearanceCheck.calls(of: "primary", in: recorder).suffix(1))
            })
        expectEqual(SplitAppearanceCheck.calls(of: "primary", in: recorder), ["viewWillAppear(animated: true)"])
        host.advance(by: 0.175)
        let halfway = Self.drawnFrame(of: navigation)
        #expect(halfway.minX > -300 && halfway.minX < -20, "sliding in: \(halfway)")
        #expect((badge.layer.presentation()?.opacity ?? 0) > 0.05, "the alongside fade runs with the slide")
        #expect(
            SplitAppearanceCheck.calls(of: "primary", in: recorder).count == 1, "no viewDidAppear before the slide ends"
        )
        host.runUntilIdle()
        expectEqual(SplitStage.frame(of: navigation), CGRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(
            SplitStage.frame(of: secondary.navigationController!) == CGRect(x: 0, y: 0, width: 820, height: 1180),
            "overlaid, not moved")
        expectEqual(events, ["alongside", "completion(cancelled: false)", "viewDidAppear(animated: true)"])
        #expect(split.transitionCoordinator == nil)
        #expect(
            !coordinator.animate(alongsideTransition: { _ in }, completion: nil), "nothing is queued after the slide")
        let hit = try #require(host.window.hitTest(CGPoint(x: 600, y: 600), with: nil))
        #expect(!hit.isDescendant(of: secondary.view), "the dimmed secondary takes no touches")
    }

    @Test func aTapOnTheDimmedSecondaryHidesThePrimary() throws {
        // UIKitBehaviour #322, #324
        let recorder = TransitionRecorder()
        let log = Log()
        let (host, split, primary, _, _) = SplitStage.columns(size: SplitStage.portrait, recorder: recorder) {
            $0.delegate = log
        }
        split.show(.primary)
        host.runUntilIdle()
        log.calls = []
        host.tap(at: CGPoint(x: 600, y: 600))
        host.runUntilIdle()
        expectEqual(split.displayMode, .secondaryOnly)
        expectEqual(log.calls, ["willChangeTo(1)", "willHide(0)"])
        #expect(!SplitStage.isOnScreen(primary))
        #expect(
            SplitAppearanceCheck.calls(of: "primary", in: recorder).suffix(2) == [
                "viewWillDisappear(animated: true)", "viewDidDisappear(animated: true)"
            ])
    }

    @Test func aTapDuringTheSlideTurnsItBack() throws {
        // UIKitBehaviour #321, #322, #324: a request during the slide turns it from where it is
        let recorder = TransitionRecorder()
        let (host, split, primary, _, _) = SplitStage.columns(size: SplitStage.portrait, recorder: recorder)
        split.show(.primary)
        var completions = 0
        split.transitionCoordinator?.animate(alongsideTransition: nil) { _ in completions += 1 }
        var positions: [CGFloat] = []
        let record = { positions.append(Self.drawnFrame(of: primary.navigationController!).minX) }
        host.advance(by: 0.1, afterEachFrame: record)
        host.tap(at: CGPoint(x: 700, y: 600), afterEachFrame: record)
        expectEqual(split.displayMode, .secondaryOnly)
        host.runUntilIdle()
        let steps = zip(positions, positions.dropFirst()).map { abs($1 - $0) }
        #expect(steps.allSatisfy { $0 < 40 }, "the slide turns without a jump: \(positions)")
        #expect(positions.contains { $0 > -300 }, "it was on its way in")
        #expect(completions == 1, "the first slide's completions still run")
        #expect(!SplitStage.isOnScreen(primary))
        #expect(
            SplitAppearanceCheck.calls(of: "primary", in: recorder) == [
                "viewWillAppear(animated: true)", "viewWillDisappear(animated: true)",
                "viewDidDisappear(animated: true)"
            ])
    }

    @Test func hidingTheSidebarInLandscapeWidensTheSecondary() throws {
        // UIKitBehaviour #315, #321
        let (host, split, primary, _, secondary) = SplitStage.columns()
        split.hide(.primary)
        expectEqual(split.displayMode, .secondaryOnly)
        host.advance(by: 0.175)
        let halfway = Self.drawnFrame(of: secondary.navigationController!)
        #expect(halfway.minX > 20 && halfway.minX < 300, "the secondary follows: \(halfway)")
        host.runUntilIdle()
        expectEqual(SplitStage.frame(of: secondary.navigationController!), CGRect(x: 0, y: 0, width: 1180, height: 820))
        #expect(!SplitStage.isOnScreen(primary))
        split.hide(.primary)
        split.hide(.secondary)
        #expect(split.transitionCoordinator == nil, "nothing to hide: no slide")
        split.show(.primary)
        host.runUntilIdle()
        expectEqual(split.displayMode, .oneBesideSecondary)
        expectEqual(
            SplitStage.frame(of: secondary.navigationController!), CGRect(x: 320, y: 0, width: 860, height: 820))
    }

    @Test func aPushInTheSecondaryDuringTheSlideCompletesToo() throws {
        // UIKitBehaviour #321, #324
        let recorder = TransitionRecorder()
        let (host, split, _, _, secondary) = SplitStage.columns(recorder: recorder)
        split.hide(.primary)
        host.advance(by: 0.1)
        let next = SplitStage.page("next", recorder)
        secondary.navigationController?.pushViewController(next, animated: true)
        host.runUntilIdle()
        #expect(secondary.navigationController?.topViewController === next)
        expectEqual(SplitStage.frame(of: next).width, 1180)
        expectEqual(SplitAppearanceCheck.finalState(of: "next", in: recorder), .appeared)
        expectEqual(SplitAppearanceCheck.finalState(of: "secondary", in: recorder), .disappeared)
        expectEqual(SplitAppearanceCheck.finalState(of: "primary", in: recorder), .disappeared)
    }

    @Test func tripleColumnSidebarsDisplaceTheSecondary() throws {
        // UIKitBehaviour #315, #321
        let (host, split, primary, supplementary, secondary) = SplitStage.columns(.tripleColumn)
        split.show(.primary)
        host.runUntilIdle()
        expectEqual(split.displayMode, .twoDisplaceSecondary)
        expectEqual(SplitStage.frame(of: primary.navigationController!).minX, 0)
        expectEqual(SplitStage.frame(of: supplementary!.navigationController!).minX, 320)
        expectEqual(SplitStage.frame(of: secondary.navigationController!).minX, 640)
        host.tap(at: CGPoint(x: 900, y: 400))
        host.runUntilIdle()
        #expect(split.displayMode == .oneBesideSecondary, "a tap on the displaced secondary hides the primary")
        split.hide(.supplementary)
        host.runUntilIdle()
        expectEqual(split.displayMode, .secondaryOnly)
        #expect(!SplitStage.isOnScreen(supplementary!))
    }

    // MARK: The display-mode button

    @Test func theDisplayModeButtonSitsOnTheSecondaryBarAndShowsThePrimary() throws {
        // UIKitBehaviour #316
        let (host, split, primary, _, secondary) = SplitStage.columns(size: SplitStage.portrait)
        let item = split.displayModeButtonItem
        #expect(split.displayModeButtonItem === item)
        let bar = try #require(secondary.navigationController?.navigationBar)
        let button = try #require(item._viewForTests, "the button is on the secondary's bar")
        #expect(button.isDescendant(of: bar))
        #expect(
            primary.navigationItem.leftBarButtonItems == nil && secondary.navigationItem.leftBarButtonItems == nil,
            "the app's items are left alone")
        host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        host.runUntilIdle()
        expectEqual(split.displayMode, .oneOverSecondary)
        #expect(
            item._viewForTests?.isDescendant(of: primary.navigationController!.navigationBar) == true,
            "then on the sidebar's bar")
        split.displayModeButtonVisibility = .never
        expectEqual(item._viewForTests, nil)
    }

    @Test func theButtonFollowsTheDelegatesTarget() throws {
        // UIKitBehaviour #316
        final class AlwaysTile: NSObject, UISplitViewControllerDelegate {
            func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
                .oneBesideSecondary
            }
        }
        let delegate = AlwaysTile()
        let (host, split, _, _, secondary) = SplitStage.columns(size: SplitStage.portrait) {
            $0.delegate = delegate
            $0.preferredSplitBehavior = .tile
        }
        let button = try #require(split.displayModeButtonItem._viewForTests)
        host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        host.runUntilIdle()
        expectEqual(split.displayMode, .oneBesideSecondary)
        expectEqual(SplitStage.frame(of: secondary.navigationController!).minX, 320)
    }

    // MARK: The edge swipe

    @Test func anEdgeSwipeBringsThePrimaryWithTheFinger() throws {
        // UIKitBehaviour #322, #324
        let recorder = TransitionRecorder()
        let log = Log()
        let (host, split, primary, _, _) = SplitStage.columns(size: SplitStage.portrait, recorder: recorder) {
            $0.delegate = log
        }
        var positions: [CGFloat] = []
        var coordinatorEvents: [String] = []
        host.drag(from: CGPoint(x: 4, y: 600), to: CGPoint(x: 260, y: 600), duration: 0.4) {
            if let navigation = primary.navigationController, SplitStage.isOnScreen(navigation) {
                positions.append(navigation.view.frame.minX)
            }
            if coordinatorEvents.isEmpty, let coordinator = split.transitionCoordinator {
                coordinatorEvents.append(
                    "interactive(\(coordinator.isInteractive), \(coordinator.initiallyInteractive))")
                coordinator.notifyWhenInteractionChanges { context in
                    coordinatorEvents.append(
                        "interactionChanged(interactive: \(context.isInteractive), cancelled: \(context.isCancelled))")
                }
                coordinator.animate(
                    alongsideTransition: { _ in coordinatorEvents.append("alongside") },
                    completion: { _ in coordinatorEvents.append("completion") })
            }
        }
        #expect(
            coordinatorEvents == [
                "interactive(true, true)", "interactionChanged(interactive: false, cancelled: false)", "alongside"
            ],
            "UIKitBehaviour #322: the swipe's coordinator")
        #expect(positions.count > 5 && positions.last! > -100, "the sidebar follows the finger: \(positions.suffix(3))")
        host.runUntilIdle()
        expectEqual(split.displayMode, .oneOverSecondary)
        expectEqual(SplitStage.frame(of: primary.navigationController!).minX, 0)
        expectEqual(log.calls, ["gestureWillBegin", "willChangeTo(3)", "willShow(0)", "gestureDidEnd"])
        expectEqual(coordinatorEvents.last, "completion")
        #expect(
            SplitAppearanceCheck.calls(of: "primary", in: recorder) == [
                "viewWillAppear(animated: true)", "viewDidAppear(animated: true)"
            ])
    }

    @Test func theSwipeLooksLikeTheSidebarFollowingTheFinger() throws {
        // UIKitBehaviour #322: a picture half way through the swipe
        let (host, _, _, _, _) = SplitStage.columns(size: SplitStage.portrait)
        var shot: CGImage?
        var frames = 0
        host.drag(from: CGPoint(x: 4, y: 600), to: CGPoint(x: 300, y: 600), duration: 0.5) {
            frames += 1
            if frames == 15 { shot = host.render() }
        }
        host.runUntilIdle()
        let image = try #require(shot)
        SplitStage.writeForLooking(image, "portrait-swiping")
        expectSnapshot(of: image, named: "split-portrait-swiping", tolerance: 2)
    }

    @Test func aShortSlowSwipeSlidesTheSidebarBack() throws {
        // UIKitBehaviour #322, #324
        let recorder = TransitionRecorder()
        let (host, split, primary, _, _) = SplitStage.columns(size: SplitStage.portrait, recorder: recorder)
        host.drag(from: CGPoint(x: 4, y: 600), to: CGPoint(x: 90, y: 600), duration: 1.0)
        host.runUntilIdle()
        expectEqual(split.displayMode, .secondaryOnly)
        #expect(!SplitStage.isOnScreen(primary))
        #expect(
            SplitAppearanceCheck.calls(of: "primary", in: recorder) == [
                "viewWillAppear(animated: true)", "viewWillDisappear(animated: true)",
                "viewDidDisappear(animated: true)"
            ])
    }

    @Test func noSwipeWithoutPresentsWithGestureOrWhenTheSecondaryCanPop() throws {
        // UIKitBehaviour #322
        let recorder = TransitionRecorder()
        let (host, split, primary, _, secondary) = SplitStage.columns(size: SplitStage.portrait, recorder: recorder) {
            $0.presentsWithGesture = false
        }
        #expect(
            split.displayModeButtonItem._viewForTests == nil,
            "UIKitBehaviour #316: automatic visibility follows presentsWithGesture")
        split.displayModeButtonVisibility = .always
        #expect(split.displayModeButtonItem._viewForTests != nil)
        host.drag(from: CGPoint(x: 4, y: 600), to: CGPoint(x: 300, y: 600), duration: 0.3)
        host.runUntilIdle()
        #expect(!SplitStage.isOnScreen(primary))
        split.presentsWithGesture = true
        secondary.navigationController?.pushViewController(SplitStage.page("next", recorder), animated: false)
        host.runUntilIdle()
        host.drag(from: CGPoint(x: 4, y: 600), to: CGPoint(x: 600, y: 600), duration: 0.3)
        host.runUntilIdle()
        #expect(!SplitStage.isOnScreen(primary), "the secondary's back swipe wins")
        expectEqual(secondary.navigationController?.viewControllers.count, 1)
    }

    @Test func aResizeDuringTheSlideEndsIt() throws {
        // UIKitBehaviour #321, #324
        let recorder = TransitionRecorder()
        let (host, split, primary, _, _) = SplitStage.columns(size: SplitStage.portrait, recorder: recorder)
        split.show(.primary)
        host.advance(by: 0.1)
        host.resize(to: SplitStage.landscape)
        #expect(split.transitionCoordinator == nil)
        host.runUntilIdle()
        #expect(split.displayMode == .oneBesideSecondary, "the preference decides again at the new size")
        expectEqual(SplitAppearanceCheck.finalState(of: "primary", in: recorder), .appeared)
        expectEqual(SplitStage.frame(of: primary.navigationController!), CGRect(x: 0, y: 0, width: 320, height: 820))
    }
}

extension UIBarButtonItem {
    /// The view drawing the item on a bar, for tests.
    var _viewForTests: UIView? { _view?.window != nil ? _view : nil }
}

/// The triple-column secondary-only button.
@MainActor
@Suite struct SplitViewSecondaryOnlyButtonTests {
    @Test func theButtonGoesToSecondaryOnlyAndBack() throws {
        // UIKitBehaviour #316
        let (host, split, _, supplementary, secondary) = SplitStage.columns(.tripleColumn)
        #expect(!split.showsSecondaryOnlyButton)
        expectEqual(split._secondaryOnlyItem?._viewForTests, nil)
        split.showsSecondaryOnlyButton = true
        host.runFrame()
        let item = split._secondaryOnlyButtonItem
        let button = try #require(item._viewForTests)
        #expect(button.isDescendant(of: secondary.navigationController!.navigationBar))
        host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        host.runUntilIdle()
        expectEqual(split.displayMode, .secondaryOnly)
        #expect(!SplitStage.isOnScreen(supplementary!))
        #expect(
            item.image?.size == UIImage(systemName: "arrow.down.right.and.arrow.up.left")?.size && item.image != nil)
        let again = try #require(item._viewForTests)
        host.tap(at: again.convert(CGPoint(x: again.bounds.midX, y: again.bounds.midY), to: nil))
        host.runUntilIdle()
        expectEqual(split.displayMode, .oneBesideSecondary)
        #expect(SplitStage.isOnScreen(supplementary!))
    }
}
