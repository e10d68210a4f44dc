import Foundation
import Testing
import SegueTesting

/// The randomized soak of issue 18 on a fixed set of seeds (a few seconds): every invariant
/// holds after every settle, and nothing outlives the teardown. The `Soak` executable in
/// `Benchmarks/` runs any number of steps and shrinks a failure.
@MainActor
@Suite struct SoakTests {
    nonisolated static let seeds: [UInt64] = [1, 2, 3, 4, 5, 6, 7, 8]
    nonisolated static let steps = 120

    @Test(arguments: seeds)
    func aSeededSoakKeepsEveryInvariant(seed: UInt64) {
        let operations = SoakRun.operations(seed: seed, count: Self.steps)
        if let failure = SoakRun.run(operations) {
            let (minimal, minimalFailure) = SoakRun.shrink(operations, failure: failure)
            Issue.record("seed \(seed): \(failure)\nminimal sequence (\(minimal.count)): \(minimal)\n→ \(minimalFailure)")
        }
    }

    /// Shrunk failures of the 1,000-step soak, kept as fixed sequences (seed 145: a push
    /// behind a full-screen presentation's animation; seed 480: a cancelled interactive push
    /// then a tab switch).
    nonisolated static let shrunkFailures: [(seed: Int, operations: [SoakOperation])] = [
        (145, [.selectTab(1),
               .present(style: .flip, animated: true, animator: .interruptible, interactive: false, wrapped: true),
               .tap(x: 97.15765886535428, y: 264.41417637552894),
               .selectTab(0),
               .push(tab: 0, animated: true, animator: .interruptible, interactive: false, alongside: true)]),
        (480, [.push(tab: 0, animated: true, animator: .interruptible, interactive: true, alongside: true),
               .advance(frames: 25),
               .interact(.cancel),
               .selectTab(2)]),
    ]

    @Test(arguments: shrunkFailures.map(\.seed))
    func aShrunkFailureOfALongSoakStaysFixed(seed: Int) throws {
        let operations = try #require(Self.shrunkFailures.first { $0.seed == seed }).operations
        let failure = SoakRun.run(operations)
        #expect(failure == nil, "seed \(seed): \(failure.map(String.init(describing:)) ?? "")")
    }

    @Test func theSameSeedGivesTheSameOperations() {
        #expect(SoakRun.operations(seed: 9, count: 50) == SoakRun.operations(seed: 9, count: 50))
        #expect(SoakRun.operations(seed: 9, count: 50) != SoakRun.operations(seed: 10, count: 50))
    }

    @Test func aFailureShrinksToTheOperationsThatCauseIt() throws {
        // A stand-in for a real fault: the run "fails" once both a flip presentation and a
        // later dismissal have happened, as fault 6 needed.
        let operations = SoakRun.operations(seed: 11, count: 200)
        func isFlip(_ operation: SoakOperation) -> Bool {
            if case .present(.flip, _, _, _, _) = operation { return true }
            return false
        }
        func isDismiss(_ operation: SoakOperation) -> Bool {
            if case .dismiss = operation { return true }
            return false
        }
        func reproduce(_ candidate: [SoakOperation]) -> SoakRun.Failure? {
            guard let flip = candidate.firstIndex(where: isFlip),
                  let dismiss = candidate[flip...].firstIndex(where: isDismiss) else { return nil }
            return SoakRun.Failure(step: dismiss, message: "flip then dismiss")
        }
        let failure = try #require(reproduce(operations))
        let (minimal, minimalFailure) = SoakRun.shrink(operations, failure: failure, reproduce: reproduce)
        #expect(minimal.count == 2)
        #expect(minimal.first.map(isFlip) == true)
        #expect(minimal.last.map(isDismiss) == true)
        #expect(minimalFailure.step == 1)
    }
}
