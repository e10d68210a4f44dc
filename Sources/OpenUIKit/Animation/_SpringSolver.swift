import Foundation
import Synchronization

/// Derives the spring of the legacy `usingSpringWithDamping:` API from a duration.
///
/// Solving takes a hundred settling-time estimates, each up to hundreds of steps for a
/// critically damped spring, and a property animator solves again at every start and every
/// continuation; the springs already solved are kept (at most ``cacheLimit``, the whole set
/// dropped when full), keyed by the exact bits of what was asked.
enum _SpringSolver {
    /// How many solved springs are kept.
    static let cacheLimit = 256

    private struct Request: Hashable {
        let duration: UInt64
        let dampingRatio: UInt64
        let initialVelocity: UInt64
        let allowsOverdamping: Bool
    }

    private static let solved = Mutex<[Request: SpringParameters]>([:])

    /// The spring of mass 1 with damping ratio `dampingRatio` (clamped to 0.001…1, or to
    /// 0.001…100 with `allowsOverdamping`) whose settling time (Core Animation's settling rule)
    /// equals `duration`: ``solve(settlingIn:dampingRatio:initialVelocity:allowsOverdamping:)``,
    /// answered from the springs already solved when it can be.
    static func spring(
        settlingIn duration: TimeInterval, dampingRatio: Double, initialVelocity: Double,
        allowsOverdamping: Bool = false
    ) -> SpringParameters {
        let request = Request(
            duration: duration.bitPattern, dampingRatio: dampingRatio.bitPattern,
            initialVelocity: initialVelocity.bitPattern, allowsOverdamping: allowsOverdamping)
        if let known = solved.withLock({ $0[request] }) { return known }
        let spring = solve(
            settlingIn: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity,
            allowsOverdamping: allowsOverdamping)
        solved.withLock { springs in
            if springs.count >= cacheLimit { springs.removeAll(keepingCapacity: true) }
            springs[request] = spring
        }
        return spring
    }

    /// The number of solved springs kept now.
    static var cachedCount: Int { solved.withLock { $0.count } }

    /// Solves for the spring without looking at the ones already solved: settling time falls as
    /// stiffness grows, so a bisection on log-stiffness finds it.
    static func solve(
        settlingIn duration: TimeInterval, dampingRatio: Double, initialVelocity: Double,
        allowsOverdamping: Bool = false
    ) -> SpringParameters {
        let ratio = dampingRatio.isFinite ? min(max(dampingRatio, 0.001), allowsOverdamping ? 100 : 1) : 1
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        func make(_ stiffness: Double) -> SpringParameters {
            SpringParameters(
                mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(),
                initialVelocity: velocity, allowsOverdamping: allowsOverdamping)
        }
        guard duration.isFinite, duration > 0 else { return make(100) }
        var low = log(1e-4)
        var high = log(1e9)
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if make(exp(middle)).settlingDuration > duration { low = middle } else { high = middle }
        }
        return make(exp((low + high) / 2))
    }
}
