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
/// Prints `line` to standard output at once (unbuffered, so progress shows through a pipe).
func print(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

@main
struct Soak {
    @MainActor
    static func main() {
        var steps = 100_000
        var length = 1_000
        var firstSeed: UInt64 = 1
        var shrinks = true
        var replay: String?
        var arguments = CommandLine.arguments.dropFirst()
        while let flag = arguments.popFirst() {
            guard let value = arguments.popFirst() else { return usage() }
            switch flag {
            case "--steps":
                guard let number = Int(value), number > 0 else { return usage() }
                steps = number
            case "--length":
                guard let number = Int(value), number > 0 else { return usage() }
                length = number
            case "--seed":
                guard let number = UInt64(value) else { return usage() }
                firstSeed = number
            case "--shrink":
                guard let flag = Bool(value) else { return usage() }
                shrinks = flag
            case "--replay": replay = value
            default: return usage()
            }
        }
        #if DEBUG
        print("warning: debug build; run with `swift run -c release Soak`")
        #endif
        if let replay {
            // A sequence saved by an earlier shrink: run it and say what is still animating.
            guard let data = FileManager.default.contents(atPath: replay),
                let operations = try? JSONDecoder().decode([SoakOperation].self, from: data)
            else { return usage() }
            let failure = SoakRun.run(operations, inspect: describe)
            print(failure.map { "FAILED \($0)" } ?? "passed")
            exit(failure == nil ? 0 : 1)
        }
        let clock = ContinuousClock()
        let start = clock.now
        var done = 0
        var seed = firstSeed
        while done < steps {
            let count = min(length, steps - done)
            let operations = SoakRun.operations(seed: seed, count: count)
            if let failure = SoakRun.run(operations, inspect: describe) {
                print("seed \(seed), \(count) steps: FAILED \(failure)")
                let lastSettle = failure.step - failure.step % SoakRun.settleInterval - SoakRun.settleInterval
                print("operations since the last settle that passed:")
                for index in max(lastSettle, 0)...min(failure.step, operations.count - 1) {
                    print("  \(index): \(operations[index])")
                }
                guard shrinks else { exit(1) }
                print("shrinking…")
                let shrinkStart = clock.now
                let (minimal, minimalFailure) = SoakRun.shrink(
                    operations, failure: failure,
                    progress: { remaining in
                        print("  \(remaining) operations (\(clock.now - shrinkStart))")
                    })
                print(
                    "minimal sequence (\(minimal.count) operations, shrunk in \(clock.now - shrinkStart)), \(minimalFailure):"
                )
                for (index, operation) in minimal.enumerated() { print("  \(index): \(operation)") }
                let file = "soak-seed-\(seed)-minimal.json"
                if let data = try? JSONEncoder().encode(minimal),
                    FileManager.default.createFile(atPath: file, contents: data)
                {
                    print("saved as \(file) (run it again with --replay \(file))")
                }
                _ = SoakRun.run(minimal, inspect: describe)
                exit(1)
            }
            done += count
            if seed % 50 == 0 { print("\(done) steps, seeds \(firstSeed)…\(seed), \(clock.now - start)") }
            seed += 1
        }
        print("\(done) steps, seeds \(firstSeed)…\(seed - 1) (\(length) steps each), 0 failures, \(clock.now - start)")
    }

    /// Prints what still animates in the failed run's window: each layer with animations, its
    /// timing, and each animation's.
    @MainActor static func describe(_ host: HeadlessHost, _ failure: SoakRun.Failure) {
        print("  busy: \(UIApplication.shared.busyReasons), media time \(host.now)")
        func visit(_ layer: CALayer, depth: Int) {
            let keys = layer.animationKeys() ?? []
            if !keys.isEmpty || layer.speed != 1 || layer.timeOffset != 0 || layer.beginTime != 0 {
                let owner = layer.delegate.map { String(describing: type(of: $0)) } ?? "layer"
                let local = layer.convertTime(CACurrentMediaTime(), from: nil)
                print(
                    "  \(String(repeating: " ", count: depth))\(owner) speed \(layer.speed) timeOffset \(layer.timeOffset) beginTime \(layer.beginTime) local time \(local)"
                )
                for key in keys {
                    guard let animation = layer.animation(forKey: key) else { continue }
                    print(
                        "  \(String(repeating: " ", count: depth))  \(key): \(type(of: animation)) duration \(animation.duration) repeat \(animation.repeatCount) begin \(animation.beginTime) speed \(animation.speed) removed \(animation.isRemovedOnCompletion)"
                    )
                }
            }
            for sublayer in layer.sublayers ?? [] { visit(sublayer, depth: depth + 1) }
        }
        for window in UIApplication.shared.windows { visit(window.layer, depth: 0) }
    }

    static func usage() {
        print("usage: Soak [--steps N] [--length N] [--seed FIRST] [--shrink true|false] | Soak --replay FILE.json")
        exit(64)
    }
}
