import Foundation
import OpenUIKit

/// A seeded random-operation soak of the transition system (issue 18).
///
/// A run builds a small app — a tab bar controller of two navigation controllers and a plain
/// screen — in a fresh ``HeadlessHost``, applies ``SoakOperation``s to it the way an app and its
/// user would (pushes, pops, stack replacements, tab switches, presentations in several
/// styles, dismissals, interactions driven with odd values, standalone property animators,
/// taps, resizes, animators that complete early, late or twice), and after every few
/// operations lets the application run idle and checks:
///
/// - nothing is left in flight;
/// - every controller is shown exactly when its view is in the window, and the shown ones are
///   those the containers and presentations say are visible;
/// - appearance callbacks came in order and none is left half done;
/// - each container's `children` equals its `viewControllers`;
/// - no report other than a misuse the operations made on purpose;
///
/// and at the end, after tearing the app down and replacing the host, that no controller,
/// view, transition context, animator or interaction controller is alive.
///
/// ```swift
/// let operations = SoakRun.operations(seed: 42, count: 500)
/// if let failure = SoakRun.run(operations) {
///     let (minimal, _) = SoakRun.shrink(operations, failure: failure)
///     print(minimal)
/// }
/// ```
@MainActor
public final class SoakRun {
    /// What went wrong, and where.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// The index of the operation after which the check failed (the count for teardown).
        public var step: Int
        /// The broken invariant.
        public var message: String

        /// A failure after operation `step` (−1: before the first; the count: at teardown).
        public init(step: Int, message: String) {
            self.step = step
            self.message = message
        }

        public var description: String { "after operation \(step): \(message)" }

