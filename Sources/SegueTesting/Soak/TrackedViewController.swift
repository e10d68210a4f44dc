import Foundation
import OpenUIKit

/// A view controller that checks its own appearance callbacks: they must alternate (will-appear,
/// did-appear, will-disappear, did-disappear, with will-appear → will-disappear → did-disappear
/// allowed for a cancelled appearance and its mirror), and once the application is idle it must
/// be shown exactly when its view is in a window.
///
/// Used by the soak (``SoakRun``) and by regression tests of appearance faults.
@MainActor
open class TrackedViewController: UIViewController {
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
    /// Every appearance callback, in order ("willAppear", "didAppear", "willDisappear", "didDisappear").
    public private(set) var callbacks: [String] = []

    /// Creates a controller named `name`.
    public init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _programmerError("TrackedViewController.init(coder:) is not supported")
    }

    private func move(_ callback: String, from allowed: Set<Phase>, to next: Phase) {
        callbacks.append(callback)
        if !allowed.contains(phase) { problems.append("\(name): \(callback) while \(phase.rawValue)") }
        phase = next
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        move("willAppear", from: [.neverShown, .hidden, .disappearing], to: .appearing)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        move("didAppear", from: [.appearing], to: .shown)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        move("willDisappear", from: [.shown, .appearing], to: .disappearing)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        move("didDisappear", from: [.disappearing], to: .hidden)
    }

    /// What is wrong once the application is idle: a callback out of order, an appearance or
    /// disappearance left half done, or a phase that disagrees with the view being in a window
    /// (nil when all is well).
    public func idleProblem() -> String? {
        if let first = problems.first { return first }
        let inWindow = viewIfLoaded?.window != nil
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
