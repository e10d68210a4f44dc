import SwiftSyntax

/// Points a file at Segue's modules.
///
/// - `import UIKit` (and `UIKit.UIGestureRecognizerSubclass`) becomes `import OpenUIKit`,
///   `QuartzCore` `OpenQuartzCore`, `CoreGraphics` `OpenCoreGraphics`; `os`, `os.log` and
///   `OSLog` become `OpenOS`; `Darwin` becomes `Foundation`; `ObjectiveC` (associated objects)
///   becomes `OpenCoreGraphics`, where Segue keeps them; a second import of the same module
///   left by this mapping is removed.
/// - A file that uses UIKit without importing it (it got `import UIKit` from a framework's
///   umbrella header) gets `import OpenUIKit` (or the lowest Segue module it needs: Core
///   Animation names `OpenQuartzCore`, Core Graphics names and associated objects
///   `OpenCoreGraphics`); one that uses `os_unfair_lock` or `HUGE` gets `import OpenOS`.
/// - Conditions that compile iOS code only — `canImport(UIKit)`, `canImport(QuartzCore)`,
///   `canImport(CoreGraphics)`, `os(iOS)` — are rewritten to hold on Linux with Segue
///   (`canImport(OpenUIKit)`, `os(Linux)`), so the iOS branch is the one compiled and the
///   others stay as the author wrote them. An `#if` that already names `OpenUIKit` is code
///   written for Segue and is left alone.
struct ImportPass: PortPass {
    /// Apple's module → Segue's.
    static let modules: [String: String] = [
        "UIKit": "OpenUIKit", "QuartzCore": "OpenQuartzCore", "CoreGraphics": "OpenCoreGraphics",
        "os": "OpenOS", "OSLog": "OpenOS", "Darwin": "Foundation", "ObjectiveC": "OpenCoreGraphics"
    ]

    init(module: PortModule) {}

    func rewrite(_ file: SourceFileSyntax, in context: PortContext) -> SourceFileSyntax {
        // `#if` blocks that already name Segue's modules, by their order in the file (neither
        // rewrite below adds or removes one, so the order holds in between).
        let written = _ImportConditionRewriter.blocksNamingSegue(in: file)
        var result = _ImportConditionRewriter(context: context, leaving: written).rewrite(file).cast(
            SourceFileSyntax.self)
        result = _ImportRewriter(context: context, leaving: written).rewrite(result).cast(SourceFileSyntax.self)
        result = removingDuplicateImports(result, context: context)
        return _MissingImports.adding(to: result, original: file, context: context)
    }

    /// `file` without a top-level import that repeats an earlier one (as two mapped imports
    /// can: `import UIKit` and `import UIKit.UIGestureRecognizerSubclass`).
    private func removingDuplicateImports(_ file: SourceFileSyntax, context: PortContext) -> SourceFileSyntax {
        var seen = Set<String>()
        var duplicates: [Int] = []
        for (index, item) in file.statements.enumerated() {
            guard let importDecl = item.item.as(ImportDeclSyntax.self) else { continue }
            let key = importDecl.with(\.leadingTrivia, []).with(\.trailingTrivia, []).trimmedDescription
            if !seen.insert(key).inserted { duplicates.append(index) }
        }
        guard !duplicates.isEmpty else { return file }
        let items = Array(file.statements)
        let removedTokens = Set(duplicates.flatMap { items[$0].tokens(viewMode: .sourceAccurate).map(\.id) })
        var result = _LeadingTriviaEdit(_TriviaCarry.edits(removing: removedTokens, in: file)).rewrite(file)
            .cast(SourceFileSyntax.self)
        result.statements = CodeBlockItemListSyntax(
            result.statements.enumerated()
                .filter { !duplicates.contains($0.offset) }.map(\.element))
        return result
    }
}

/// Maps each import's module (see ``ImportPass/modules``).
private final class _ImportRewriter: PortRewriter {
    private let leaving: Set<Int>
    private var blocks = 0

    init(context: PortContext, leaving: Set<Int>) {
        self.leaving = leaving
        super.init(context: context)
    }

    override func visit(_ node: IfConfigDeclSyntax) -> DeclSyntax {
        defer { blocks += 1 }
        return leaving.contains(blocks) ? DeclSyntax(node) : super.visit(node)
    }

    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        guard let first = node.path.first, let mapped = ImportPass.modules[first.name.text] else {
            return DeclSyntax(node)
        }
        // `import class UIKit.UIView` keeps its symbol; `import UIKit.Submodule` imports the module.
        let keepsSymbol = node.importKindSpecifier != nil
        var path = Array(node.path)
        path[0] = path[0].with(\.name, path[0].name.with(\.tokenKind, .identifier(mapped)))
        if !keepsSymbol && path.count > 1 {
            path = [path[0].with(\.trailingPeriod, nil).with(\.trailingTrivia, path[path.count - 1].trailingTrivia)]
        }
        context.rewrote(.import, at: node, "import \(node.path.trimmedDescription) → import \(mapped)")
        return DeclSyntax(node.with(\.path, ImportPathComponentListSyntax(path)))
    }
}
