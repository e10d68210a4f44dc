import Foundation

#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Records a failure for whichever test framework is running the caller, without asking the
/// caller to import one.
///
/// Inside a Swift Testing test (`Test.current` is set) the failure is an `Issue` at the given
/// source location; otherwise, in an XCTest process (a `.xctest` bundle), it goes through
/// `XCTFail(_:file:line:)`; anywhere else (an executable, a script) it is printed to standard
/// error, prefixed with `file:line:`.
package enum _TestIssue {
    /// Records `message` at the caller's location.
    package static func record(_ message: String, at site: _CallSite) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: site.fileID, filePath: site.filePath, line: Int(site.line), column: Int(site.column)))
            return
        }
        #endif
        #if canImport(XCTest)
        if isXCTestProcess {
            if let file = site.staticFilePath {
                XCTFail(message, file: file, line: site.line)
            } else {
                XCTFail("\(site.filePath):\(site.line): \(message)")
            }
            return
        }
        #endif
        FileHandle.standardError.write(Data("\(site.filePath):\(site.line): \(message)\n".utf8))
    }

    /// Whether this process runs XCTest tests: its executable is an `.xctest` bundle or the
    /// `xctest` runner (as under `swift test`).
    ///
    /// XCTest drops a failure recorded outside a running test case, so outside such a process
    /// the message is printed instead.
    static let isXCTestProcess: Bool = {
        guard let executable = ProcessInfo.processInfo.arguments.first else { return false }
        let name = (executable as NSString).lastPathComponent
        return name == "xctest" || name.hasSuffix(".xctest") || executable.contains(".xctest/")
    }()
}
