import Foundation

/// The one check of appearance balance: a controller's appearance callbacks must alternate
/// (will-appear, did-appear, will-disappear, did-disappear, with will-appear → will-disappear →
/// did-disappear allowed for a cancelled appearance and its mirror), and once the application
/// is idle it must be shown exactly when its view is in a window.
///
/// ``TrackedViewController`` (the soak and the regression tests of appearance faults) records
/// into one as its callbacks come; tests whose screens keep a log of their own (the gallery's)
/// replay the log with ``init(name:callbacks:)``. The transition doctor checks the same end
/// state from UIKit's side, for controllers it cannot subclass.
public struct AppearanceBalance: Sendable, Equatable {
    /// Where the controller is in its appearance cycle, as its callbacks said.
    public enum Phase: String, Sendable {
        case neverShown, appearing, shown, disappearing, hidden
    }

    /// A name for messages.
    public let name: String
    /// The phase the last callback put the controller in.
    public private(set) var phase = Phase.neverShown
    /// Callbacks that came out of order, as messages.
    public private(set) var problems: [String] = []
    /// Every callback recorded, in order, as given.
    public private(set) var callbacks: [String] = []

    /// A balance with no callback yet.
    public init(name: String) {
        self.name = name
    }

    /// The balance of `callbacks`, recorded in order.
    public init(name: String, callbacks: [String]) {
        self.name = name
        for callback in callbacks { record(callback) }
    }

    /// Records one callback: `"willAppear"`, `"didAppear"`, `"willDisappear"` or
    /// `"didDisappear"`, optionally followed by a parenthesised note (`"didAppear(animated)"`).
    /// Anything else is a problem.
    public mutating func record(_ callback: String) {
        callbacks.append(callback)
        let kind = callback.split(separator: "(", maxSplits: 1).first.map(String.init) ?? callback
        let (allowed, next): (Set<Phase>, Phase)
        switch kind {
        case "willAppear": (allowed, next) = ([.neverShown, .hidden, .disappearing], .appearing)
        case "didAppear": (allowed, next) = ([.appearing], .shown)
        case "willDisappear": (allowed, next) = ([.shown, .appearing], .disappearing)
        case "didDisappear": (allowed, next) = ([.disappearing], .hidden)
        default:
            problems.append("\(name): unknown appearance callback \(callback)")
            return
        }
        if !allowed.contains(phase) { problems.append("\(name): \(callback) while \(phase.rawValue)") }
        phase = next
    }

    /// What is wrong once the application is idle: a callback out of order, an appearance or
    /// disappearance left half done, or a phase that disagrees with the view being in a window
    /// (nil when all is well).
    public func idleProblem(viewInWindow inWindow: Bool) -> String? {
        if let first = problems.first { return first }
        switch phase {
        case .appearing, .disappearing:
            return "\(name): left \(phase.rawValue) (callbacks \(callbacks))"
        case .shown where !inWindow:
            return "\(name): shown but its view is not in a window (callbacks \(callbacks))"
        case .neverShown where inWindow, .hidden where inWindow:
            return "\(name): its view is in a window but it is \(phase.rawValue) (callbacks \(callbacks))"
        default:
            return nil
        }
    }
}
