import Foundation
import SwiftParser
import SwiftSyntax

/// Ports Swift sources written for UIKit on iOS to Segue: the engine behind `segue port`.
///
/// Every file is parsed first; a file that does not parse stops the port before anything is
/// rewritten. Then each pass (see ``passes``) is built with the whole module and run over every
/// file in turn. Each result is checked before it is returned: it must parse and must keep
/// every comment of the original.
public enum Porter {
    /// The result of porting a set of sources.
    public struct Result: Sendable {
        /// The ported text of each source, by path (equal to the input when nothing changed).
        public var sources: [String: String]
        /// Every rewrite and every construct left for a hand fix.
        public var report: PortReport
    }

    /// The passes, in the order they run. Moving extension members comes first, so that the
    /// moved code goes through every later pass.
    static var passes: [any PortPass.Type] {
        [
            ExtensionMemberPass.self,
            ImportPass.self,
            OptionalRequirementPass.self,
            SelectorPass.self,
            AttributePass.self,
            SpellingPass.self,
            KeyPathPass.self,
            ReportOnlyPass.self
        ]
    }

    /// Ports `sources` (path → Swift text) as one module.
    ///
    /// - Throws: ``PortFailure/doesNotParse(_:)`` naming the first file and line that does not
    ///   parse; nothing is ported then.
    public static func port(_ sources: [String: String]) throws -> Result {
        try port(sources, passes: passes)
    }

    /// Ports `sources` with only `passes` (tests use it to look at one pass).
    static func port(_ sources: [String: String], passes passTypes: [any PortPass.Type]) throws -> Result {
        let paths = sources.keys.sorted()
        var files: [PortModule.File] = []
        for path in paths {
            let tree = Parser.parse(source: sources[path]!)
            if tree.hasError {
                throw PortFailure.doesNotParse(firstError(in: tree, path: path))
            }
            files.append(PortModule.File(path: path, tree: tree))
        }
        let module = PortModule(files: files)
        let passes = passTypes.map { $0.init(module: module) }
        var result = Result(sources: [:], report: PortReport())
        for file in files {
            let original = file.tree.description
            var tree = file.tree
            var lineMap = LineMap.identity
            for pass in passes {
                let context = PortContext(path: file.path, module: module, tree: tree, lineMap: lineMap)
                let rewritten = pass.rewrite(tree, in: context)
                result.report.rewrites += context.rewrites
                result.report.unported += context.unported
                if rewritten.description != tree.description {
                    tree = Parser.parse(source: rewritten.description)
                    lineMap = LineMap(LineDiff(old: original, new: tree.description))
                }
            }
            let ported = tree.description
            try check(ported, path: file.path)
            result.sources[file.path] = ported
            result.report.swiftFiles += 1
            if ported != original { result.report.changedFiles += 1 }
        }
        try checkComments(of: files, in: result.sources)
        result.report.rewrites.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        result.report.unported.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        return result
    }

    /// Refuses a port that does not parse: a bug in a pass must never cost the author code.
    private static func check(_ ported: String, path: String) throws {
        let tree = Parser.parse(source: ported)
        if tree.hasError {
            throw PortFailure.doesNotParse(
                "\(path): the ported file does not parse (\(firstError(in: tree, path: path))); "
                    + "this is a bug in segue port, and nothing was written")
        }
    }

    /// Refuses a port that lost a comment. Comments are counted over the whole module, since a
    /// member that moves into its class in another file takes its comments along.
    private static func checkComments(of files: [PortModule.File], in ported: [String: String]) throws {
        var remaining: [String: Int] = [:]
        for file in files {
            for comment in comments(in: Parser.parse(source: ported[file.path]!)) {
                remaining[comment, default: 0] += 1
            }
        }
        for file in files {
            for comment in comments(in: file.tree) {
                guard let count = remaining[comment], count > 0 else {
                    throw PortFailure.doesNotParse(
                        "\(file.path): porting would lose the comment \"\(comment.prefix(60))\"; "
                            + "this is a bug in segue port, and nothing was written")
                }
                remaining[comment] = count - 1
            }
        }
    }

    /// Every comment of `tree`, as written.
    private static func comments(in tree: SourceFileSyntax) -> [String] {
        tree.tokens(viewMode: .sourceAccurate).flatMap { token in
            (token.leadingTrivia.pieces + token.trailingTrivia.pieces).compactMap { piece -> String? in
                switch piece {
                case .lineComment(let text), .blockComment(let text), .docLineComment(let text),
                    .docBlockComment(let text):
                    text.trimmingCharacters(in: .whitespaces)
                default: nil
                }
            }
        }
    }

    /// `path:line:column: message` for the first syntax error of `tree`.
    private static func firstError(in tree: SourceFileSyntax, path: String) -> String {
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        guard let error = _ParsedText.firstError(in: tree, converter: converter) else {
            return "\(path): does not parse"
        }
        return "\(path):\(error)"
    }
}
