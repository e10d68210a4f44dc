import Foundation
import TestSupport
import Testing

/// The library uses public UIKit API only, so that the same source builds against Apple's
/// UIKit: every file starts with the UIKit-or-OpenUIKit import, imports nothing else of
/// Segue's, and names no OpenUIKit symbol that starts with an underscore (SwiftPM would let a
/// target of the same package see `package` symbols and `@_spi`, so this test guards it).
@Suite struct PublicAPIGuardTests {
    static let header = "#if canImport(UIKit)\nimport UIKit\n#else\nimport OpenUIKit\n#endif\n"

    static var sourceFiles: [URL] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/SegueTransitions")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }.sorted {
            $0.path < $1.path
        }
    }

    /// The underscored names the library declares itself (its own internal types).
    static func ownUnderscoredNames(in texts: [String]) -> Set<String> {
        let declaration = try! NSRegularExpression(
            pattern: #"(?:class|struct|enum|protocol|func|var|let|typealias)\s+(_[A-Za-z]\w*)"#)
        var names: Set<String> = []
        for text in texts {
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        return names
    }

    @Test func everyFileStartsWithTheCrossPlatformImportAndUsesNoUnderscoredOpenUIKitSymbol() throws {
        let files = Self.sourceFiles
        #expect(files.count >= 35)
        let texts = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        let own = Self.ownUnderscoredNames(in: texts)
        let use = try NSRegularExpression(pattern: #"(?<![\w"])(_[A-Za-z]\w*)"#)
        for (file, text) in zip(files, texts) {
            #expect(
                text.hasPrefix(Self.header), "\(file.lastPathComponent) does not start with the cross-platform import")
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
            for match in use.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                guard let range = Range(match.range(at: 1), in: code) else { continue }
                let name = String(code[range])
                #expect(
                    own.contains(name),
                    "\(file.lastPathComponent) uses \(name), an underscored symbol it does not declare")
            }
            for forbidden in [
                "import SegueTesting", "import OpenQuartzCore", "import OpenCoreGraphics", "@_spi", "@testable",
                "package "
            ] {
                #expect(!code.contains(forbidden), "\(file.lastPathComponent) contains \(forbidden)")
            }
        }
    }

    @Test func theGuardCatchesAnUnderscoredSymbol() {
        let own = Self.ownUnderscoredNames(in: ["final class _Mine {}", "UIView._report(\"x\")"])
        expectEqual(own, ["_Mine"])
        #expect(!own.contains("_report"))
    }
}
