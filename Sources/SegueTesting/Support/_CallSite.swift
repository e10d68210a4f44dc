import Foundation

/// Where a call of an assertion or a host method came from, for the issue it records.
///
/// Public API takes the caller's place as four plain default arguments (`fileID: String =
/// #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column`) rather
/// than Swift Testing's `SourceLocation`, whose default (a Testing macro) would oblige every
/// caller — an executable rendering a transition, say — to import Testing.
package struct _CallSite: Sendable {
    package var fileID: String
    package var filePath: String
    /// The path as XCTest wants it, when the caller gave one.
    package var staticFilePath: StaticString?
    package var line: UInt
    package var column: UInt

    package init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.init(fileID: fileID, filePath: "\(filePath)", line: line, column: column)
        staticFilePath = filePath
    }

    package init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.init(fileID: fileID, filePath: filePath, line: UInt(max(line, 1)), column: UInt(max(column, 1)))
    }

    package init(fileID: String, filePath: String, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Records `message` as a failure at this call site.
    package func fail(_ message: String) {
        _TestIssue.record(message, at: self)
    }
}
