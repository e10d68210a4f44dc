/// Stops the program because of a programmer error (a call UIKit documents as an exception or
/// a trap), printing `message` in every build configuration.
///
/// `precondition` and `preconditionFailure` drop their message in optimized (`-O`) builds, so a
/// release build of an app would die with no word of what went wrong. Every Segue trap with a
/// message goes through this function (or ``_require(_:_:file:line:)``) instead, which stops
/// the program the way ``_unimplemented(_:file:line:)`` does: with `fatalError`, whose message
/// is written to standard error in debug and release builds alike.
package func _programmerError(
    _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) -> Never {
    fatalError(message(), file: file, line: line)
}

/// Stops the program with `message` (in every build configuration) unless `condition` holds.
///
/// The message-keeping counterpart of `precondition`; see ``_programmerError(_:file:line:)``.
@inline(__always)
package func _require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() { _programmerError(message(), file: file, line: line) }
}
