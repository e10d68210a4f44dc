import Foundation
import TestSupport
import Testing

/// The repository explains itself: every `UIKitBehaviour #N` citation in the sources, the tests
/// and the documents names an entry of docs/UIKitBehaviour.md, and nothing points outside the
/// repository.
///
/// A citation is `UIKitBehaviour #N` (or `#Na` for a sub-entry), optionally followed by more
/// numbers in a list (`, #M`) or a range (`–#M`, which cites every entry from N to M). A comment
/// may wrap between the numbers. The files are read from the source tree through `#filePath`.
@Suite @BackgroundLane struct BehaviourCitationTests {
    /// The repository's root directory.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyCitedEntryExistsInTheDocument() throws {
        let entries = try Self.documentEntries()
        var missing: [String] = []
        for file in try Self.files(under: ["Sources", "Tests", "docs", "README.md"], extensions: ["swift", "md"]) {
            for entry in Self.citedEntries(in: try String(contentsOf: file, encoding: .utf8))
            where !entries.contains(entry) {
                missing.append("\(Self.relativePath(file)): #\(entry)")
            }
        }
        #expect(missing.isEmpty, "cited but not in docs/UIKitBehaviour.md: \(missing.joined(separator: "; "))")
    }

    @Test func theDocumentNumbersItsEntriesOnceAndInOrder() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/UIKitBehaviour.md"), encoding: .utf8)
        let numbers = Self.entryIDs(in: text).compactMap { Int($0) }
        #expect(numbers == Array(1...max(numbers.last ?? 1, 1)), "entries are numbered 1, 2, 3, … without gaps")
        let all = Self.entryIDs(in: text)
        #expect(Set(all).count == all.count, "an entry is numbered twice")
    }

    @Test func noCitationUsesTheOldFormOrPointsOutsideTheRepository() throws {
        let oldCitation = try Regex("\\b[Ss]pec(\\s*///?)?\\s+#[0-9]")
        let outside = ["uikit-transitions" + ".md", "../" + "shared", "/work/" + "shared"]
        var found: [String] = []
        for file in try Self.files(
            under: ["Sources", "Tests", "docs", "README.md", "Benchmarks"], extensions: ["swift", "md"])
        {
            let text = try String(contentsOf: file, encoding: .utf8)
            if file.pathExtension == "swift" {
                // Code cites the repository's documents: UIKitBehaviour.md, Architecture.md, Deviations.md.
                if text.contains(oldCitation) { found.append("\(Self.relativePath(file)): spec #") }
                if text.contains("DESIGN" + ".md") { found.append("\(Self.relativePath(file)): DESIGN.md") }
            }
            for name in outside where text.contains(name) { found.append("\(Self.relativePath(file)): \(name)") }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "; "))")
    }

    /// Every behaviour is pinned by a test that cites it, or says why not: a top-level entry is
    /// cited from a file under Tests/, or its text says `*Untested:*` with the reason; when it is
    /// neither, each of its sub-entries must be.
    @Test func everyEntryIsCitedByATestOrMarkedUntested() throws {
        var cited = Set<String>()
        for file in try Self.files(under: ["Tests"], extensions: ["swift"]) {
            cited.formUnion(Self.citedEntries(in: try String(contentsOf: file, encoding: .utf8)))
        }
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/UIKitBehaviour.md"), encoding: .utf8)
        let entries = Self.entries(in: text)
        let pinned = { (entry: (id: String, text: String)) in
            cited.contains(entry.id) || entry.text.contains("*Untested:*")
        }
        var unpinned: [String] = []
        for entry in entries where entry.id.allSatisfy(\.isNumber) && !pinned(entry) {
            let subEntries = entries.filter {
                $0.id.hasPrefix(entry.id) && $0.id.dropFirst(entry.id.count).allSatisfy(\.isLetter)
            }
            .filter { $0.id != entry.id }
            unpinned += subEntries.isEmpty ? ["#\(entry.id)"] : subEntries.filter { !pinned($0) }.map { "#\($0.id)" }
        }
        #expect(
            unpinned.isEmpty,
            """
            cited by no test under Tests/ and not marked `*Untested:* <reason>.` in docs/UIKitBehaviour.md: \
            \(unpinned.joined(separator: ", "))
            """)
    }

    @Test func citationsAreReadWithTheirListsRangesAndLineBreaks() {
        let text = """
            // The driver (UIKitBehaviour #50, #64–#66, #33b) and
            /// the coordinator (UIKitBehaviour
            /// #102, #106). Not a citation: UIKitBehaviour #N, #7 alone.
            """
        expectEqual(Self.citedEntries(in: text), ["50", "64", "65", "66", "33b", "102", "106"])
        #expect(
            Self.entryIDs(in: "**12. A title.** text\n- **12a.** text\n  - **12b.** text\n**x. no**") == [
                "12", "12a", "12b"
            ])
        let entries = Self.entries(
            in: "**12. A title.** text\nmore\n\n- **12a.** sub\n## 2. Next part\nintro\n**13. B.** b")
        expectEqual(entries.map(\.id), ["12", "12a", "13"])
        expectEqual(entries.map(\.text), ["**12. A title.** text\nmore", "- **12a.** sub", "**13. B.** b"])
    }

    // MARK: Reading

    /// The entry numbers cited in `text`, ranges expanded, in order of appearance.
    static func citedEntries(in text: String) -> [String] {
        guard text.contains("UIKitBehaviour") else { return [] }
        // Join wrapped comment lines, so that a citation continues on the next line.
        let joined = text.replacing(try! Regex("\\s*\\n\\s*(///?)?\\s*"), with: " ")
        let citation = try! Regex("UIKitBehaviour #[0-9]+[a-z]?(\\s*(–|-|,)\\s*#[0-9]+[a-z]?)*")
        let number = try! Regex("(–|-)?\\s*#([0-9]+)([a-z]?)")
        var cited: [String] = []
        for match in joined.matches(of: citation) {
            var previous: Int?
            for part in joined[match.range].matches(of: number) {
                let isRange = part.output[1].substring != nil
                let value = Int(part.output[2].substring!)!
                let letter = String(part.output[3].substring ?? "")
                if isRange, let start = previous, start < value {
                    cited += (start + 1...value).map(String.init)
                } else {
                    cited.append("\(value)\(letter)")
                }
                previous = value
            }
        }
        return cited
    }

    /// The entry numbers of the document: `**N.` entries and `- **Na.**` sub-entries.
    static func entryIDs(in text: String) -> [String] {
        entries(in: text).map(\.id)
    }

    /// The entries of the document with their text: each runs from its `**N.` (or `- **Na.**`)
    /// line to the next entry, heading or blank line.
    static func entries(in text: String) -> [(id: String, text: String)] {
        let entry = try! Regex("^\\s*(- )?\\*\\*([0-9]+[a-z]?)\\.")
        var entries: [(id: String, text: String)] = []
        var inEntry = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let match = line.firstMatch(of: entry) {
                entries.append((String(match.output[2].substring!), String(line)))
                inEntry = true
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") {
                inEntry = false
            } else if inEntry {
                entries[entries.count - 1].text += "\n" + line
            }
        }
        return entries
    }

    static func documentEntries() throws -> Set<String> {
        Set(
            entryIDs(in: try String(contentsOf: root.appendingPathComponent("docs/UIKitBehaviour.md"), encoding: .utf8))
        )
    }

    /// The files with the given extensions under the given folders (or the given files), this
    /// test's own file excepted.
    static func files(under paths: [String], extensions: Set<String>) throws -> [URL] {
        let manager = FileManager.default
        var files: [URL] = []
        for path in paths {
            let url = root.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                files.append(url)
                continue
            }
            let enumerator = manager.enumerator(at: url, includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                if file.path.contains("/.build/") { continue }
                if extensions.contains(file.pathExtension), file.lastPathComponent != "BehaviourCitationTests.swift" {
                    files.append(file)
                }
            }
        }
        return files
    }

    static func relativePath(_ file: URL) -> String {
        String(file.path.dropFirst(root.path.count + 1))
    }
}
