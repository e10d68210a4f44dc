import Foundation

/// What `segue port` did: every rewrite with its place, and every construct left for a hand fix.
public struct PortReport: Codable, Equatable, Sendable {
    /// One rewrite made.
    public struct Rewrite: Codable, Equatable, Sendable {
        /// The kind of rewrite (``PortRewriteKind``'s raw value: `import`, `selector`, …).
        public var kind: String
        /// The file, relative to the inputs' common folder.
        public var file: String
        /// The line in the original file (1-based).
        public var line: Int
        /// What was rewritten, in a few words (`#selector(close) → UIAction`).
        public var detail: String
    }

    /// One construct the porter recognised but could not rewrite.
    public struct Unported: Codable, Equatable, Sendable {
        /// What it is (`swizzling`, `nib loading`, …).
        public var construct: String
        /// The file, relative to the inputs' common folder.
        public var file: String
        /// The line in the original file (1-based).
        public var line: Int
        /// Why it was left, in one line.
        public var detail: String
        /// The section of docs/Porting.md that explains the hand fix (`Porting.md#swizzling`).
        public var guide: String
    }

    /// The Swift files ported (changed or not) and the other files copied.
    public var swiftFiles = 0
    /// The Swift files whose text changed.
    public var changedFiles = 0
    /// The other files copied as they are (`-o` only).
    public var copiedFiles = 0
    /// Every rewrite, in file order then line order.
    public var rewrites: [Rewrite] = []
    /// Every construct left for a hand fix, in file order then line order.
    public var unported: [Unported] = []

    public init() {}

    /// The report as one JSON object (keys sorted, so that it is stable run to run).
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The report for people: a summary line, the rewrites grouped by kind, then each
    /// construct to fix by hand as one line with the guide section.
    public func text() -> String {
        var lines: [String] = []
        var summary = "Ported \(swiftFiles) Swift file\(swiftFiles == 1 ? "" : "s") (\(changedFiles) changed)"
        if copiedFiles > 0 { summary += ", copied \(copiedFiles) other file\(copiedFiles == 1 ? "" : "s")" }
        summary += ": \(rewrites.count) rewrite\(rewrites.count == 1 ? "" : "s"), \(unported.count) to fix by hand."
        lines.append(summary)
        let kinds = Dictionary(grouping: rewrites, by: \.kind)
        let unknownKinds = kinds.keys.sorted().filter { PortRewriteKind(rawValue: $0) == nil }
        for kind in PortRewriteKind.allCases.map(\.rawValue) + unknownKinds where kinds[kind] != nil {
            let entries = kinds[kind]!
            lines.append("")
            lines.append("\(kind) (\(entries.count)):")
            for entry in entries { lines.append("  \(entry.file):\(entry.line): \(entry.detail)") }
        }
        if !unported.isEmpty {
            lines.append("")
            lines.append("to fix by hand (\(unported.count)):")
            for entry in unported {
                lines.append("  \(entry.file):\(entry.line): \(entry.construct): \(entry.detail) (see \(entry.guide))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
