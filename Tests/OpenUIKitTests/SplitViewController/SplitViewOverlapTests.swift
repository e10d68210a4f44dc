import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// New requests while the columns move, resizes that change the display mode, and the classic
/// display-mode button.
@MainActor
@Suite struct SplitViewOverlapTests {
    @Test func aResizeThatChangesTheModeTellsTheDelegate() throws {
        // UIKitBehaviour #317, #324
        let recorder = TransitionRecorder()
        let log = SplitViewShowHideTests.Log()
        let (host, split, primary, _, _) = SplitStage.columns(recorder: recorder) { $0.delegate = log }
        #expect(log.calls.isEmpty, "nothing at the first layout")
        host.resize(to: SplitStage.portrait)
        host.runUntilIdle()
        expectEqual(split.displayMode, .secondaryOnly)
        expectEqual(log.calls, ["willChangeTo(1)", "willHide(0)"])
        #expect(!SplitStage.isOnScreen(primary))
        expectEqual(SplitAppearanceCheck.finalState(of: "primary", in: recorder), .disappeared)
    }

    @Test func showAndHideInOneTurnEndHidden() throws {
        // UIKitBehaviour #321, #324
        let recorder = TransitionRecorder()
        let (host, split, primary, _, _) = SplitStage.columns(size: SplitStage.portrait, recorder: recorder)
        split.show(.primary)
        split.hide(.primary)
        expectEqual(split.displayMode, .secondaryOnly)
        host.runUntilIdle()
        #expect(!SplitStage.isOnScreen(primary))
        expectEqual(SplitAppearanceCheck.finalState(of: "primary", in: recorder), .disappeared)
        #expect(split.transitionCoordinator == nil)
    }

    @Test func aSwipeDuringTheSlideIsIgnored() throws {
        // UIKitBehaviour #322
        let recorder = TransitionRecorder()
        let log = SplitViewShowHideTests.Log()
        let (host, split, primary, _, _) = SplitStage.columns(size: SplitStage.portrait, recorder: recorder) {
            $0.delegate = log
        }
        split.show(.primary)
        split.hide(.primary)
        host.drag(from: CGPoint(x: 4, y: 600), to: CGPoint(x: 300, y: 600), duration: 0.2)
        host.runUntilIdle()
        #expect(!log.calls.contains("gestureWillBegin"))
        expectEqual(split.displayMode, .secondaryOnly)
        expectEqual(SplitAppearanceCheck.finalState(of: "primary", in: recorder), .disappeared)
        #expect(!SplitStage.isOnScreen(primary))
    }

    @Test func theClassicButtonBringsTheMasterOverTheDetailInPortrait() throws {
        // UIKitBehaviour #312, #316
        let host = HeadlessHost(screenSize: SplitStage.portrait)
        let recorder = TransitionRecorder()
        let master = SplitStage.page("master", recorder)
        let detail = SplitStage.page("detail", recorder)
        let split = UISplitViewController()
        split.viewControllers = [
            UINavigationController(rootViewController: master), UINavigationController(rootViewController: detail)
        ]
        detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        detail.navigationItem.leftItemsSupplementBackButton = true
        host.window.rootViewController = split
        host.runUntilIdle()
        expectEqual(split.displayMode, .primaryHidden)
        let bar = try #require(detail.navigationController?.navigationBar)
        let button = try #require(
            split.displayModeButtonItem._viewForTests, "the app put the button on the detail's bar")
        #expect(button.isDescendant(of: bar))
        host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        host.runUntilIdle()
        expectEqual(split.displayMode, .primaryOverlay)
        expectEqual(SplitStage.frame(of: master.navigationController!), CGRect(x: 0, y: 0, width: 320, height: 1180))
        expectEqual(SplitAppearanceCheck.finalState(of: "master", in: recorder), .appeared)
    }
}

/// Resizes while a column's navigation controller pushes.
@MainActor
@Suite struct SplitViewResizeDuringPushTests {
    @Test func expandingWhileThePhoneStackPushes() throws {
        // UIKitBehaviour #319, #324
        let recorder = TransitionRecorder()
        let (host, split, primary, _, secondary) = SplitStage.columns(size: SplitStage.phone, recorder: recorder)
        let navigation = try #require(primary.navigationController)
        let next = SplitStage.page("next", recorder)
        navigation.pushViewController(next, animated: true)
        host.advance(by: 0.1)
        host.resize(to: SplitStage.landscape)
        host.runUntilIdle()
        #expect(!split.isCollapsed)
        expectEqual(navigation.viewControllers.map { $0 }, [primary])
        expectEqual(secondary.navigationController?.viewControllers.map { $0 }, [secondary, next])
        #expect(SplitStage.isOnScreen(next) && SplitStage.isOnScreen(primary))
        for name in ["primary", "secondary", "next"] {
            #expect(
                SplitAppearanceCheck.finalState(of: name, in: recorder) != nil,
                "\(name): \(SplitAppearanceCheck.calls(of: name, in: recorder))")
        }
        expectEqual(SplitAppearanceCheck.finalState(of: "next", in: recorder), .appeared)
    }

    @Test func collapsingWhileTheSecondaryPushes() throws {
        // UIKitBehaviour #319, #324
        let recorder = TransitionRecorder()
        let (host, split, primary, _, secondary) = SplitStage.columns(recorder: recorder)
        let next = SplitStage.page("next", recorder)
        secondary.navigationController?.pushViewController(next, animated: true)
        host.advance(by: 0.1)
        host.resize(to: SplitStage.phone)
        host.runUntilIdle()
        #expect(split.isCollapsed)
        expectEqual(primary.navigationController?.viewControllers.map { $0 }, [primary, secondary, next])
        #expect(SplitStage.isOnScreen(next))
        expectEqual(SplitAppearanceCheck.finalState(of: "next", in: recorder), .appeared)
        expectEqual(SplitAppearanceCheck.finalState(of: "secondary", in: recorder), .disappeared)
    }
}

