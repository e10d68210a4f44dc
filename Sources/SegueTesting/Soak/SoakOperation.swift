import Foundation

/// One thing the soak does to its application, as an app's code or its user would.
///
/// Operations are plain values chosen by a seeded generator; each one names what it acts on by
/// position (a tab, the top of a stack, the topmost presented controller), so that any
/// sub-sequence of a failing run still means something and a failure can be shrunk.
public enum SoakOperation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How a transition's animator behaves.
    public enum Animator: String, Hashable, Sendable, Codable, CaseIterable {
        /// No custom animator: UIKit's built-in transition.
        case builtIn
        /// A fade that completes when its animation ends.
        case fade
        /// A fade that calls `completeTransition` inside `animateTransition`.
        case synchronous
        /// A fade that calls `completeTransition` on the next turn of the main loop.
        case nextTurn
        /// A fade that calls `completeTransition` twice.
        case twice
        /// A fade whose `transitionDuration` is NaN.
        case nanDuration
        /// A fade whose `transitionDuration` is −1, which it also animates with.
        case negativeDuration
        /// A property animator vended as the interruptible animator.
        case interruptible
    }

    /// A modal presentation style the soak uses.
    public enum Style: String, Hashable, Sendable, Codable, CaseIterable {
        case fullScreen, overFullScreen, custom, pageSheet, flip
    }

    /// A step of an interaction a gesture would drive.
    public enum Interaction: Hashable, Sendable, Codable {
        case update(Double)
        case finish
        case cancel
    }

    /// A step of a standalone property animator on a view of the visible controller.
    public enum PropertyStep: String, Hashable, Sendable, Codable, CaseIterable {
        case startSpring, startDegenerateSpring, startCubic, pause, stop, scrub, reverse, continueAnimation
    }

    case push(tab: Int, animated: Bool, animator: Animator, interactive: Bool, alongside: Bool)
    case pop(tab: Int, animated: Bool, toRoot: Bool)
    /// Replaces tab `tab`'s stack by a rotation of it plus `added` new controllers.
    case setStack(tab: Int, rotation: Int, added: Int, animated: Bool)
    case selectTab(Int)
    case present(style: Style, animated: Bool, animator: Animator, interactive: Bool, wrapped: Bool)
    case dismiss(animated: Bool)
    /// Pushes onto the navigation controller presented on top, if there is one.
    case pushOnPresented(animated: Bool)
    case interact(Interaction)
    case property(PropertyStep)
    case advance(frames: Int)
    case tap(x: Double, y: Double)
    case resize(width: Double, height: Double)
    /// Tab `tab`'s navigation controller presents in its own context (`.currentContext`, or
    /// `.overCurrentContext` when `over`) with a cross-dissolve.
    case presentInContext(tab: Int, over: Bool, animated: Bool)
    /// A short one-finger drag (an edge flick when it starts near the left edge) over `frames`
    /// frames.
    case flick(fromX: Double, fromY: Double, toX: Double, toY: Double, frames: Int)
    /// Tab `to`'s navigation controller takes tab `from`'s top controller (appended to its
    /// stack with `setViewControllers`), mid-transition or not.
    case moveTop(from: Int, to: Int, animated: Bool)
    /// Replaces tab `tab`'s stack with a rotation of it plus a new top, through the delegate's
    /// animator, interactive or not.
    case replaceStack(tab: Int, rotation: Int, animator: Animator, interactive: Bool)
    /// Gives a drawing view of the visible controller a huge finite geometry: 0 bounds, 1
    /// frame, 2 a scale transform, 3 its center (then, with 4, back to normal).
    case hugeGeometry(Int)
    /// Dismisses from a controller other than the topmost presenter: 0 the tab bar
    /// controller, 1 the topmost presented controller itself, 2 the top of a presented
    /// navigation stack, 3 a tab's top controller.
    case dismissFrom(Int, animated: Bool)
    /// Lets the application run idle and checks the invariants. Never generated: a run settles
    /// every ``SoakRun/settleInterval`` operations; shrinking makes those settles explicit so
    /// that removing an operation does not move them.
    case settle

    public var description: String {
        switch self {
        case .push(let tab, let animated, let animator, let interactive, let alongside):
            return
                "push(tab: \(tab), animated: \(animated), \(animator)\(interactive ? ", interactive" : "")\(alongside ? ", alongside" : ""))"
        case .pop(let tab, let animated, let toRoot):
            return "\(toRoot ? "popToRoot" : "pop")(tab: \(tab), animated: \(animated))"
        case .setStack(let tab, let rotation, let added, let animated):
            return "setStack(tab: \(tab), rotation: \(rotation), added: \(added), animated: \(animated))"
        case .selectTab(let index): return "selectTab(\(index))"
        case .present(let style, let animated, let animator, let interactive, let wrapped):
            return
                "present(\(style), animated: \(animated), \(animator)\(interactive ? ", interactive" : "")\(wrapped ? ", in navigation" : ""))"
        case .dismiss(let animated): return "dismiss(animated: \(animated))"
        case .pushOnPresented(let animated): return "pushOnPresented(animated: \(animated))"
        case .interact(let step): return "interact(\(step))"
        case .property(let step): return "property(\(step.rawValue))"
        case .advance(let frames): return "advance(frames: \(frames))"
        case .tap(let x, let y): return "tap(\(x), \(y))"
        case .resize(let width, let height): return "resize(\(width)x\(height))"
        case .presentInContext(let tab, let over, let animated):
            return "presentInContext(tab: \(tab), \(over ? "over" : "current"), animated: \(animated))"
        case .flick(let fromX, let fromY, let toX, let toY, let frames):
            return "flick(\(fromX), \(fromY) → \(toX), \(toY), frames: \(frames))"
        case .moveTop(let from, let to, let animated): return "moveTop(from: \(from), to: \(to), animated: \(animated))"
        case .replaceStack(let tab, let rotation, let animator, let interactive):
            return "replaceStack(tab: \(tab), rotation: \(rotation), \(animator)\(interactive ? ", interactive" : ""))"
        case .hugeGeometry(let kind): return "hugeGeometry(\(kind))"
        case .dismissFrom(let who, let animated): return "dismissFrom(\(who), animated: \(animated))"
        case .settle: return "settle"
        }
    }

    /// A random operation.
    static func random(using random: inout _SoakRandom) -> SoakOperation {
        func bool() -> Bool { Bool.random(using: &random) }
        func animator() -> Animator {
            // Mostly well-behaved animators, the misbehaving ones now and then.
            Int.random(in: 0..<10, using: &random) < 6
                ? [.builtIn, .fade, .interruptible].randomElement(using: &random)!
                : Animator.allCases.randomElement(using: &random)!
        }
        let tab = Int.random(in: 0..<3, using: &random)
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<16:
            return .push(
                tab: tab, animated: bool(), animator: animator(), interactive: bool() && bool(), alongside: bool())
        case 16..<26: return .pop(tab: tab, animated: bool(), toRoot: Int.random(in: 0..<5, using: &random) == 0)
        case 26..<30:
            return .setStack(
                tab: tab, rotation: Int.random(in: 0..<3, using: &random),
                added: Int.random(in: 0..<2, using: &random), animated: bool())
        case 30..<38: return .selectTab(Int.random(in: 0..<3, using: &random))
        case 38..<48:
            return .present(
                style: Style.allCases.randomElement(using: &random)!, animated: bool(),
                animator: animator(), interactive: bool() && bool(), wrapped: bool())
        case 48..<56: return .dismiss(animated: bool())
        case 56..<60: return .pushOnPresented(animated: bool())
        case 60..<70:
            switch Int.random(in: 0..<10, using: &random) {
            case 0: return .interact(.update([Double.nan, .infinity, -.infinity, -1, 2].randomElement(using: &random)!))
            case 1..<6: return .interact(.update(Double.random(in: 0...1, using: &random)))
            case 6..<8: return .interact(.finish)
            default: return .interact(.cancel)
            }
        case 70..<78: return .property(PropertyStep.allCases.randomElement(using: &random)!)
        case 78..<94: return .advance(frames: Int.random(in: 0..<30, using: &random))
        case 94..<98:
            return .tap(
                x: Double.random(in: -10...400, using: &random), y: Double.random(in: -10...850, using: &random))
        default:
            return .resize(
                width: [390, 320, 844].randomElement(using: &random)!,
                height: [844, 568, 390].randomElement(using: &random)!)
        }
    }

    /// A random operation of the overlapping kinds (issues 29 and 32): presentations in a
    /// context, flicks, controllers moved between containers, interactive stack replacements,
    /// huge geometry, dismissals from elsewhere, with the plain ones in between.
    static func randomOverlapping(using random: inout _SoakRandom) -> SoakOperation {
        func bool() -> Bool { Bool.random(using: &random) }
        let tab = Int.random(in: 0..<3, using: &random)
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<8: return .presentInContext(tab: tab, over: bool(), animated: bool())
        case 8..<18:
            let fromX = bool() ? Double.random(in: 0..<20, using: &random) : Double.random(in: 0...390, using: &random)
            return .flick(
                fromX: fromX, fromY: Double.random(in: 100...800, using: &random),
                toX: Double.random(in: 0...390, using: &random), toY: Double.random(in: 100...800, using: &random),
                frames: Int.random(in: 1...4, using: &random))
        case 18..<25: return .moveTop(from: tab, to: Int.random(in: 0..<3, using: &random), animated: bool())
        case 25..<31:
            return .replaceStack(
                tab: tab, rotation: Int.random(in: 0..<3, using: &random),
                animator: [.fade, .negativeDuration, .builtIn].randomElement(using: &random)!, interactive: bool())
        case 31..<35: return .hugeGeometry(Int.random(in: 0..<5, using: &random))
        case 35..<42: return .dismissFrom(Int.random(in: 0..<4, using: &random), animated: bool())
        case 42..<46:
            return .present(
                style: Style.allCases.randomElement(using: &random)!, animated: true,
                animator: .negativeDuration, interactive: false, wrapped: bool())
        default: return SoakOperation.random(using: &random)
        }
    }
}
