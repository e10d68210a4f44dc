import Foundation

/// Where `Logger`, `OSLog` and `os_log` messages go: standard error, when asked for.
///
/// Apple's messages go to the unified log, which a program does not see on its own output;
/// printing them by default would flood test and tool output. So nothing is written unless the
/// environment variable `SEGUE_OS_LOG` is set when the process starts:
/// - `SEGUE_OS_LOG=1` (or `all`, `debug`): every level;
/// - `SEGUE_OS_LOG=info`, `notice` (or `default`), `error`, `fault`: that level and above.
///
/// A line reads `<level> [<subsystem>:<category>] <message>`, e.g.
/// `error [com.example.app:network] request failed: 404`.
struct _OSLogOutput: Sendable {
    static let shared = _OSLogOutput(setting: ProcessInfo.processInfo.environment["SEGUE_OS_LOG"])

    /// The lowest severity written, or nil when logging is off.
    let minimumSeverity: Int?

    init(setting: String?) {
        switch setting?.lowercased() {
        case nil, "", "0", "off", "none", "false": minimumSeverity = nil
        case "info": minimumSeverity = 1
        case "notice", "default": minimumSeverity = 2
        case "error": minimumSeverity = 3
        case "fault": minimumSeverity = 4
        default: minimumSeverity = 0
        }
    }

    func accepts(_ type: OSLogType) -> Bool {
        guard let minimumSeverity else { return false }
        return type._severity >= minimumSeverity
    }

    /// The line written for a message (without the newline).
    static func line(_ message: String, type: OSLogType, log: OSLog) -> String {
        let origin = log._subsystem.isEmpty && log._category.isEmpty ? "" : " [\(log._subsystem):\(log._category)]"
        return "\(type._name)\(origin) \(message)"
    }

    func write(_ message: @autoclosure () -> String, type: OSLogType, log: OSLog) {
        guard !log._isDisabled, accepts(type) else { return }
        FileHandle.standardError.write(Data((Self.line(message(), type: type, log: log) + "\n").utf8))
    }
}
