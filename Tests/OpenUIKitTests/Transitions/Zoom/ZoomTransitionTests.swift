import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// The iOS 18 zoom transition pushed and popped in a navigation controller (UIKitBehaviour
/// #395–#399), written as a photo app writes it.
@MainActor
@Suite struct ZoomTransitionTests {
    /// A 400 × 800 screen with a navigation controller showing the grid.
    private func stage() -> (HeadlessHost, UINavigationController, ZoomGridController) {
        let host = HeadlessHost(screenSize: CGSize(width: 400, height: 800))
        let grid = ZoomGridController("Grid", TransitionRecorder())
        let navigation = UINavigationController(rootViewController: grid)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        grid.recorder.reset()
        return (host, navigation, grid)
    }

    private func expectClose(
        _ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 0.5,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let close =
            abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
        #expect(close, "\(a) is not \(b)", sourceLocation: sourceLocation)
    }

    @Test func aPushZoomsOutOfTheThumbnailIntoTheWholeScreen() {  // UIKitBehaviour #395, #396
        let (host, navigation, grid) = stage()
        let thumbnail = grid.thumbnails[4]
        let thumbnailFrame = thumbnail.convert(thumbnail.bounds, to: nil)
        let detail = grid.detail(for: 4)
        navigation.pushViewController(detail, animated: true)
        host.runFrame()
        let clip = try! #require(zoomClip(of: detail))
        expectClose(shownFrame(clip), thumbnailFrame, within: 2)
        #expect(
            clip.layer.cornerRadius == 0 || (clip.layer.presentation()?.cornerRadius ?? 0) > 10,
            "the clip starts with the thumbnail's corners")
        #expect(thumbnail.isHidden, "the source view is hidden while it zooms")
        expectEqual(grid.providerCalls.count, 1)
        #expect(grid.providerCalls.first?.0 === grid && grid.providerCalls.first?.1 === detail)
        host.advance(by: 0.2)
        let midway = shownFrame(clip)
        #expect(midway.width > 150 && midway.width < 400, "growing: \(midway)")
        host.runUntilIdle()
        #expect(navigation.topViewController === detail)
        #expect(detail.view.superview != nil && zoomClip(of: detail) == nil, "the stage is taken down")
        expectEqual(detail.view.frame, navigation.view.bounds)
        expectEqual(detail.view.transform, .identity)
        #expect(!thumbnail.isHidden)
        expectEqual(grid.view.window, nil)
        #expect(detail.recorder.events(of: "Photo4").contains("viewDidAppear(animated: true)"))
    }

    @Test func aPopAsksForTheSourceAgainAndZoomsIntoWhereItIsNow() {  // UIKitBehaviour #395
        let (host, navigation, grid) = stage()
        let detail = grid.detail(for: 0)
        navigation.pushViewController(detail, animated: true)
        host.runUntilIdle()
        // The person swiped to another photo in the detail: the zoom goes back to its thumbnail.
        detail.index = 5
        let target = grid.thumbnails[5].convert(grid.thumbnails[5].bounds, to: nil)
        navigation.popViewController(animated: true)
        host.runFrame()
        let clip = try! #require(zoomClip(of: detail))
        expectEqual(grid.providerCalls.count, 2)
        #expect(grid.thumbnails[5].isHidden && !grid.thumbnails[0].isHidden)
        host.advance(by: 0.45)
        expectClose(shownFrame(clip), target, within: 12)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [grid])
        expectEqual(detail.view.superview, nil)
        #expect(!grid.thumbnails[5].isHidden)
        #expect(grid.view.window != nil)
    }

    @Test func aDragDownFollowsTheFingerAndDismissesOnRelease() {  // UIKitBehaviour #398
        let (host, navigation, grid) = stage()
        let detail = grid.detail(for: 1)
        navigation.pushViewController(detail, animated: true)
        host.runUntilIdle()
        var shrinking: [CGFloat] = []
        var grabbedPoints: [CGPoint] = []
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 240, y: 620), duration: 0.5) {
            guard let clip = zoomClip(of: detail) else { return }
            let shown = shownFrame(clip)
            shrinking.append(shown.width)
            // The point of the photo grabbed at (200, 300): where it is shown now.
            let inner = detail.view.layer.presentation()?.frame ?? detail.view.frame
            grabbedPoints.append(
                CGPoint(
                    x: shown.minX + inner.minX + inner.width * 0.5,
                    y: shown.minY + inner.minY + inner.height * 0.375))
        }
        // It moves with the finger, 40 pt right and 320 pt down over the drag's 30 frames,
        // once the pan has begun (its first step covers the frames before) and until the release.
        let steps = zip(grabbedPoints, grabbedPoints.dropFirst()).map { CGPoint(x: $1.x - $0.x, y: $1.y - $0.y) }
        let underFinger = steps.dropFirst().dropLast().allSatisfy {
            abs($0.x - 40.0 / 30) < 0.5 && abs($0.y - 320.0 / 30) < 0.5
        }
        #expect(shrinking.count > 10, "the drag began a zoom out")
        #expect(shrinking == shrinking.sorted(by: >), "it shrinks as the finger goes down")
        #expect((shrinking.last ?? 400) < 330)
        #expect(underFinger)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [grid])
        #expect(!grid.thumbnails[1].isHidden)
        expectEqual(zoomClip(of: detail), nil)
    }

    @Test func aShortSlowDragSpringsBack() {  // UIKitBehaviour #398
        let (host, navigation, grid) = stage()
        let detail = grid.detail(for: 2)
        navigation.pushViewController(detail, animated: true)
        host.runUntilIdle()
        grid.recorder.reset()
        host.perform([
            FingerPath(
                start: CGPoint(x: 200, y: 300),
                segments: [.line(to: CGPoint(x: 200, y: 380), duration: 1, easing: .linear)], release: .still)
        ])
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [grid, detail])
        #expect(detail.view.frame == navigation.view.bounds && detail.view.transform == .identity)
        #expect(zoomClip(of: detail) == nil && detail.view.window != nil)
        expectEqual(grid.thumbnails[2].isHidden, false)
        expectEqual(grid.view.window, nil)
        let events = grid.recorder.events.filter { $0.contains("Appear") || $0.contains("Disappear") }
        expectEqual(events.last, "Photo2 viewDidAppear(animated: true)")
    }

    @Test func theOptionsDecideWhetherTheDismissalBegins() {  // UIKitBehaviour #398
        let (host, navigation, grid) = stage()
        let options = UIViewController.Transition.ZoomOptions()
        var asked: [Bool] = []
        options.interactiveDismissShouldBegin = { context in
            asked.append(context.willBegin)
            return false
        }
        let detail = grid.detail(for: 3, options: options)
        navigation.pushViewController(detail, animated: true)
        host.runUntilIdle()
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.3)
        host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 350, y: 320), duration: 0.3)
        host.runUntilIdle()
        #expect(navigation.viewControllers == [grid, detail], "the closure said no")
        #expect(asked.first == true, "a drag down would begin")
        #expect(asked.contains(false), "a sideways drag would not")
    }

    @Test func aDelegateAnimatorWinsOverThePreferredZoom() {  // UIKitBehaviour #395
        let (host, navigation, grid) = stage()
        final class Fade: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
                -> TimeInterval
            { 0.3 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                let to = transitionContext.view(forKey: .to)!
                transitionContext.containerView.addSubview(to)
                to.alpha = 0
                UIView.animate(
                    withDuration: 0.3, animations: { to.alpha = 1 },
                    completion: { _ in
                        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    })
            }
            func navigationController(
                _ navigationController: UINavigationController,
                animationControllerFor operation: UINavigationController.Operation,
                from fromVC: UIViewController, to toVC: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? { self }
        }
        let fade = Fade()
        navigation.delegate = fade
        let detail = grid.detail(for: 0)
        navigation.pushViewController(detail, animated: true)
        host.runFrame()
        expectEqual(zoomClip(of: detail), nil)
        #expect(grid.providerCalls.isEmpty)
        host.runUntilIdle()
        #expect(navigation.topViewController === detail)
    }

    @Test func withoutASourceViewTheZoomGrowsFromTheMiddleAndFades() {  // UIKitBehaviour #397
        let (host, navigation, grid) = stage()
        let detail = grid.detail(for: 99)  // no such thumbnail: the provider returns nil
        navigation.pushViewController(detail, animated: true)
        host.runFrame()
        let clip = try! #require(zoomClip(of: detail))
        let start = shownFrame(clip)
        #expect(abs(start.midX - 200) < 2 && abs(start.midY - 400) < 2)
        #expect((clip.layer.presentation()?.opacity ?? 1) < 0.2)
        host.runUntilIdle()
        #expect(navigation.topViewController === detail && detail.view.alpha == 1)
        expectEqual(detail.view.frame, navigation.view.bounds)
    }

    @Test func aSourceViewOutOfTheWindowCountsAsNone() {  // UIKitBehaviour #397
        let (host, navigation, grid) = stage()
        let detail = ZoomPhotoController("Photo", grid.recorder)
        let detached = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        detail.preferredTransition = .zoom { _ in detached }
        navigation.pushViewController(detail, animated: true)
        host.runFrame()
        let clip = try! #require(zoomClip(of: detail))
        #expect(abs(shownFrame(clip).midX - 200) < 2)
        host.runUntilIdle()
        #expect(navigation.topViewController === detail)
        #expect(!detached.isHidden)
    }

    @Test func theEdgeSwipeScrubsTheZoomBack() {  // UIKitBehaviour #398
        let (host, navigation, grid) = stage()
        let detail = grid.detail(for: 0)
        navigation.pushViewController(detail, animated: true)
        host.runUntilIdle()
        var widths: [CGFloat] = []
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5) {
            if let clip = zoomClip(of: detail) { widths.append(shownFrame(clip).width) }
        }
        #expect(widths.count > 10)
        expectEqual(widths, widths.sorted(by: >))
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [grid])
    }

    @Test func theScreenBehindIsDimmedWithTheOptionsColourOrBlur() {  // UIKitBehaviour #399
        func dimming(_ options: UIViewController.Transition.ZoomOptions?) -> UIView? {
            let (host, navigation, grid) = stage()
            let detail = grid.detail(for: 0, options: options)
            navigation.pushViewController(detail, animated: true)
            host.runFrame()
            let container = zoomClip(of: detail)?.superview?.superview
            let found = container?.subviews.first { $0 !== grid.view && $0 !== zoomClip(of: detail)?.superview }
            host.runUntilIdle()
            #expect(found?.superview == nil, "the dimming leaves with the stage")
            return found
        }
        expectEqual(dimming(nil)?.backgroundColor, UIColor(white: 0, alpha: 0.2))
        let red = UIViewController.Transition.ZoomOptions()
        red.dimmingColor = .red
        expectEqual(dimming(red)?.backgroundColor, .red)
        let blurred = UIViewController.Transition.ZoomOptions()
        blurred.dimmingVisualEffect = UIBlurEffect(style: .systemMaterial)
        #expect((dimming(blurred) as? UIVisualEffectView)?.effect != nil, "the blur animates in")
    }

    @Test func aTapAndAPopDuringTheZoomPushLeaveAConsistentStack() {
        let (host, navigation, grid) = stage()
        let detail = grid.detail(for: 1)
        navigation.pushViewController(detail, animated: true)
        host.runFrame()
        host.tap(at: CGPoint(x: 200, y: 400))
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, navigation.children)
        #expect(navigation.topViewController?.view.window != nil)
        #expect(grid.thumbnails.allSatisfy { !$0.isHidden })
        expectEqual(zoomClip(of: detail), nil)
        #expect(
            host.window.subviews.allSatisfy { !($0.subviews.first?.clipsToBounds ?? false) || $0 === navigation.view })
    }
}