/// What a split view leaves behind once it is gone.
@MainActor
@Suite struct SplitViewLeftoverTests {
    @Test func aSplitViewReplacedAfterItsTransitionsLeavesNothingAlive() {
        // UIKitBehaviour #321, #324
        let host = HeadlessHost(screenSize: SplitStage.portrait)
        do {
            let split = UISplitViewController(style: .tripleColumn)
            split.setViewController(UIViewController(), for: .primary)
            split.setViewController(UIViewController(), for: .supplementary)
            split.setViewController(UIViewController(), for: .secondary)
            host.window.rootViewController = split
            host.runUntilIdle()
            split.show(.primary)
            split.transitionCoordinator?.animate(alongsideTransition: { _ in split.view.alpha = 0.9 }, completion: nil)
            host.runUntilIdle()
            host.tap(at: CGPoint(x: 760, y: 600))
            host.runUntilIdle()
            host.resize(to: SplitStage.phone)
            host.runUntilIdle()
            host.resize(to: SplitStage.portrait)
            host.runUntilIdle()
            _ = split.displayModeButtonItem
        }
        host.window.rootViewController = UIViewController()
        let leftovers = host.finish()
        #expect(leftovers.isClean, "\(leftovers)")
    }
}

/// Changing the preferred display mode, with and without an animation block.
@MainActor
@Suite struct SplitViewPreferenceChangeTests {
    @Test func aPreferenceSetInsideAnAnimationBlockAnimates() {
        // UIKitBehaviour #312, #321
        let (host, split, primary, _, secondary) = SplitStage.columns()
        UIView.animate(withDuration: 0.3) { split.preferredDisplayMode = .secondaryOnly }
        expectEqual(split.displayMode, .secondaryOnly)
        host.advance(by: 0.15)
        let halfway = SplitViewShowHideTests.drawnFrame(of: secondary.navigationController!).minX
        #expect(halfway > 10 && halfway < 310, "\(halfway)")
        host.runUntilIdle()
        #expect(!SplitStage.isOnScreen(primary))
        split.preferredDisplayMode = .oneBesideSecondary
        #expect(split.transitionCoordinator == nil, "outside an animation block the change is at once")
        host.runFrame()
        #expect(SplitStage.isOnScreen(primary))
        expectEqual(SplitStage.frame(of: secondary.navigationController!).minX, 320)
    }
}

/// Replacing a shown column's controller, and a split view with no room.
@MainActor
@Suite struct SplitViewReplacementTests {
    @Test func replacingTheShownSecondaryReusesItsNavigationController() throws {
        // UIKitBehaviour #314, #324
        let recorder = TransitionRecorder()
        let (host, split, _, _, secondary) = SplitStage.columns(recorder: recorder)
        let navigation = try #require(secondary.navigationController)
        let other = SplitStage.page("other", recorder)
        split.setViewController(other, for: .secondary)
        host.runUntilIdle()
        #expect(split.viewController(for: .secondary) === other)
        #expect(other.navigationController === navigation)
        expectEqual(navigation.viewControllers.map { $0 }, [other])
        expectEqual(secondary.parent, nil)
        expectEqual(SplitAppearanceCheck.finalState(of: "secondary", in: recorder), .disappeared)
        expectEqual(SplitAppearanceCheck.finalState(of: "other", in: recorder), .appeared)
        expectEqual(SplitStage.frame(of: other), CGRect(x: 320, y: 0, width: 860, height: 820))
    }

    @Test func aSplitViewWithNoRoomLaysOutEmptyColumns() throws {
        // UIKitBehaviour #313: widths resolve to 0 without room
        let (host, split, primary, _, _) = SplitStage.columns()
        split.view.frame = .zero
        split.view.layoutIfNeeded()
        expectEqual(split.primaryColumnWidth, 0)
        expectEqual(primary.navigationController!.view.frame.width, 0)
        split.view.frame = host.window.bounds
        split.view.layoutIfNeeded()
        expectEqual(split.primaryColumnWidth, 320)
    }
}
