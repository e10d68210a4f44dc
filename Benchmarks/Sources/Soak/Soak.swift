import Foundation
import OpenUIKit
import SegueTesting

/// The randomized soak of issue 18 at any length: runs seeded operation sequences of the
/// `SoakRun` driver, checks every invariant after every settle, and shrinks the first failure
/// to a minimal sequence.
///
///     swift run -c release Soak --steps 1000000            # seeds 1, 2, … of 1,000 steps each
///     swift run -c release Soak --steps 20000 --seed 77 --length 500
///
/// Prints the seeds run, the steps and the time; on failure, the seed, the failure, and the
/// shrunk sequence, and exits with status 1.
@main
struct Soak {
    @MainActor
    static func main() {
        var steps = 100_000, length = 1_000
        var firstSeed: UInt64 = 1
        var arguments = CommandLine.arguments.dropFirst()
        while let flag = arguments.popFirst() {
            guard let value = arguments.popFirst() else { return usage() }
            switch flag {
            case "--steps": guard let number = Int(value), number > 0 else { return usage() }; steps = number
            case "--length": guard let number = Int(value), number > 0 else { return usage() }; length = number
            case "--seed": guard let number = UInt64(value) else { return usage() }; firstSeed = number
            default: return usage()
            }
        }
        #if DEBUG
        print("warning: debug build; run with `swift run -c release Soak`")
        #endif
        let clock = ContinuousClock()
        let start = clock.now
        var done = 0
        var seed = firstSeed
        while done < steps {
            let count = min(length, steps - done)
            let operations = SoakRun.operations(seed: seed, count: count)
            if let failure = SoakRun.run(operations) {
                print("seed \(seed), \(count) steps: FAILED \(failure)")
                print("shrinking…")
                let (minimal, minimalFailure) = SoakRun.shrink(operations, failure: failure, progress: { remaining in
                    print("  \(remaining) operations")
                })
                print("minimal sequence (\(minimal.count) operations), \(minimalFailure):")
                for (index, operation) in minimal.enumerated() { print("  \(index): \(operation)") }
                exit(1)
            }
            done += count
            if seed % 50 == 0 { print("\(done) steps, seeds \(firstSeed)…\(seed), \(clock.now - start)") }
            seed += 1
        }
        print("\(done) steps, seeds \(firstSeed)…\(seed - 1) (\(length) steps each), 0 failures, \(clock.now - start)")
    }

    static func usage() {
        print("usage: Soak [--steps N] [--length N] [--seed FIRST]")
        exit(64)
    }
}
