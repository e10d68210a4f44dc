import Foundation

/// A custom log object: a subsystem and a category to which messages are written.
///
/// - Note: Differs from Apple: there is no unified logging system on Linux. Messages go to
///   standard error when the environment variable `SEGUE_OS_LOG` is set (see `_OSLogOutput`),
///   and nowhere otherwise.
open class OSLog: NSObject, @unchecked Sendable {
    /// The subsystem, usually the app's reverse-DNS identifier ("com.example.app").
    package let _subsystem: String
    /// The category within the subsystem ("network", "ui").
    package let _category: String
    /// Whether messages to this log are dropped (only `OSLog.disabled`).
    package let _isDisabled: Bool

    /// Creates a log for a subsystem and a category.
    public init(subsystem: String, category: String) {
        _subsystem = subsystem
        _category = category
        _isDisabled = false
    }

    private init(disabled: Bool) {
        _subsystem = ""
        _category = ""
        _isDisabled = disabled
    }

    /// The shared default log, with no subsystem or category.
    public static let `default` = OSLog(disabled: false)

    /// A log that drops every message.
    public static let disabled = OSLog(disabled: true)

    /// Whether messages of `type` to this log would be written.
    public func isEnabled(type: OSLogType) -> Bool {
        !_isDisabled && _OSLogOutput.shared.accepts(type)
    }
}
