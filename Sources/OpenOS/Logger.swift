/// An object for writing messages to the log, as Apple's `os.Logger`.
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.app", category: "network")
/// logger.error("request failed: \(status, privacy: .public)")
/// ```
///
/// - Note: Differs from Apple: messages go to standard error when `SEGUE_OS_LOG` is set, and
///   nowhere otherwise (see `OSLog`); privacy options do not redact.
public struct Logger: @unchecked Sendable {
    /// The log the messages go to.
    package let _log: OSLog

    /// A logger for a subsystem and a category.
    public init(subsystem: String, category: String) {
        _log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger that writes to the default log.
    public init() {
        _log = .default
    }

    /// A logger that writes to an existing log object.
    public init(_ logObj: OSLog) {
        _log = logObj
    }

    /// Writes a message at a level.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        _OSLogOutput.shared.write(message._text, type: level, log: _log)
    }

    /// Writes a message at the default (notice) level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }

    /// Writes a debug message.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }

    /// Writes a trace message (debug level).
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }

    /// Writes an informative message.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }

    /// Writes a notice (the default level).
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }

    /// Writes a warning (error level).
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }

    /// Writes an error.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }

    /// Writes a critical message (fault level).
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }

    /// Writes a fault: a bug in the program.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
