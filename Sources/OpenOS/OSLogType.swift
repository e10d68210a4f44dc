/// The level of a log message: how important it is, and (on Apple platforms) how long it is kept.
///
/// Ordered by the raw values Apple uses: `.debug` (2) < `.info` (1) is *not* their order of
/// importance; use `_severity` to compare.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level, for messages that matter (shown as `notice` by `Logger`).
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may help troubleshoot, not essential.
    public static let info = OSLogType(rawValue: 0x01)
    /// Debug-level information, only for development.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error in the process.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug in the program, or a system-level error.
    public static let fault = OSLogType(rawValue: 0x11)

    /// How important the level is, 0 (debug) … 4 (fault) (Segue addition, for filtering).
    package var _severity: Int {
        switch self {
        case .debug: 0
        case .info: 1
        case .error: 3
        case .fault: 4
        default: 2
        }
    }

    /// The level's name as Apple's `log` tool prints it.
    package var _name: String {
        switch self {
        case .debug: "debug"
        case .info: "info"
        case .error: "error"
        case .fault: "fault"
        default: "notice"
        }
    }
}
