import OpenUIKit

/// A scripted run of a demo: what a user (or code) does, step by step.
///
/// The setup brings the demo to the scenario's starting screen (a screen presented or pushed
/// without animation) and is never shown; the steps are what a recording, a render or the
/// transition doctor shows.
///
/// Scenarios and their steps are plain values that need no actor to be made (a demo's helpers
/// can build them anywhere); the code of a `.perform` step runs on the main actor.
public struct DemoScenario: Sendable {
    /// A short name: "present", "dismiss", "interactive pop, cancelled".
    public let name: String
    /// What brings the demo to the scenario's starting screen: played before the first
    /// recorded frame and never shown.
    public let setup: [ScenarioStep]
    /// The steps the scenario shows, in order.
    public let steps: [ScenarioStep]

    /// Creates a scenario that plays `setup` unseen, then `steps`.
    public init(_ name: String, setup: [ScenarioStep] = [], _ steps: [ScenarioStep]) {
        self.name = name
        self.setup = setup
        self.steps = steps
    }

    /// The setup followed by the steps: the whole run.
    public var allSteps: [ScenarioStep] { setup + steps }
}

/// One step of a scenario. Points are in window points.
public enum ScenarioStep: Sendable {
    /// Runs code against the demo's root controller (present a screen, pop, select a tab…).
    case perform(@MainActor (UIViewController) -> Void)
    /// Taps at a point.
    case tap(CGPoint)
    /// Drags a finger from one point to another at constant speed over a duration, then lifts it.
    case drag(from: CGPoint, to: CGPoint, duration: TimeInterval)
    /// Plays a touch script: fingers moving, holding and lifting (`segue render --drag`).
    case touches(TouchScript)
    /// Lets time pass.
    case wait(TimeInterval)
    /// Runs until nothing is left to do (animations, transitions, main-queue work).
    case settle

    /// Whether the step acts on the app (code, a tap, a drag or a touch script), as opposed to
    /// letting time pass.
    public var isAction: Bool {
        switch self {
        case .perform, .tap, .drag, .touches: true
        case .wait, .settle: false
        }
    }
}
