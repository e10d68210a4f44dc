import SwiftSyntax

/// What a pass knows about the file it is rewriting, and where it records what it did.
///
/// Lines are reported as they are in the *original* file, even when earlier passes have
/// already moved text: the context maps the line of a node in the tree being rewritten back
/// through the changes made so far.
final class PortContext {
    /// The file's path, relative to the inputs' common folder.
    let path: String
    /// Every Swift file of the module, as parsed before porting.
    let module: PortModule
    private let converter: SourceLocationConverter
    private let lineMap: LineMap
    private(set) var rewrites: [PortReport.Rewrite] = []
    private(set) var unported: [PortReport.Unported] = []

    /// A context for rewriting `tree` (the file as the previous pass left it), whose lines map
    /// to the original through `lineMap`.
    init(path: String, module: PortModule, tree: SourceFileSyntax, lineMap: LineMap) {
        self.path = path
        self.module = module
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        self.lineMap = lineMap
    }

    /// The original line (1-based) of `node`, which must belong to the tree this context was
    /// made for.
    func line(of node: some SyntaxProtocol) -> Int {
        lineMap.originalLine(converter.location(for: node.positionAfterSkippingLeadingTrivia).line)
    }

    /// Records a rewrite of `kind` made at `node` (a node of the tree before the rewrite).
    func rewrote(_ kind: PortRewriteKind, at node: some SyntaxProtocol, _ detail: String) {
        rewrites.append(PortReport.Rewrite(kind: kind.rawValue, file: path, line: line(of: node), detail: detail))
    }

    /// Reports `construct` at `node` as needing a hand fix, explained in the Porting page's
    /// `section`.
    func cannotPort(_ construct: String, at node: some SyntaxProtocol, _ detail: String, section: String) {
        unported.append(
            PortReport.Unported(
                construct: construct, file: path, line: line(of: node), detail: detail,
                guide: PortGuide.link(section)))
    }
}
