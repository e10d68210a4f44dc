#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
import SegueTesting
#endif

/// One screen of the gallery: a root controller that shows a canonical transition, written the
/// way an iOS developer writes it against UIKit (only the import differs), and the scripted
/// runs the gallery renders of it.
@MainActor
public protocol GalleryDemo {
    /// The demo's command-line name, lowercase with dashes (`segue render cross-dissolve`).
    static var name: String { get }
    /// One line describing what the demo shows (`segue list`).
    static var summary: String { get }
    /// Makes the demo's root controller, to be installed as a window's root.
    static func makeRootViewController() -> UIViewController
    /// The scripted runs the gallery renders; each starts from a fresh root controller.
    static var scenarios: [GalleryScenario] { get }
}

/// A scripted run of a demo: what a user (or code) does, step by step.
@MainActor
public struct GalleryScenario {
    /// A short name: "present", "dismiss", "interactive pop, cancelled".
    public let name: String
    /// What brings the demo to the scenario's starting screen (a screen presented or pushed
    /// without animation): played before the first rendered frame and never shown.
    public let setup: [GalleryStep]
    /// The steps the scenario shows, in order.
    public let steps: [GalleryStep]

    /// Creates a scenario that plays `setup` unseen, then `steps`.
    public init(_ name: String, setup: [GalleryStep] = [], _ steps: [GalleryStep]) {
        self.name = name
        self.setup = setup
        self.steps = steps
    }

    /// The setup followed by the steps: the whole run.
    public var allSteps: [GalleryStep] { setup + steps }
}

/// One step of a scenario. Points are in window points.
@MainActor
public enum GalleryStep {
    /// Runs code against the demo's root controller (present a screen, pop, select a tab…).
    case perform((UIViewController) -> Void)
    /// Taps at a point.
    case tap(CGPoint)
    /// Drags a finger from one point to another at constant speed over a duration, then lifts it.
    case drag(from: CGPoint, to: CGPoint, duration: TimeInterval)
    #if !canImport(UIKit)
    /// Plays a touch script: fingers moving, holding and lifting (`segue render --drag`).
    case touches(TouchScript)
    #endif
    /// Lets time pass.
    case wait(TimeInterval)
    /// Runs until nothing is left to do (animations, transitions, main-queue work).
    case settle
}

/// The gallery's demos, in the order `segue list` shows them.
@MainActor
public enum Gallery {
    /// Every demo.
    public static var demos: [any GalleryDemo.Type] {
        [
            CrossDissolveDemo.self,
            EdgeSwipeDemo.self,
            CustomPresentationDemo.self,
            RotatingNavigationDemo.self,
            FadeNavigationDemo.self,
            OneCallModalDemo.self,
            TabSlideDemo.self,
            SystemStylesDemo.self,
            InterruptibleZoomDemo.self,
        ]
    }

    /// The demo named `name`, if any.
    public static func demo(named name: String) -> (any GalleryDemo.Type)? {
        demos.first { $0.name == name }
    }
}
