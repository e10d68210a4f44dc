import Foundation
import TestSupport
import Testing

/// The test targets that can call TestSupport write a plain equality as `expectEqual(a, b)`, not
/// `#expect(a == b)` (Architecture.md, contributor notes): each macro expansion costs about 60 ms
/// of the build's CPU. A new one-line `#expect(a == b)` fails here, naming its file and line.
///
/// The ones left are checks a generic `Equatable` call cannot take (tuples, existentials,
/// metatypes, values that are not `Equatable` as one type); each target may keep at most its
/// count of them below, which only goes down.
@Suite @BackgroundLane struct EqualityCheckConventionTests {
    /// The repository's root directory.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// How many one-line `#expect(a == b)` each target keeps because `expectEqual` cannot take them.
    static let allowed: [String: Int] = [
        "OpenCoreGraphicsTests": 48, "OpenQuartzCoreTests": 19, "OpenUIKitTests": 29, "SegueCLITests": 1,
        "SegueGalleryTests": 1, "SegueTestingTests": 2, "SegueTransitionsTests": 0, "SegueX11Tests": 0
    ]

    /// The test targets whose dependencies name TestSupport in Package.swift.
    static func targetsUsingTestSupport() throws -> [String] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        return manifest.components(separatedBy: ".testTarget(").dropFirst().compactMap { declaration in
            let body = declaration.prefix { $0 != ")" }
            guard body.contains("\"TestSupport\""),
                let name = try? Regex("name: \"([A-Za-z]+)\"")
                    .firstMatch(in: String(body))?.output[1].substring
            else { return nil }
            return String(name)
        }
    }

    /// The operators at the top level of `expression` (outside brackets and string literals).
    static func topLevelOperators(in expression: Substring) -> [String] {
        var depth = 0
        var inString = false
        var operators: [String] = []
        var index = expression.startIndex
        while index < expression.endIndex {
            let rest = expression[index...]
            let character = expression[index]
            if inString {
                if character == "\\" {
                    index = expression.index(after: index)
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
            } else if depth == 0, let found = ["&&", "||", ",", " ? ", "===", "!=", "=="].first(where: rest.hasPrefix) {
                operators.append(found)
                index = expression.index(index, offsetBy: found.count - 1)
            }
            if index < expression.endIndex { index = expression.index(after: index) }
        }
        return operators
    }

    /// Whether `line` is a one-line `#expect(a == b)` with no comment: one `==` at the top level.
    static func isPlainEquality(_ line: Substring) -> Bool {
        // Most lines are not a check: look at the bytes first (the scan reads every test file).
        let start = line.utf8.drop { $0 == UInt8(ascii: " ") }
        guard start.starts(with: "#expect(".utf8) else { return false }
        let trimmed = Substring(start).trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix(")") else { return false }
        return topLevelOperators(in: trimmed.dropFirst("#expect(".count).dropLast()) == ["=="]
    }

    @Test func recognisesOnlyAPlainEquality() {
        #expect(Self.isPlainEquality("    #expect(view.frame.width == 320)"))
        #expect(Self.isPlainEquality(#"#expect(label.text == "a == b, c")"#))
        #expect(Self.isPlainEquality("#expect(try decode(data).map(\\.count) == [1, 2])"))
        #expect(!Self.isPlainEquality("#expect(a == b, \"a comment\")"))
        #expect(!Self.isPlainEquality("#expect(a == b && c == d)"))
        #expect(!Self.isPlainEquality("#expect(a != b)"))
        #expect(!Self.isPlainEquality("#expect(a === b)"))
        #expect(!Self.isPlainEquality("expectEqual(a, b)"))
        #expect(!Self.isPlainEquality("#expect(flag ? a == b : c)"))
    }

    @Test func plainEqualitiesAreExpectEqualCalls() throws {
        let targets = try Self.targetsUsingTestSupport()
        #expect(targets.contains("OpenUIKitTests") && targets.contains("SegueGalleryTests"), "\(targets)")
        for target in targets {
            let folder = Self.root.appendingPathComponent("Tests/\(target)")
            var found: [String] = []
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift", !file.path.contains("/UserPackage/") else { continue }
                let lines = try String(contentsOf: file, encoding: .utf8).split(
                    separator: "\n", omittingEmptySubsequences: false)
                for (number, line) in lines.enumerated() where Self.isPlainEquality(line) {
                    found.append("\(file.lastPathComponent):\(number + 1)")
                }
            }
            let allowed = Self.allowed[target] ?? 0
            #expect(
                found.count <= allowed,
                "\(target): \(found.count) one-line #expect(a == b), at most \(allowed): write expectEqual(a, b) \(found.sorted())"
            )
        }
    }
}
