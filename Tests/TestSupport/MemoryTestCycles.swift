import Foundation

/// How many cycles a memory test runs: `SEGUE_MEMORY_CYCLES` when it is set to a positive
/// number (the issues' 10,000-cycle runs), else `defaultCount`, the suite's shorter form.
///
/// A live-object census catches what any single cycle leaves behind, so a few hundred cycles
/// find the same leaks as ten thousand; the long runs only add time in the suite's debug build.
public func memoryTestCycles(default defaultCount: Int) -> Int {
    if let text = ProcessInfo.processInfo.environment["SEGUE_MEMORY_CYCLES"], let count = Int(text), count > 0 {
        return count
    }
    return defaultCount
}
