/// Why a scenario could not be played, or a recording rendered or written.
///
/// Its ``description`` is one line naming what failed and why, fit to show a user as it is:
/// `demo 'fade', scenario 'push': still busy after 120 s of media time (1 animation)`, or
/// `cannot write '/proc/x.png': No such file or directory`. The `segue` command line prints
/// it after `Error: ` and exits with status 1.
public struct PlaybackError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong, in one line.
    public let description: String

    /// An error described by `message` (one line).
    public init(_ message: String) {
        description = message
    }
}
