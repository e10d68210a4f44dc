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
    /// Fails: a catalog command needs demos, which ``SegueCommand/execute(_:catalog:emit:)``
    /// (and so ``SegueCommandLine/main(demos:arguments:)``) passes to ``run(in:emit:)``.
    mutating func run() throws {
        throw CommandFailure(
            "'\(Self.configuration.commandName ?? "command")' needs demos: run it through SegueCommandLine.main(demos:)"
        )
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