/// Grabbing a zoom in while it runs (UIKitBehaviour #401).
@MainActor
@Suite struct ZoomInterruptionTests {
    private func stage() -> (HeadlessHost, UINavigationController, ZoomGridController) {
        let host = HeadlessHost(screenSize: CGSize(width: 400, height: 800))
        let grid = ZoomGridController("Grid", TransitionRecorder())
        let navigation = UINavigationController(rootViewController: grid)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation, grid)
    }

    @Test func aDragDownDuringTheZoomInPullsThePhotoBackIntoItsCell() {
        let (host, navigation, grid) = stage()
        let detail = grid.detail(for: 4)
        navigation.pushViewController(detail, animated: true)
        host.runFrame()
        host.advance(by: 0.05)
        grid.recorder.reset()
        var widths: [CGFloat] = []
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.4) {
            if let clip = zoomClip(of: detail) { widths.append(shownFrame(clip).width) }
        }
        #expect(widths.count > 10)
        let held = Array(widths.dropFirst(3).dropLast())
        #expect(held == held.sorted(by: >) && (held.last ?? 400) < 250, "the finger shrinks it: \(widths)")
        host.runUntilIdle()
        #expect(navigation.viewControllers == [grid], "the push was cancelled")
        expectEqual(navigation.children, [grid])
        #expect(grid.view.window != nil && detail.view.window == nil)
        #expect(!grid.thumbnails[4].isHidden)
        let events = grid.recorder.events.filter { $0.contains("Appear") || $0.contains("Disappear") }
        expectEqual(events.last, "Grid viewDidAppear(animated: true)")
    }

    @Test func holdingTheZoomInAndLettingGoFinishesThePush() {
        let (host, navigation, grid) = stage()
        let detail = grid.detail(for: 1)
        navigation.pushViewController(detail, animated: true)
        host.runFrame()
        host.advance(by: 0.05)
        host.perform([
            FingerPath(
                start: CGPoint(x: 200, y: 300),
                segments: [.line(to: CGPoint(x: 200, y: 330), duration: 0.3, easing: .linear), .hold(duration: 0.2)],
                release: .still)
        ])
        host.runUntilIdle()
        expectEqual(navigation.viewControllers, [grid, detail])
        #expect(detail.view.frame == navigation.view.bounds && detail.view.transform == .identity)
        #expect(zoomClip(of: detail) == nil && !grid.thumbnails[1].isHidden)
    }
}
