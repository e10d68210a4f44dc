import Foundation
import SegueGallery
import Testing

/// The documents say what the code has: the number of demos, the benchmark executables and the
/// products (issue 31). A demo, benchmark or product added without its documentation fails here,
/// as a citation of a missing behaviour fails `BehaviourCitationTests`.
@Suite struct DocumentedCountsTests {
    /// The repository's root directory.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The documents that describe the code as it is now (the changelog is history).
    static let currentDocuments = ["README.md", "docs/Architecture.md", "docs/Status.md", "docs/Deviations.md"]

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static let numberWords = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
        "twenty", "twenty-one", "twenty-two", "twenty-three", "twenty-four", "twenty-five",
        "twenty-six", "twenty-seven", "twenty-eight", "twenty-nine", "thirty"
    ]

    /// Every "N demos" (a numeral or a number word) in `text`, as numbers.
    static func demoCounts(in text: String) throws -> [Int] {
        let pattern = try Regex("(?i)\\b([0-9]+|[a-z]+(?:-[a-z]+)?) demos\\b")
        return text.matches(of: pattern).compactMap { match in
            let word = String(match.output[1].substring ?? "").lowercased()
            return Int(word) ?? numberWords.firstIndex(of: word).map { $0 + 1 }
        }
    }

    @Test func theDocumentsCountTheGallerysDemos() throws {
        var wrong: [String] = []
        for path in Self.currentDocuments {
            for count in try Self.demoCounts(in: Self.read(path)) where count != Gallery.demos.count {
                wrong.append("\(path) says \(count) demos")
            }
        }
        #expect(wrong.isEmpty, "the gallery has \(Gallery.demos.count) demos: \(wrong.joined(separator: "; "))")
    }

    /// The names of `kind` targets or products declared in a manifest (`.executableTarget(name: "X"`).
    static func declared(_ kind: String, in manifest: String) throws -> [String] {
        let pattern = try Regex("\\.\(kind)\\(\\s*name:\\s*\"([A-Za-z0-9_-]+)\"")
        return manifest.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) }
    }

    @Test func everyBenchmarkExecutableIsNamedInTheReadmeAndTheArchitecture() throws {
        let benchmarks = try Self.declared("executableTarget", in: Self.read("Benchmarks/Package.swift"))
        #expect(benchmarks.count >= 8)
        let readme = try Self.read("README.md")
        let architecture = try Self.read("docs/Architecture.md")
        let missing = benchmarks.filter { !readme.contains("`\($0)`") || !architecture.contains("`\($0)`") }
        #expect(missing.isEmpty, "benchmarks not named in README.md and docs/Architecture.md: \(missing)")
    }

    @Test func theReadmesProductTableListsEveryProductAndNoOther() throws {
        let manifest = try Self.read("Package.swift")
        let products = Set(try Self.declared("library", in: manifest) + Self.declared("executable", in: manifest))
        let readme = try Self.read("README.md")
        let table =
            readme.components(separatedBy: "| product | what it holds |").dropFirst().first?
            .components(separatedBy: "\n\n").first ?? ""
        var listed = Set<String>()
        for row in table.split(separator: "\n") where row.hasPrefix("| `") {
            let cell = row.split(separator: "|").first ?? ""
            for name in cell.split(separator: ",") {
                listed.insert(name.trimmingCharacters(in: CharacterSet(charactersIn: " `")))
            }
        }
        #expect(
            listed == products,
            "only in Package.swift: \(products.subtracting(listed).sorted()); only in the README: \(listed.subtracting(products).sorted())"
        )
    }

    /// SwiftPM warns about files it does not know in a target's folder: every snapshot folder
    /// under `Tests/T/` must be in `T`'s `exclude:` list (read through `#filePath` instead).
    @Test func everySnapshotFolderIsExcludedFromItsTarget() throws {
        let manifest = try Self.read("Package.swift")
        let tests = Self.root.appendingPathComponent("Tests")
        var missing: [String] = []
        for target in try FileManager.default.contentsOfDirectory(atPath: tests.path).sorted() {
            let folder = tests.appendingPathComponent(target)
            for path in FileManager.default.subpaths(atPath: folder.path) ?? []
            where (path as NSString).lastPathComponent == "__Snapshots__" && !path.contains("__Snapshots__/") {
                if !manifest.contains("\"\(path)\"") { missing.append("Tests/\(target)/\(path)") }
            }
        }
        #expect(missing.isEmpty, "not excluded in Package.swift: \(missing.joined(separator: ", "))")
    }

    @Test func numbersAreReadAsWordsOrNumerals() throws {
        #expect(
            try Self.demoCounts(in: "a gallery of twenty demos; 20 demos; the Twenty-One demos; two new demos") == [
                20, 20, 21
            ])
    }
}
