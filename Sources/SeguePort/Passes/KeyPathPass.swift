import SwiftSyntax

/// Writes `#keyPath(…)` — an Objective-C key path checked by the compiler — as its string:
/// `#keyPath(CALayer.opacity)` → `"opacity"`, `#keyPath(UIView.layer.position)` →
/// `"layer.position"`. Animation key paths are strings in Core Animation's API, so the call
/// sites compile unchanged.
struct KeyPathPass: PortPass {
    init(module: PortModule) {}

    func rewrite(_ file: SourceFileSyntax, in context: PortContext) -> SourceFileSyntax {
        Rewriter(context: context).rewrite(file).cast(SourceFileSyntax.self)
    }

    /// The key path named by `expression`: its components after the leading type names and
    /// `self`, joined by dots; nil when it is not a plain chain of names.
    static func keyPath(of expression: ExprSyntax) -> String? {
        var components: [String] = []
        var current: ExprSyntax? = expression
        while let node = current {
            if let member = node.as(MemberAccessExprSyntax.self) {
                components.insert(member.declName.baseName.text, at: 0)
                current = member.base
            } else if let reference = node.as(DeclReferenceExprSyntax.self) {
                components.insert(reference.baseName.text, at: 0)
                current = nil
            } else if node.is(SuperExprSyntax.self) {
                components.insert("super", at: 0)
                current = nil
            } else {
                return nil
            }
        }
        let path = components.drop { $0 == "self" || $0 == "super" || $0.first?.isUppercase == true }
        return path.isEmpty ? nil : path.joined(separator: ".")
    }

    private final class Rewriter: PortRewriter {

        override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
            guard node.macroName.text == "keyPath", node.arguments.count == 1,
                let path = KeyPathPass.keyPath(of: node.arguments.first!.expression)
            else { return super.visit(node) }
            context.rewrote(.keyPath, at: node, "\(node.trimmedDescription) → \"\(path)\"")
            // A key path's names hold neither quotes nor backslashes: the literal needs no escapes.
            let literal = _ParsedText.expression("\"\(path)\"")
            return literal.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
    }
}
