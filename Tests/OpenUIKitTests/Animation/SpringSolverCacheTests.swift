import TestSupport
import Testing

@testable import OpenUIKit

/// The legacy spring API's solver keeps the springs it has solved (``_SpringSolver``): what it
/// answers from them is what solving again gives, bit for bit, however many different springs
/// come and go.
@Suite struct SpringSolverCacheTests {
    @Test func keptSpringsAreTheSolvedOnesAndTheCacheStaysBounded() {
        var requests: [(duration: Double, ratio: Double, velocity: Double, overdamping: Bool)] = []
        for index in 0..<300 {
            requests.append(
                (0.2 + Double(index % 7) * 0.1, [0.5, 1, 2][index % 3], Double(index % 40) - 20, index % 2 == 0))
        }
        // Each request twice: the second answer comes from the kept springs.
        for request in requests + requests.reversed() {
            let kept = _SpringSolver.spring(
                settlingIn: request.duration, dampingRatio: request.ratio,
                initialVelocity: request.velocity, allowsOverdamping: request.overdamping)
            let solved = _SpringSolver.solve(
                settlingIn: request.duration, dampingRatio: request.ratio,
                initialVelocity: request.velocity, allowsOverdamping: request.overdamping)
            expectEqual(kept.stiffness.bitPattern, solved.stiffness.bitPattern)
            expectEqual(kept.damping.bitPattern, solved.damping.bitPattern)
            expectEqual(kept.initialVelocity.bitPattern, solved.initialVelocity.bitPattern)
            expectEqual(kept.allowsOverdamping, solved.allowsOverdamping)
            #expect(_SpringSolver.cachedCount <= _SpringSolver.cacheLimit)
        }
    }

    @Test func aNegativeZeroVelocityIsNotAnsweredWithAPositiveZerosSpring() {
        let positive = _SpringSolver.spring(settlingIn: 0.35, dampingRatio: 1, initialVelocity: 0)
        let negative = _SpringSolver.spring(settlingIn: 0.35, dampingRatio: 1, initialVelocity: -0.0)
        expectEqual(positive.initialVelocity.sign, .plus)
        expectEqual(negative.initialVelocity.sign, .minus)
    }
}
