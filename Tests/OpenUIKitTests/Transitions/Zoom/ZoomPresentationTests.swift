import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// The zoom transition and the other preferred transitions in modal presentations
/// (UIKitBehaviour #395, #398, #400).
@MainActor
@Suite struct ZoomPresentationTests {
    private func stage() -> (HeadlessHost, ZoomGridController) {
        let host = HeadlessHost(screenSize: CGSize(width: 400, height: 800))
        let grid = ZoomGridController("Grid", TransitionRecorder())
        host.window.rootViewController = grid
        host.runUntilIdle()
        grid.recorder.reset()
        return (host, grid)
    }

    @Test func anAutomaticStyleResolvesToFullScreenForAZoom() {  // UIKitBehaviour #400
        let (_, grid) = stage()
        let detail = grid.detail(for: 0)
        expectEqual(detail.modalPresentationStyle, .fullScreen)
        detail.preferredTransition = .crossDissolve
        expectEqual(detail.modalPresentationStyle, .pageSheet)
        detail.preferredTransition = nil
        detail.modalPresentationStyle = .overFullScreen
        detail.preferredTransition = .zoom { _ in nil }
        #expect(detail.modalPresentationStyle == .overFullScreen, "a style the app set stays")
    }

    @Test func aPresentationZoomsInAndAPinchZoomsItBack() {  // UIKitBehaviour #395, #398
        let (host, grid) = stage()
        let detail = grid.detail(for: 2)
        var completed = false
        grid.present(detail, animated: true) { completed = true }
        host.runFrame()  // the presentation starts on the next turn, and shows its first frame
        let clip = try! #require(zoomClip(of: detail))
        let thumbnail = grid.thumbnails[2]
        let start = shownFrame(clip)
        #expect(start.width < 140, "starts near the thumbnail: \(start)")
        host.runUntilIdle()
        #expect(completed)
        #expect(grid.presentedViewController === detail)
        #expect(grid.view.window == nil, "full screen: the presenter's view leaves")
        #expect(!thumbnail.isHidden)
        host.pinch(center: CGPoint(x: 200, y: 400), from: 300, to: 120, duration: 0.5)
        host.runUntilIdle()
        expectEqual(grid.presentedViewController, nil)
        #expect(grid.view.window != nil)
        expectEqual(detail.view.window, nil)
        #expect(!thumbnail.isHidden)
        let events = grid.recorder.events.filter {
            $0.hasPrefix("Grid view") && ($0.contains("Appear") || $0.contains("Disappear"))
        }
        #expect(
            events == [
                "Grid viewWillDisappear(animated: true)", "Grid viewDidDisappear(animated: true)",
                "Grid viewWillAppear(animated: true)", "Grid viewIsAppearing(animated: true)",
                "Grid viewDidAppear(animated: true)"
            ])
    }

    @Test func aModalInPresentationZoomIgnoresTheDrag() {  // UIKitBehaviour #398
        let (host, grid) = stage()
        let detail = grid.detail(for: 1)
        detail.isModalInPresentation = true
        grid.present(detail, animated: true)
        host.runUntilIdle()
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.3)
        host.runUntilIdle()
        #expect(grid.presentedViewController === detail)
    }

    @Test func dismissingInCodeZoomsBackToo() {  // UIKitBehaviour #395
        let (host, grid) = stage()
        let detail = grid.detail(for: 3)
        grid.present(detail, animated: true)
        host.runUntilIdle()
        detail.dismiss(animated: true)
        host.runFrame()
        host.runFrame()
        #expect(zoomClip(of: detail) != nil)
        #expect(grid.thumbnails[3].isHidden)
        host.runUntilIdle()
        #expect(grid.presentedViewController == nil && !grid.thumbnails[3].isHidden)
        expectEqual(grid.providerCalls.count, 2)
    }

    @Test func aCrossDissolvePreferredTransitionFadesInsteadOfSlidingUp() {  // UIKitBehaviour #395
        let (host, grid) = stage()
        let detail = ZoomPhotoController("Photo", grid.recorder)
        detail.modalPresentationStyle = .fullScreen
        detail.preferredTransition = .crossDissolve
        grid.present(detail, animated: true)
        host.runFrame()
        host.advance(by: 0.2)
        let layer = detail.view.layer.presentation() ?? detail.view.layer
        #expect(layer.frame.minY == 0, "it does not slide")
        #expect(layer.opacity > 0.05 && layer.opacity < 0.95, "it fades: \(layer.opacity)")
        host.runUntilIdle()
        #expect(grid.presentedViewController === detail)
    }

    @Test func aDismissRequestedDuringTheZoomPresentationSettles() {
        let (host, grid) = stage()
        let detail = grid.detail(for: 0)
        grid.present(detail, animated: true)
        host.runFrame()
        host.runFrame()
        grid.dismiss(animated: true)
        host.tap(at: CGPoint(x: 200, y: 400))
        host.runUntilIdle()
        #expect(grid.thumbnails.allSatisfy { !$0.isHidden })
        expectEqual(zoomClip(of: detail), nil)
        expectEqual((grid.presentedViewController == nil), (detail.view.window == nil))
    }
}
