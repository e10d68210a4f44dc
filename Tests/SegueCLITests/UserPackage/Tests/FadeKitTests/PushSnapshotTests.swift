import FadeKit
import SegueTesting
import Testing

@MainActor @Test func theMiddleOfThePush() throws {
    let push = try ScenarioPlayer().play(FadePushDemo(), FadePushDemo().scenarios[0], recording: true)
    expectSnapshot(of: push.recording!, at: [0.5], named: "push-middle")
}
