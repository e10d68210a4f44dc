import Foundation

/// Writes a message with a `printf`-style format to a log.
///
/// The format's privacy annotations (`%{public}@`, `%{private}d`) are accepted and ignored;
/// the arguments are formatted as by `String(format:)`.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
    type: OSLogType = .default, _ args: any CVarArg...
) {
    _OSLogOutput.shared.write(_osLogFormat(message.description, args), type: type, log: log)
}

/// Writes an interpolated message to a log.
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
    _ message: OSLogMessage
) {
    _OSLogOutput.shared.write(message._text, type: type, log: log)
}

/// The text of an `os_log` format with its arguments (Segue addition, for tests).
package func _osLogFormat(_ format: String, _ args: [any CVarArg]) -> String {
    // Drop the `{public}`-style annotations that follow a `%`.
    var plain = ""
    var index = format.startIndex
    while index < format.endIndex {
        let character = format[index]
        plain.append(character)
        index = format.index(after: index)
        if character == "%", index < format.endIndex, format[index] == "{",
            let close = format[index...].firstIndex(of: "}")
        {
            index = format.index(after: close)
        }
    }
    return args.isEmpty ? plain.replacingOccurrences(of: "%%", with: "%") : String(format: plain, arguments: args)
}
