// The tests of "Testing and diagnosing your transitions": a host and its clock, a recorded
// history of appearance callbacks, a snapshot of frames, files for people, and the doctor on
// the broken and the fixed card.
import Foundation
import OpenUIKit
import SegueTesting
import Testing

@MainActor @Suite struct TestingTransitionsArticleTests {
    @Test func theCardIsHalfWayAfterHalfTheDuration() {
        let host = HeadlessHost(screenSize: ArticleImages.screenSize)
        let home = CardHomeViewController(insertsPresentingView: false)
        host.window.rootViewController = home
        host.runUntilIdle()

        home.showCard()
        host.advance(by: 0.15)  // frames at 60 Hz on the host's manual clock
        let card = home.presentedViewController!
        let y = card.view.layer.presentation()!.transform.m42
        #expect(y > 0 && y < ArticleImages.screenSize.height)
        host.runUntilIdle()
        #expect(card.view.transform == .identity)
        #expect(host.finish().isClean)
    }

    @Test func theAppearanceCallbacksComeInUIKitsOrder() {
        let host = HeadlessHost(screenSize: ArticleImages.screenSize)
        let recorder = TransitionRecorder()
        let home = RecordingViewController("home", recorder)
        let card = RecordingViewController("card", recorder)
        let transitions = SlideCardTransitions(insertsPresentingView: false)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        host.window.rootViewController = home
        host.runUntilIdle()
        recorder.reset()

        home.present(card, animated: true)
        host.runUntilIdle()
        // .custom leaves the presenting screen in the window: it gets no disappearance calls.
        #expect(
            recorder.events.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
                "card viewWillAppear(animated: true)", "card viewIsAppearing(animated: true)",
                "card viewDidAppear(animated: true)"
            ])
    }

    @Test func aSnapshotOfTheFrames() {
        let host = HeadlessHost(screenSize: ArticleImages.screenSize)
        let home = CardHomeViewController(insertsPresentingView: false)
        host.window.rootViewController = home
        host.runUntilIdle()
        let presentation = host.recordUntilIdle { home.showCard() }
        expectSnapshot(
            of: presentation, named: "testing-card-present", tolerance: 2, directory: ArticleImages.segueTesting)
    }

    @Test func filesForPeople() throws {
        let folder = NSTemporaryDirectory() + "segue-article-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try ScenarioPlayer(ScenarioPlayer.Settings(screenSize: ArticleImages.screenSize))
            .play(SlideCardDemo(), SlideCardDemo().scenarios[0], recording: true)
        let recording = try #require(run.recording)
        try recording.writeAPNG(to: folder + "/card.png")
        try recording.writeContactSheet(to: folder + "/card-sheet.png", title: "slide-card")
        #expect(FileManager.default.fileExists(atPath: folder + "/card.png"))
        #expect(FileManager.default.fileExists(atPath: folder + "/card-sheet.png"))
    }

    @Test func theDoctorFindsTheBlackScreenAndPassesTheFix() throws {
        let doctor = TransitionDoctor(screenSize: ArticleImages.screenSize)
        let broken = doctor.examine(SlideCardDemo(insertsPresentingView: true))
        #expect(broken.findings.contains { $0.kind == .presentingViewInserted })
        #expect(!broken.isClean)
        let fixed = doctor.examine(SlideCardDemo())
        #expect(fixed.isClean, "\(fixed)")

        // What the mistake looks like: the end of the dismissal is black.
        let run = try ScenarioPlayer(ScenarioPlayer.Settings(screenSize: ArticleImages.screenSize))
            .play(SlideCardDemo(insertsPresentingView: true), SlideCardDemo().scenarios[0], recording: true)
        let recording = try #require(run.recording)
        expectSnapshot(
            of: recording, at: [0, 0.3, 0.6, 0.8, 1], named: "testing-black-screen", tolerance: 2,
            directory: ArticleImages.segueTesting)
    }
}
