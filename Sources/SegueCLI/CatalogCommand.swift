import ArgumentParser
import Foundation

/// A subcommand that works on the gallery's demos: it runs on the main actor (UIKit's
/// types are main-actor types), takes the demos from a ``GalleryCatalog`` so that tests can
/// pass their own, and writes its output as it goes (progress of a long run shows at once).
protocol CatalogCommand: ParsableCommand {
    /// Runs the command on `catalog`'s demos, handing each piece of output to `emit`.
    @MainActor func run(in catalog: GalleryCatalog, emit: (String) -> Void) throws
}

extension CatalogCommand {
    /// Runs the command on the gallery's own demos, printing its output; call it on the main
    /// thread (ArgumentParser's `main()` does).
    mutating func run() throws {
        nonisolated(unsafe) let command = self
        try MainActor.assumeIsolated {
            try command.run(in: .standard) { print($0, terminator: "") }
        }
    }
}

/// Runs `body` on the main actor: at once on the main thread, otherwise by waiting for the
/// main queue.
func onMainActor<Result: Sendable>(_ body: @MainActor () throws -> Result) rethrows -> Result {
    if Thread.isMainThread {
        return try MainActor.assumeIsolated(body)
    }
    return try DispatchQueue.main.sync {
        try MainActor.assumeIsolated(body)
    }
}
