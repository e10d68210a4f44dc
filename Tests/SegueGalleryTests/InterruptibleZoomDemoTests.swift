import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

@testable import SegueGallery

/// Demo 9, the interruptible zoom: each scenario ends where it should, cleanly; a drag pauses
/// the running zoom, scrubs it and sends it back or on; key frames match their snapshots.
@MainActor
@Suite struct InterruptibleZoomDemoTests {
    nonisolated static let scenarios = [
        "zoom in", "zoom out", "zoom in, caught and sent back", "zoom in, caught and sent on",
        "zoom out, caught and sent back"
    ]
    /// The picture a scenario ends showing, or nil when it ends on the grid.
    static let endItem: [String: String?] = [
        "zoom in": "Lakeside", "zoom out": nil, "zoom in, caught and sent back": nil,
        "zoom in, caught and sent on": "Dunes", "zoom out, caught and sent back": "Lakeside"
    ]

    @Test(arguments: scenarios)
    func scenarioEndsCleanly(_ name: String) throws {
        let scenario = try #require(InterruptibleZoomDemo().scenario(named: name))
        try DemoChecks.run(InterruptibleZoomDemo(), scenario) { player in
            try expectEndState(showing: try #require(Self.endItem[name]), in: player)
        }
    }

    /// Showing a picture: its detail screen fills the screen, square, with its details, and no
    /// pan is left on the container. On the grid: nothing presented, every thumbnail visible.
    private func expectEndState(showing name: String?, in player: ScenarioRun) throws {
        let grid = try #require(player.root as? ZoomGridViewController)
        let window = player.host.window
        if let name {
            let detail = try #require(grid.presentedViewController as? ZoomDetailViewController)
            expectEqual(detail.item.name, name)
            expectEqual(detail.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
            expectEqual(detail.view.layer.cornerRadius, 0)
            #expect(detail.showsDetails)
            #expect(detail.view.window === window)
            #expect(detail.view.superview?.gestureRecognizers?.isEmpty ?? true, "the pan left with the transition")
        } else {
            expectEqual(grid.presentedViewController, nil)
            expectEqual(window.subviews, [grid.view])
        }
        let thumbnails = grid.view.subviews.compactMap { $0 as? ZoomThumbnailButton }
        expectEqual(thumbnails.count, 6)
        #expect(thumbnails.allSatisfy { $0.alpha == 1 })
        #expect(grid.view.window === window, "a custom presentation leaves the grid on screen")
    }

    @Test func aDragPausesTheRunningZoomScrubsItAndSendsItBack() throws {
        try DemoChecks.run(InterruptibleZoomDemo()) { player in
            let grid = try #require(player.root as? ZoomGridViewController)
            // The fourth thumbnail: 165 × 156 at (205, 326).
            player.host.tap(at: CGPoint(x: 287.5, y: 404))
            player.host.advance(by: 0.3)
            let detail = try #require(grid.presentedViewController as? ZoomDetailViewController)
            let container = try #require(detail.view.superview)
            let pan = try #require(container.gestureRecognizers?.first as? UIPanGestureRecognizer)
            let heightWhenCaught = try #require(detail.view.layer.presentation()?.bounds.height)
            #expect(heightWhenCaught > 156 && heightWhenCaught < 844, "caught mid-flight: \(heightWhenCaught)")
            var states: [(state: UIGestureRecognizer.State, interactive: Bool, cancelled: Bool, height: CGFloat)] = []
            pan.addTarget { _ in
                // Runs after the demo's handler, for the same change.
                let coordinator = detail.transitionCoordinator
                states.append(
                    (
                        pan.state, coordinator?.isInteractive ?? false, coordinator?.isCancelled ?? false,
                        detail.view.layer.presentation()?.bounds.height ?? .nan
                    ))
            }
            player.host.drag(from: CGPoint(x: 200, y: 420), to: CGPoint(x: 200, y: 540), duration: 0.3)
            expectEqual(states.first?.state, .began)
            #expect(states.first?.interactive == true, "the pan paused the transition into interaction")
            let changes = states.filter { $0.state == .changed }.map(\.height)
            #expect(changes.count >= 10)
            #expect(
                zip(changes, changes.dropFirst()).allSatisfy { $0.1 <= $0.0 + 0.001 },
                "dragging down shrinks it: \(changes)")
            #expect((changes.last ?? 844) < heightWhenCaught)
            expectEqual(states.last?.state, .ended)
            expectEqual(states.last?.interactive, false)
            #expect(states.last?.cancelled == true, "released moving down: sent back")
            player.host.runUntilIdle()
            expectEqual(grid.presentedViewController, nil)
            expectEqual(detail.view.superview, nil)
            expectEqual(container.superview, nil)
        }
    }

    @Test func anUnanimatedPresentationNeedsNoInterruptibleAnimation() throws {
        try DemoChecks.run(InterruptibleZoomDemo()) { player in
            do {
                let grid = try #require(player.root as? ZoomGridViewController)
                grid.showDetail(at: 5, animated: false)
                player.host.runUntilIdle()
                let detail = try #require(grid.presentedViewController as? ZoomDetailViewController)
                expectEqual(detail.item.name, "Harbor")
                expectEqual(detail.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
                #expect(detail.showsDetails)
                grid.dismiss(animated: false)
                player.host.runUntilIdle()
                expectEqual(grid.presentedViewController, nil)
                expectEqual(detail.view.window, nil)
            }
        }
    }

    @Test(arguments: scenarios)
    func keyFramesMatchTheSnapshots(_ name: String) {
        DemoKeyFrames.expectTransitionKeyFrames(of: InterruptibleZoomDemo(), name, includingStart: name == "zoom in")
    }
}
