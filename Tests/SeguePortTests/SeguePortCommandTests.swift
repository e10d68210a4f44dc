import Foundation
import Testing

@testable import SeguePort

/// `segue port` on files in a temporary folder: destinations, reports, exit statuses.
@Suite struct SeguePortCommandTests {
    let folder: URL

    init() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("segue-port-\(UUID().uuidString)")
        try write(
            "Lib/Sources/Card.swift",
            "import UIKit\n\nfinal class Card: UIView {\n    @IBOutlet weak var title: UILabel!\n}\n")
        try write("Lib/Sources/Plain.swift", "struct Plain {}\n")
        try write("Lib/Resources/notes.txt", "not Swift\n")
    }

    private func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    @Test func outputFolderGetsPortedCopiesAndOtherFilesUntouched() {
        let outcome = SeguePortCommand.execute(["Lib", "-o", "Out"], in: folder)
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        #expect(
            read("Out/Sources/Card.swift")
                == "import OpenUIKit\n\nfinal class Card: UIView {\n    weak var title: UILabel!\n}\n")
        #expect(read("Out/Sources/Plain.swift") == "struct Plain {}\n")
        #expect(read("Out/Resources/notes.txt") == "not Swift\n")
        #expect(read("Lib/Sources/Card.swift")!.hasPrefix("import UIKit"), "the input is untouched")
        #expect(
            outcome.standardOutput.hasPrefix(
                "Ported 2 Swift files (1 changed), copied 1 other file: 2 rewrites, 0 to fix by hand."))
        #expect(outcome.standardOutput.contains("Sources/Card.swift:4: @IBOutlet removed"))
    }

    @Test func inPlaceRewritesOnlyChangedFilesAndIsIdempotent() {
        #expect(SeguePortCommand.execute(["Lib", "--in-place"], in: folder).exitCode == 0)
        #expect(read("Lib/Sources/Card.swift")!.hasPrefix("import OpenUIKit"))
        let again = SeguePortCommand.execute(["Lib", "--in-place"], in: folder)
        #expect(again.standardOutput.hasPrefix("Ported 2 Swift files (0 changed): 0 rewrites"))
    }

    @Test func diffPrintsAUnifiedDiffAndWritesNothing() {
        let outcome = SeguePortCommand.execute(["Lib/Sources/Card.swift", "--diff"], in: folder)
        #expect(outcome.exitCode == 0)
        #expect(
            outcome.standardOutput == """
                --- a/Card.swift
                +++ b/Card.swift
                @@ -1,5 +1,5 @@
                -import UIKit
                +import OpenUIKit
                 
                 final class Card: UIView {
                -    @IBOutlet weak var title: UILabel!
                +    weak var title: UILabel!
                 }

                """)
        #expect(outcome.standardError.hasPrefix("Ported 1 Swift file (1 changed)"), "the report goes to standard error")
        #expect(read("Lib/Sources/Card.swift")!.hasPrefix("import UIKit"))
    }

    @Test func jsonReportForTools() throws {
        let outcome = SeguePortCommand.execute(["Lib", "--diff", "--report", "json"], in: folder)
        let report = try JSONDecoder().decode(PortReport.self, from: Data(outcome.standardError.utf8))
        #expect(report.rewrites.map(\.kind) == ["import", "attribute"])
        #expect(report.rewrites.map(\.line) == [1, 4])
        #expect(report.changedFiles == 1 && report.swiftFiles == 2)
    }

    @Test(arguments: [
        (["Lib"], "Error: say where the result goes: -o <folder>, --in-place or --diff"),
        (["-o", "Out"], "Error: give at least one Swift file or folder to port"),
        (["Lib", "--diff", "--in-place"], "Error: -o, --in-place and --diff exclude each other: choose one"),
        (
            ["Lib", "--diff", "--report", "xml"],
            "Error: The value 'xml' is invalid for '--report <format>'. Please provide one of 'text' and 'json'."
        )
    ])
    func usageErrorsExit64WithOneLine(arguments: [String], message: String) {
        let outcome = SeguePortCommand.execute(arguments, in: folder)
        #expect(outcome.exitCode == 64)
        #expect(outcome.standardError == message + "\n")
    }

    @Test func aMissingInputOrAFileThatDoesNotParseExits1AndWritesNothing() throws {
        let missing = SeguePortCommand.execute(["Nowhere", "-o", "Out"], in: folder)
        #expect(missing.exitCode == 1 && missing.standardError == "Error: Nowhere: no such file or folder\n")
        try write("Lib/Sources/Broken.swift", "final class Broken {\n    func f( {\n}\n")
        let broken = SeguePortCommand.execute(["Lib", "-o", "Out"], in: folder)
        #expect(broken.exitCode == 1)
        #expect(broken.standardError.hasPrefix("Error: Sources/Broken.swift:2:"), "\(broken.standardError)")
        #expect(broken.standardError.split(separator: "\n").count == 1)
        #expect(read("Out/Sources/Card.swift") == nil, "nothing written")
    }

    @Test func anOutputFolderInsideTheInputIsNotPortedAgain() {
        #expect(SeguePortCommand.execute(["Lib", "-o", "Lib/Ported"], in: folder).exitCode == 0)
        let again = SeguePortCommand.execute(["Lib", "-o", "Lib/Ported"], in: folder)
        #expect(again.standardOutput.hasPrefix("Ported 2 Swift files"), "\(again.standardOutput)")
        #expect(read("Lib/Ported/Ported/Sources/Card.swift") == nil)
    }
}
