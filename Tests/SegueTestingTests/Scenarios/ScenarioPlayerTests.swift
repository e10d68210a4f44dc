import Foundation
import SegueTesting
import TestSupport
import Testing

/// The public scenario player: the documented frame-capture rules, stepping through a run,
/// recording, and one-line errors for what cannot be played.
@MainActor
@Suite struct ScenarioPlayerTests {
    /// A white screen with a red square that a `.perform` step fades out over half a second.
    struct SquareDemo: TransitionDemo {
        let name = "square"
        let summary = "A square that fades"
        var setup: [ScenarioStep] = []
        var steps: [ScenarioStep] = []
        func makeRootViewController() -> UIViewController {
            let controller = UIViewController()
            controller.view.backgroundColor = .white
            let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            square.backgroundColor = .red
            square.tag = 7
            controller.view.addSubview(square)
            return controller
        }
        var scenarios: [DemoScenario] { [DemoScenario("run", setup: setup, steps)] }
        static let fade: ScenarioStep = .perform { root in
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) { root.view.viewWithTag(7)?.alpha = 0 }
        }
    }

    let player = ScenarioPlayer(.init(screenSize: CGSize(width: 40, height: 40)))

    @Test func framesFollowTheCaptureRules() throws {
        // Frame 0; a wait of 0.1 s takes 6; a tap 2; a wait of 0.05 s 3: 12 frames, and the
        // tap — the last action — began with frame 6 on screen.
        let demo = SquareDemo(steps: [.wait(0.1), .tap(CGPoint(x: 30, y: 30)), .wait(0.05)])
        var indices: [Int] = []
        let run = try player.play(demo, demo.scenarios[0]) { index, _ in indices.append(index) }
        expectEqual(run.frameCount, 12)
        expectEqual(indices, Array(0..<12))
        expectEqual(run.lastActionFrame, 7 - 1)
        #expect(run.isFinished && run.nextStep == 3)
        #expect(run.host.reports.isEmpty)
    }

    @Test func aRecordingHasEveryFrameAtItsRefreshInstant() throws {
        let demo = SquareDemo(setup: [.wait(0.2)], steps: [SquareDemo.fade])
        let run = try player.play(demo, demo.scenarios[0], recording: true)
        let recording = try #require(run.recording)
        expectEqual(recording.frames.count, run.frameCount)
        #expect(run.frameCount >= 31, "the half-second fade, then the first idle frame")
        let start = recording.frames[0].time
        #expect(start >= 0.2 - 1e-9, "the setup's frames are not captured")
        #expect(isClose((start * 60).rounded(), start * 60, tolerance: 1e-6), "frame 0 is at a refresh instant")
        for (k, frame) in recording.frames.enumerated() {
            #expect(isClose(frame.time, start + Double(k) / 60, tolerance: 1e-9))
        }
        let first = recording.frames[0].image._premultipliedRGBA
        let last = recording.frames.last!.image._premultipliedRGBA
        #expect(Array(first[0..<4]) == [255, 0, 0, 255] && Array(last[0..<4]) == [255, 255, 255, 255])
        #expect(try player.play(demo, demo.scenarios[0]).recording == nil, "no recording unless asked")
    }

    @Test func aRunCanBeSteppedThroughWithTheHostDrivenInBetween() throws {
        let demo = SquareDemo(steps: [SquareDemo.fade, .wait(0.1)])
        let run = try player.start(demo, demo.scenarios[0])
        #expect(run.frameCount == 1 && run.nextStep == 0)
        #expect(try run.runNextStep())
        run.host.advance(by: 0.25)  // not captured
        #expect(try run.runNextStep())
        expectEqual(run.frameCount, 1 + 6)
        #expect(try !run.runNextStep())
        try run.finish()
        try run.finish()  // again: nothing
        #expect(run.isFinished)
        #expect(UIApplication.shared.busyReasons.isEmpty)
    }

    @Test func controllersSeenAreHeldWeakly() throws {
        let demo = SquareDemo(steps: [.perform { $0.present(UIViewController(), animated: false) }])
        weak var presented: UIViewController?
        do {
            let run = try player.play(demo, demo.scenarios[0])
            #expect(run.controllersSeen.count == 2, "the root and, after the step, the controller it presents")
            presented = run.root.presentedViewController
            run.root.dismiss(animated: false)
            run.host.runUntilIdle()
        }
        expectEqual(presented, nil)
    }

    @Test func whatCannotBePlayedIsOneLine() {
        #expect(
            throws: PlaybackError(
                "demo 'square', scenario 'run': step 1 waits for nan s; expected a finite time of at least 0")
        ) {
            try player.play(SquareDemo(steps: [.wait(.nan)]), SquareDemo(steps: [.wait(.nan)]).scenarios[0])
        }
        #expect(
            throws: PlaybackError(
                "demo 'square', scenario 'run' (setup): step 1 drags for -1.0 s; expected a finite time of at least 0")
        ) {
            let demo = SquareDemo(setup: [.drag(from: .zero, to: .zero, duration: -1)])
            try player.play(demo, demo.scenarios[0])
        }
        #expect(throws: PlaybackError("demo 'square', scenario 'run': the frame rate must be within 1...240, not 0")) {
            try ScenarioPlayer(.init(framesPerSecond: 0)).play(SquareDemo(), SquareDemo().scenarios[0])
        }
        #expect(
            throws: PlaybackError("demo 'square', scenario 'run': the scale must be finite and greater than 0, not nan")
        ) {
            try ScenarioPlayer(.init(scale: .nan)).play(SquareDemo(), SquareDemo().scenarios[0])
        }
        let slow = ScenarioPlayer(.init(screenSize: CGSize(width: 40, height: 40), idleTimeout: 0.1))
        #expect(throws: PlaybackError.self) {
            let demo = SquareDemo(steps: [SquareDemo.fade])
            try slow.play(demo, demo.scenarios[0])
        }
    }

    @Test func anErrorFromOnFrameStopsTheRun() {
        struct Stop: Error {}
        var seen = 0
        #expect(throws: Stop.self) {
            let demo = SquareDemo(steps: [.wait(1)])
            try player.play(demo, demo.scenarios[0]) { index, _ in
                seen += 1
                if index == 3 { throw Stop() }
            }
        }
        expectEqual(seen, 4)
    }
}
