import OpenUIKit

/// A screen that shows a transition, and the scripted runs that show it off: what the
/// `segue` command line lists, renders, diagnoses and opens in a window, and what
/// ``ScenarioPlayer`` and the transition doctor run.
///
/// The gallery's demos conform, and so do a user's own: a value that makes a fresh
/// root controller written as for UIKit (only the import differs) and lists the scenarios to
/// play on it.
///
/// ```swift
/// struct FadePushDemo: TransitionDemo {
///     let name = "fade-push"
///     let summary = "Pushes a detail screen with a fade"
///     func makeRootViewController() -> UIViewController {
///         UINavigationController(rootViewController: ListViewController())
///     }
///     var scenarios: [DemoScenario] {
///         [DemoScenario("push", [.tap(CGPoint(x: 195, y: 300)), .settle])]
///     }
/// }
/// ```
///
/// A demo is a `Sendable` value whose name and summary need no actor, so demos can be listed in
/// a global (`let demos: [any TransitionDemo] = [FadePushDemo()]`); making controllers and
/// scenarios runs on the main actor.
public protocol TransitionDemo: Sendable {
    /// The demo's command-line name, lowercase with dashes (`segue render cross-dissolve`).
    var name: String { get }
    /// One line describing what the demo shows (`segue list`).
    var summary: String { get }
    /// Makes the demo's root controller, to be installed as a window's root. Called once per
    /// scenario run, so each run starts fresh.
    @MainActor func makeRootViewController() -> UIViewController
    /// The scripted runs; each starts from a fresh root controller.
    @MainActor var scenarios: [DemoScenario] { get }
}

extension TransitionDemo {
    /// The scenario named `name`, if any (names compare exactly).
    @MainActor public func scenario(named name: String) -> DemoScenario? {
        scenarios.first { $0.name == name }
    }
}
