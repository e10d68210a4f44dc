import SwiftSyntax

/// Rewrites `#if` conditions that select iOS code so that they hold on Linux with Segue:
/// `canImport(UIKit…)` → `canImport(OpenUIKit)`, `canImport(QuartzCore)` →
/// `canImport(OpenQuartzCore)`, `canImport(CoreGraphics)` → `canImport(OpenCoreGraphics)`,
/// `os(iOS)` → `os(Linux)`. Other conditions (`os(macOS)`, `targetEnvironment(…)`, `DEBUG`)
/// are untouched: they are false on Linux as they are on an iOS device.
final class _ImportConditionRewriter: PortRewriter {
    private let leaving: Set<Int>
    private var inCondition = 0
    private var blocks = 0

    /// A rewriter that leaves the `#if` blocks whose order in the file is in `leaving`.
    init(context: PortContext, leaving: Set<Int>) {
        self.leaving = leaving
        super.init(context: context)
    }

    /// The `#if` blocks of `file` (numbered in the order a rewriter meets them) that already
    /// name Segue's modules: code written for both, left alone.
    static func blocksNamingSegue(in file: SourceFileSyntax) -> Set<Int> {
        final class Finder: SyntaxVisitor {
            var count = 0, found = Set<Int>()
            override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
                let names = node.tokens(viewMode: .sourceAccurate).contains { token in
                    if case .identifier(let name) = token.tokenKind {
                        return name.hasPrefix("Open") && ImportPass.modules.values.contains(name)
                    }
                    return false
                }
                if names { found.insert(count) }
                count += 1
                // A block left alone is not entered, by the rewriters either.
                return names ? .skipChildren : .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.found
    }

    override func visit(_ node: IfConfigDeclSyntax) -> DeclSyntax {
        defer { blocks += 1 }
        return leaving.contains(blocks) ? DeclSyntax(node) : super.visit(node)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        var result = node
        if let condition = node.condition {
            inCondition += 1
            result.condition = rewrite(condition).cast(ExprSyntax.self)
            inCondition -= 1
            if result.condition?.description != condition.description {
                context.rewrote(
                    .condition, at: condition,
                    "\(node.poundKeyword.text) \(condition.trimmedDescription) → \(result.condition!.trimmedDescription)"
                )
            }
        }
        if let elements = node.elements {
            result.elements = rewrite(elements).cast(IfConfigClauseSyntax.Elements.self)
        }
        return result
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard inCondition > 0, let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
            node.arguments.count == 1, let argument = node.arguments.first
        else { return super.visit(node) }
        let value = argument.expression.trimmedDescription
        let replacement: String?
        switch callee.baseName.text {
        case "canImport":
            let module = String(value.prefix { $0 != "." })
            replacement = ["UIKit", "QuartzCore", "CoreGraphics"].contains(module) ? ImportPass.modules[module] : nil
        case "os":
            replacement = value == "iOS" ? "Linux" : nil
        default:
            replacement = nil
        }
        guard let replacement else { return ExprSyntax(node) }
        let newArgument = argument.with(
            \.expression,
            ExprSyntax(
                DeclReferenceExprSyntax(
                    baseName: .identifier(
                        replacement, leadingTrivia: argument.expression.leadingTrivia,
                        trailingTrivia: argument.expression.trailingTrivia))))
        return ExprSyntax(node.with(\.arguments, LabeledExprListSyntax([newArgument])))
    }
}