        /// The message without controller names and numbers: failures of one kind share it,
        /// so shrinking keeps to the fault it started from.
        public var kind: String {
            String(message.prefix { $0 != "(" }.filter { !$0.isNumber })
        }
    }

    /// Operations are checked after this many of them (and at the end).
    public static let settleInterval = 6

    /// `count` operations from `seed`; the same seed always gives the same operations.
    public static func operations(seed: UInt64, count: Int) -> [SoakOperation] {
        var random = _SoakRandom(seed: seed)
        return (0..<count).map { _ in SoakOperation.randomOverlapping(using: &random) }
    }

    /// Runs `operations` on a fresh application; nil when every invariant held.
    ///
    /// The run settles and checks every ``settleInterval`` operations, or — when `operations`
    /// contain ``SoakOperation/settle`` — only there; and at the end. `inspect` sees the host
    /// as it is when an invariant first fails (to print what is still animating, say), before
    /// the run is torn down.
    public static func run(
        _ operations: [SoakOperation],
        inspect: (HeadlessHost, Failure) -> Void = { _, _ in }
    ) -> Failure? {
        var failure: Failure?
        var watched = _SoakWatchList()
        do {
            let run = SoakRun()
            failure = run.perform(operations)
            if failure == nil { failure = run.tearDown(step: operations.count) }
            if let failure { inspect(run.host, failure) }
            watched = run.watched
        }
        _ = HeadlessHost()  // the application forgets the run's window and state
        if failure == nil, let alive = watched.survivors().first {
            failure = Failure(step: operations.count, message: "\(alive) is still alive after teardown")
        }
        return failure
    }

    /// `operations` with their settles written out: a ``SoakOperation/settle`` after every
    /// ``settleInterval`` of them. Runs the same as `operations`.
    public static func withExplicitSettles(_ operations: [SoakOperation]) -> [SoakOperation] {
        guard !operations.contains(.settle) else { return operations }
        var explicit: [SoakOperation] = []
        for (index, operation) in operations.enumerated() {
            explicit.append(operation)
            if (index + 1) % settleInterval == 0 && index < operations.count - 1 { explicit.append(.settle) }
        }
        return explicit
    }

    /// The smallest sub-sequence of `operations` found that still fails the same way, with its
    /// failure: the settles are written out first (``withExplicitSettles(_:)``, so that removing
    /// an operation does not move them), then chunks and single operations are removed while
    /// `reproduce` — by default ``run(_:inspect:)`` — fails with a failure of the same
    /// ``Failure/kind``.
    ///
    /// A candidate that fails is cut after the operation its failure follows (what comes later
    /// cannot matter), so each success also shortens every later run.
    public static func shrink(
        _ operations: [SoakOperation], failure: Failure,
        reproduce: ([SoakOperation]) -> Failure? = { SoakRun.run($0) },
        progress: (Int) -> Void = { _ in }
    ) -> ([SoakOperation], Failure) {
        let kind = failure.kind
        func failing(_ candidate: [SoakOperation]) -> ([SoakOperation], Failure)? {
            guard !candidate.isEmpty, let found = reproduce(candidate), found.kind == kind else { return nil }
            let cut =
                found.step >= 0 && found.step < candidate.count - 1
                ? Array(candidate.prefix(found.step + 1)) : candidate
            return (cut, found)
        }
        let explicit = withExplicitSettles(operations)
        var (current, currentFailure) = failing(explicit) ?? (operations, failure)
        // Faults usually need only the operations just before the failure: try the shortest
        // suffixes first (cheap runs), so the slow halving below starts from a few dozen.
        var window = 8
        while window < current.count {
            if let (shorter, found) = failing(Array(current.suffix(window))) {
                (current, currentFailure) = (shorter, found)
                progress(current.count)
                break
            }
            window *= 2
        }
        var chunk = max(current.count / 2, 1)
        while chunk >= 1 {
            var index = 0
            var removedAny = false
            while index < current.count {
                var candidate = current
                candidate.removeSubrange(index..<min(index + chunk, current.count))
                if let (shorter, found) = failing(candidate) {
                    current = shorter
                    currentFailure = found
                    removedAny = true
                    progress(current.count)
                } else {
                    index += chunk
                }
            }
            if !removedAny || chunk > 1 { chunk /= 2 }
        }
        return (current, currentFailure)
    }

    // MARK: The application

    let host: HeadlessHost
    let tabs = UITabBarController()
    var navigations: [UINavigationController] = []
    var delegates: [_SoakTransitionDelegate] = []
    /// The interaction controllers vended since the last settle, oldest first: operations drive
    /// the newest; a settle lifts the finger of each (a transition whose interaction controller
    /// nobody drives waits for ever, in UIKit too).
    var interactions: [UIPercentDrivenInteractiveTransition] = []
    var standalone: UIViewPropertyAnimator?
    var watched = _SoakWatchList()
    var reportsSeen = 0
    private var nextName = 0

    private init() {
        host = HeadlessHost(screenSize: CGSize(width: 390, height: 844))
        for index in 0..<2 {
            let navigation = UINavigationController(rootViewController: makeController())
            navigation.delegate = makeDelegate()
            navigation.tabBarItem = UITabBarItem(title: "Tab \(index)", image: nil, tag: index)
            navigations.append(navigation)
        }
        tabs.viewControllers = navigations + [makeController()]
        tabs.delegate = makeDelegate()
        host.window.rootViewController = tabs
        watched.add(tabs, "the tab bar controller")
        for navigation in navigations { watched.add(navigation, "a navigation controller") }
    }

    /// A new tracked controller, watched for leaks.
    func makeController(alongside: Bool = false) -> TrackedViewController {
        nextName += 1
        let controller = _SoakViewController("C\(nextName)", queuesAlongside: alongside)
        watched.add(controller, "controller \(controller.name)")
        return controller
    }

    /// A new transition delegate, kept by the run (UIKit's delegates are weak).
    func makeDelegate() -> _SoakTransitionDelegate {
        let delegate = _SoakTransitionDelegate(
            onInteraction: { [weak self] interaction in
                self?.interactions.append(interaction)
                self?.watched.add(interaction, "an interaction controller")
            },
            onAnimator: { [weak self] animator in self?.watched.add(animator, "an animator (\(type(of: animator)))") })
        delegates.append(delegate)
        return delegate
    }

    private func perform(_ operations: [SoakOperation]) -> Failure? {
        settle()
        if let message = check() { return Failure(step: -1, message: message) }
        let explicitSettles = operations.contains(.settle)
        for (index, operation) in operations.enumerated() {
            apply(operation)
            let settles = explicitSettles ? operation == .settle : (index + 1) % Self.settleInterval == 0
            guard settles || index == operations.count - 1 else { continue }
            settle()
            if let message = check() { return Failure(step: index, message: message) }
        }
        return nil
    }
}
