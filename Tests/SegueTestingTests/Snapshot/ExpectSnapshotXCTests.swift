import Foundation
import OpenUIKit
import SegueTesting
import XCTest

/// `expectSnapshot` under XCTest: the file imports no Swift Testing, and a mismatch reaches
/// XCTest as a failure at the caller's line.
final class ExpectSnapshotXCTests: XCTestCase {
    /// Failures recorded by this test case, kept instead of failing it.
    private var failures: [(file: String, line: Int, description: String)] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        failures.append((filePath, lineNumber, description))
    }

    func testAMismatchIsAnXCTestFailureAtTheCallersLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-xctest-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let black = CGImage(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 0, count: 12) + [0, 0, 0, 255])!
        let red = CGImage(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 0, count: 12) + [255, 0, 0, 255])!
        let first = expectSnapshot(of: black, named: "dot", directory: directory, record: nil)
        let firstLine = #line
        XCTAssertTrue(first.recorded)
        XCTAssertTrue(expectSnapshot(of: black, named: "dot", directory: directory, record: false).matched)
        let mismatch = expectSnapshot(of: red, named: "dot", directory: directory, record: false)
        let mismatchLine = #line
        XCTAssertEqual(mismatch.differingPixels, 1)
        XCTAssertEqual(failures.count, 2)
        XCTAssertEqual(failures.first?.line, firstLine)
        XCTAssertTrue(failures.first?.description.contains("No reference snapshot dot yet") ?? false)
        XCTAssertEqual(failures.last?.line, mismatchLine)
        XCTAssertTrue(failures.last?.file.hasSuffix("ExpectSnapshotXCTests.swift") ?? false)
        XCTAssertTrue(
            failures.last?.description.contains("1 of 4 pixels differ by more than 0 (largest channel difference 255)")
                ?? false)
    }
}
