import Foundation

/// Writes a diagnostic line to standard error, the way Core Graphics logs misuse it
/// tolerates (such as adding a line to a path that has no current point).
///
/// Core Graphics only logs these mistakes and carries on; Segue does the same, so that
/// behaviour matches while the mistake stays visible.
func _coreGraphicsLog(_ message: String) {
    FileHandle.standardError.write(Data("Segue CoreGraphics: \(message)\n".utf8))
}
