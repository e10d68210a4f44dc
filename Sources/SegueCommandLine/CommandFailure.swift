import ArgumentParser

/// A failure while a command runs (a path that cannot be written, a scenario that never
/// becomes idle), as opposed to a bad command line.
///
/// Reported like every other failure: one line on standard error. Its exit status is 1
/// (`EXIT_FAILURE`), where command-line mistakes (`ValidationError`) exit with 64.
struct CommandFailure: Error, CustomStringConvertible, Equatable {
    /// What went wrong, in one line.
    let description: String

    /// A failure described by `message`.
    init(_ message: String) {
        description = message
    }
}
