import Foundation
#if canImport(Testing)
import Testing
#endif

extension HeadlessHost {
    /// Where a host method was called from, for the failures it records.
    ///
    /// Public host methods take the caller's place as four plain default arguments
    /// (`fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    /// column: Int = #column`) rather than Swift Testing's `SourceLocation`, whose
    /// default (a Testing macro) would oblige every caller — an executable rendering a
    /// transition, say — to import Testing. The `SourceLocation` is built here, only where
    /// Testing can be imported.
    struct _CallSite: Sendable {
        var fileID: String
        var filePath: String
        var line: Int
        var column: Int

        init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
            self.fileID = fileID
            self.filePath = filePath
            self.line = line
            self.column = column
        }

        #if canImport(Testing)
        /// The call site as Swift Testing records it.
        var sourceLocation: SourceLocation {
            SourceLocation(fileID: fileID, filePath: filePath, line: max(line, 1), column: max(column, 1))
        }
        #endif
    }
}
