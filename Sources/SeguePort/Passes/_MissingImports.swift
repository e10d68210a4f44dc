import SwiftSyntax

/// Adds the imports a file needs but never wrote: `import OpenUIKit` for a file that uses UIKit
/// through a framework's umbrella header, `import OpenOS` for `os_unfair_lock` and `HUGE`
/// (which Darwin's Foundation brings along).
enum _MissingImports {
    /// Names that only exist with UIKit, Core Animation or Core Graphics (Foundation on Linux
    /// has `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and `CGVector` itself).
    static func needsUIKit(_ name: String) -> Bool {
        let foundationGeometry: Set<String> = ["CGFloat", "CGPoint", "CGSize", "CGRect", "CGVector"]
        for prefix in ["UI", "CA", "CG", "NSLayout", "NSDirectional"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if prefix == "CG" && foundationGeometry.contains(name) { return false }
            if rest.first?.isUppercase == true || prefix.hasPrefix("NS") { return true }
        }
        return false
    }

    static let osNames: Set<String> = ["os_unfair_lock", "os_unfair_lock_s", "os_unfair_lock_lock", "os_unfair_lock_unlock",
                                       "os_unfair_lock_trylock", "os_unfair_lock_t", "HUGE"]

    /// `file` with `import OpenUIKit` and `import OpenOS` added where needed. `original` is the
    /// file before this pass, for the report's line numbers.
    static func adding(to file: SourceFileSyntax, original: SourceFileSyntax, context: PortContext) -> SourceFileSyntax {
        let imported = Set(file.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text })
            .union(conditionallyImported(file))
        var missing: [String] = []
        var firstUse: [String: TokenSyntax] = [:]
        for token in original.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            if needsUIKit(name), firstUse["OpenUIKit"] == nil { firstUse["OpenUIKit"] = token }
            if osNames.contains(name), firstUse["OpenOS"] == nil { firstUse["OpenOS"] = token }
        }
        if firstUse["OpenUIKit"] != nil && imported.isDisjoint(with: ["OpenUIKit", "UIKit", "SwiftUI", "SegueTesting"]) {
            missing.append("OpenUIKit")
        }
        if firstUse["OpenOS"] != nil && !imported.contains("OpenOS") { missing.append("OpenOS") }
        guard !missing.isEmpty else { return file }
        for module in missing {
            context.rewrote(.import, at: firstUse[module]!, "import \(module) added (the file uses \(firstUse[module]!.text) without importing it)")
        }
        return inserting(missing, into: file)
    }

    /// Modules imported inside `#if` blocks at the top level.
    private static func conditionallyImported(_ file: SourceFileSyntax) -> Set<String> {
        var names = Set<String>()
        for item in file.statements {
            guard let block = item.item.as(IfConfigDeclSyntax.self) else { continue }
            for token in block.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.import) {
                if let next = token.nextToken(viewMode: .sourceAccurate), case .identifier(let name) = next.tokenKind {
                    names.insert(name)
                }
            }
        }
        return names
    }

    /// `file` with `import` lines for `modules` before its first import, or after its header
    /// comment (the comments up to the first blank line) when it has none.
    private static func inserting(_ modules: [String], into file: SourceFileSyntax) -> SourceFileSyntax {
        var items = Array(file.statements)
        let firstImport = items.firstIndex { $0.item.is(ImportDeclSyntax.self) }
        let index = firstImport ?? 0
        let leading = items.first.map { Array($0.leadingTrivia.pieces) } ?? []
        var header: [TriviaPiece] = [], rest: [TriviaPiece] = leading
        if firstImport == nil, let blank = leading.lastIndex(where: { if case .newlines(let n) = $0 { n >= 2 } else { false } }) {
            header = Array(leading[...blank])
            rest = Array(leading[(blank + 1)...])
        }
        var newItems: [CodeBlockItemSyntax] = []
        for (offset, module) in modules.enumerated() {
            var decl = ImportDeclSyntax(importKeyword: .keyword(.import, trailingTrivia: .space),
                                         path: [ImportPathComponentSyntax(name: .identifier(module))])
            if offset == 0 {
                decl.leadingTrivia = firstImport != nil ? items[index].leadingTrivia : Trivia(pieces: header)
            } else {
                decl.leadingTrivia = .newline
            }
            newItems.append(CodeBlockItemSyntax(item: .decl(DeclSyntax(decl))))
        }
        if let firstImport {
            items[firstImport] = items[firstImport].with(\.leadingTrivia, .newline)
        } else if !items.isEmpty {
            let separator: [TriviaPiece] = items.isEmpty ? [] : [.newlines(2)]
            items[0] = items[0].with(\.leadingTrivia, Trivia(pieces: separator + rest))
        }
        items.insert(contentsOf: newItems, at: index)
        if items.count == newItems.count { items[items.count - 1].trailingTrivia = .newline }
        return file.with(\.statements, CodeBlockItemListSyntax(items))
    }
}
