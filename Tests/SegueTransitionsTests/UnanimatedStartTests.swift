import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import TestSupport
import Testing

/// A screen shown without animation still gets the library's gestures: the dismissal pan after
/// `present(_:animated: false)` (the library presents with `.custom`, whose animator UIKit asks
/// even then, UIKitBehaviour #22, #458), the back swipe after an unanimated push and the tab
/// pan after a tab chosen by code (UIKitBehaviour #460). Driven by touches; appearance checked with
/// `TrackedViewController`.
@MainActor
@Suite struct UnanimatedStartTests {
    /// A presenter and a screen presented over it with `.cover()` and `animated: false`, settled.
    private func presentedWithoutAnimation() -> (HeadlessHost, TrackedViewController, TrackedViewController) {
        let host = HeadlessHost(screenSize: Stage.screen)
        let root = TrackedViewController("root")
        host.window.rootViewController = root
        host.runUntilIdle()
        let detail = TrackedViewController("detail")
        detail.view.backgroundColor = .systemPurple
        detail.modalTransition = .cover()
        root.present(detail, animated: false)
        host.runUntilIdle()
        return (host, root, detail)
    }

    private func expectBalanced(
        _ controllers: [TrackedViewController], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for controller in controllers {
            #expect(controller.idleProblem() == nil, sourceLocation: sourceLocation)
        }
    }

    @Test func aScreenPresentedWithoutAnimationIsDraggedAway() {
        let (host, root, detail) = presentedWithoutAnimation()
        #expect(root.presentedViewController === detail)
        #expect(detail.view.frame == CGRect(origin: .zero, size: Stage.screen), "placed at once, filling the screen")
        #expect(root.viewIfLoaded?.window == nil, "the presenter's view left, as with .fullScreen")
        expectBalanced([root, detail])
        var lowest: CGFloat = 0
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 700), duration: 0.3) {
            lowest = max(lowest, detail.view.layer.presentation()?.frame.minY ?? 0)
        }
        #expect(lowest > 250, "the screen followed the finger: \(lowest)")
        host.runUntilIdle()
        #expect(root.presentedViewController == nil, "dismissed")
        expectEqual(root.callbacks.suffix(2), ["willAppear", "didAppear"])
        expectBalanced([root, detail])
    }

    @Test func aDragBackHalfWayKeepsTheScreenThenASecondDragDismisses() {
        let (host, root, detail) = presentedWithoutAnimation()
        let script = TouchScript(
            FingerPath.line(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600), duration: 0.3)
                .moving(to: CGPoint(x: 195, y: 320), duration: 0.3).holding(for: 0.1).released(.still))
        var lowest: CGFloat = 0
        host.perform(script) { lowest = max(lowest, detail.view.layer.presentation()?.frame.minY ?? 0) }
        host.runUntilIdle()
        #expect(lowest > 200, "it followed the finger down first: \(lowest)")
        #expect(root.presentedViewController === detail, "cancelled")
        expectEqual(detail.view.frame.minY, 0)
        #expect(CATransform3DIsIdentity(detail.view.transform3D))
        expectBalanced([root, detail])
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 700), duration: 0.3)
        host.runUntilIdle()
        expectEqual(root.presentedViewController, nil)
        expectBalanced([root, detail])
    }

    @Test func anUnanimatedDismissalAndATransitionSetToNilGiveTheStyleBack() {
        let (host, root, detail) = presentedWithoutAnimation()
        expectEqual(detail.modalPresentationStyle, .custom)
        #expect(detail.modalPresentationCapturesStatusBarAppearance)
        root.dismiss(animated: false)
        host.runUntilIdle()
        expectEqual(root.presentedViewController, nil)
        expectEqual(detail.viewIfLoaded?.window, nil)
        expectBalanced([root, detail])
        detail.modalTransition = nil
        expectEqual(detail.modalPresentationStyle, .fullScreen)
        #expect(!detail.modalPresentationCapturesStatusBarAppearance)
        let sheet = TrackedViewController("sheet")
        sheet.modalPresentationStyle = .overFullScreen
        sheet.modalTransition = .fade
        #expect(sheet.modalPresentationStyle == .overFullScreen, "a style keeping the presenter is kept")
    }

    @Test func aPushWithoutAnimationIsPoppedByTheBackSwipe() {
        let (host, navigation, _) = Stage.navigation(.push(direction: .left))
        let detail = TrackedViewController("detail")
        detail.view.backgroundColor = .systemBlue
        navigation.pushViewController(detail, animated: false)
        host.runUntilIdle()
        var xs: [CGFloat] = []
        host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3) {
            xs.append(Stage.shownX(detail.view))
        }
        #expect((xs.max() ?? 0) > 150, "the pop followed the finger: \(xs)")
        host.runUntilIdle()
        expectEqual(navigation.viewControllers.count, 1)
        expectBalanced([detail])
    }

    @Test func aTabChosenByCodeIsLeftByTheTabPan() {
        let (host, tabs, screens) = Stage.tabs(.slide())
        tabs.selectedIndex = 1
        host.runUntilIdle()
        var moved = false
        host.drag(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 40, y: 400), duration: 0.3) {
            if abs(Stage.shownX(screens[1].view)) > 50 { moved = true }
        }
        host.runUntilIdle()
        #expect(moved, "the switch followed the finger")
        expectEqual(tabs.selectedIndex, 2)
        expectEqual(screens[2].appearances.last, "didAppear")
        expectEqual(screens[1].appearances.last, "didDisappear")
    }
}
