import SwiftSyntax

/// Adds the imports a file needs but never wrote: `import OpenUIKit` for a file that uses UIKit
/// through a framework's umbrella header, `import OpenOS` for `os_unfair_lock` and `HUGE`
/// (which Darwin's Foundation brings along).
enum _MissingImports {
    /// The Segue module a name needs, from the lowest: `OpenCoreGraphics` for Core Graphics
    /// types (Foundation on Linux has `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and `CGVector`
    /// itself), `OpenQuartzCore` for Core Animation, `OpenUIKit` for UIKit; nil for other names.
    static func module(for name: String) -> Int? {
        let foundationGeometry: Set<String> = ["CGFloat", "CGPoint", "CGSize", "CGRect", "CGVector"]
        func prefixed(_ prefix: String) -> Bool {
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
        if prefixed("UI") || prefixed("NSLayout") || prefixed("NSDirectional") { return 2 }
        if prefixed("CA") { return 1 }
        if prefixed("CG") && !foundationGeometry.contains(name) { return 0 }
        if name.hasPrefix("objc_") && name.contains("Associat") { return 0 }
        return nil
    }

    /// Segue's modules from the lowest, and the modules that bring each (with those above it).
    static let levels = ["OpenCoreGraphics", "OpenQuartzCore", "OpenUIKit"]
    static let providers: [Set<String>] = [
        [
            "OpenCoreGraphics", "CoreGraphics", "OpenQuartzCore", "QuartzCore", "OpenUIKit", "UIKit", "SwiftUI",
            "SegueTesting"
        ],
        ["OpenQuartzCore", "QuartzCore", "OpenUIKit", "UIKit", "SwiftUI", "SegueTesting"],
        ["OpenUIKit", "UIKit", "SwiftUI", "SegueTesting"]
    ]

    /// Foundation names a file may use with no import at all when a framework's umbrella header
    /// imported UIKit (and with it Foundation) for it.
    static let foundationNames: Set<String> = [
        "CGFloat", "CGPoint", "CGSize", "CGRect", "CGVector", "TimeInterval", "NSObject", "NSObjectProtocol", "Date",
        "URL",
        "Data", "DispatchQueue", "DispatchTime", "NotificationCenter", "Notification", "IndexPath", "IndexSet", "UUID",
        "Bundle", "NSAttributedString", "NSMutableAttributedString", "NSString", "NSNumber", "NSValue", "Timer",
        "RunLoop",
        "NSCoder", "NSLock", "NSRange", "Locale", "Calendar", "DateFormatter", "NumberFormatter", "JSONDecoder",
        "JSONEncoder", "UserDefaults", "ProcessInfo", "FileManager", "NSError", "NSNotification", "Thread", "sin",
        "cos",
        "tan", "atan2", "sqrt", "pow", "floor", "ceil", "round", "fabs", "exp", "log", "M_PI"
    ]

    static let osNames: Set<String> = [
        "os_unfair_lock", "os_unfair_lock_s", "os_unfair_lock_lock", "os_unfair_lock_unlock",
        "os_unfair_lock_trylock", "os_unfair_lock_t", "HUGE"
    ]

    /// `file` with `import OpenUIKit` and `import OpenOS` added where needed. `original` is the
    /// file before this pass, for the report's line numbers.
    static func adding(to file: SourceFileSyntax, original: SourceFileSyntax, context: PortContext) -> SourceFileSyntax
    {
        let imported = Set(file.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text })
            .union(conditionallyImported(file))
        var missing: [String] = []
        var firstUse: [String: TokenSyntax] = [:]
        var needed = -1
        var foundationUse: TokenSyntax?
        for token in original.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            if foundationUse == nil && foundationNames.contains(name) { foundationUse = token }
            if let level = module(for: name), level > needed {
                needed = level
                firstUse[levels[level]] = token
            }
            if osNames.contains(name), firstUse["OpenOS"] == nil { firstUse["OpenOS"] = token }
        }
        if needed >= 0 && imported.isDisjoint(with: providers[needed]) {
            missing.append(levels[needed])
        }
        if firstUse["OpenOS"] != nil && !imported.contains("OpenOS") { missing.append("OpenOS") }
        // A file with no import at all that uses Foundation (Segue's modules bring it along).
        if imported.isEmpty && missing.allSatisfy({ $0 == "OpenOS" }), let use = foundationUse {
            missing.insert("Foundation", at: 0)
            firstUse["Foundation"] = use
        }
        guard !missing.isEmpty else { return file }
        for module in missing {
            context.rewrote(
                .import, at: firstUse[module]!,
                "import \(module) added (the file uses \(firstUse[module]!.text) without importing it)")
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
        var header: [TriviaPiece] = []
        var rest: [TriviaPiece] = leading
        if firstImport == nil,
            let blank = leading.lastIndex(where: { if case .newlines(let n) = $0 { n >= 2 } else { false } })
        {
            header = Array(leading[...blank])
            rest = Array(leading[(blank + 1)...])
        }
        var newItems: [CodeBlockItemSyntax] = []
        for (offset, module) in modules.enumerated() {
            var decl = ImportDeclSyntax(
                importKeyword: .keyword(.import, trailingTrivia: .space),
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
            items[0] = items[0].with(\.leadingTrivia, Trivia(pieces: [.newlines(2)] + rest))
        }
        items.insert(contentsOf: newItems, at: index)
        if items.count == newItems.count { items[items.count - 1].trailingTrivia = .newline }
        return file.with(\.statements, CodeBlockItemListSyntax(items))
    }
}
