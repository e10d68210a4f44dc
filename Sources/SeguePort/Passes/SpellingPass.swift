import SwiftSyntax

/// Modernises the UIKit, Core Animation and Core Graphics spellings that Swift 4.2 (and, for the
/// `…Make` functions, Swift 3) replaced: `UIControlState` → `UIControl.State`,
/// `UIEdgeInsetsMake(…)` → `UIEdgeInsets(top:left:bottom:right:)`, `.UIKeyboardWillShow` →
/// `UIResponder.keyboardWillShowNotification`, `kCAFillModeForwards` →
/// `CAMediaTimingFillMode.forwards`, `.commonModes` → `.common`, and the rest of
/// ``_LegacySpellings``.
struct SpellingPass: PortPass {
    init(module: PortModule) {}

    func rewrite(_ file: SourceFileSyntax, in context: PortContext) -> SourceFileSyntax {
        Rewriter(context: context).rewrite(file).cast(SourceFileSyntax.self)
    }

    private final class Rewriter: PortRewriter {

        override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
            guard node.genericArgumentClause == nil, let new = _LegacySpellings.names[node.name.text] else {
                return super.visit(node)
            }
            context.rewrote(.spelling, at: node, "\(node.name.text) → \(new)")
            return _ParsedText.type(new).with(\.leadingTrivia, node.leadingTrivia).with(
                \.trailingTrivia, node.trailingTrivia)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
            let name = node.baseName.text
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                // `.commonModes`, `.UIKeyboardWillShow`, `NSNotification.Name.UIKeyboardWillShow`: handled
                // on the member access.
                return ExprSyntax(node)
            }
            guard node.argumentNames == nil, let new = _LegacySpellings.names[name] else { return super.visit(node) }
            context.rewrote(.spelling, at: node, "\(name) → \(new)")
            return replacement(new, for: node)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
            let member = node.declName.baseName.text
            if let notification = _LegacySpellings.notifications[member],
                node.base == nil || ["NSNotification.Name", "Notification.Name"].contains(node.base!.trimmedDescription)
            {
                context.rewrote(.spelling, at: node, "\(node.trimmedDescription) → \(notification)")
                return replacement(notification, for: node)
            }
            if let renamed = _LegacySpellings.members[member] {
                context.rewrote(.spelling, at: node.declName, ".\(member) → .\(renamed)")
                let visited = super.visit(node).cast(MemberAccessExprSyntax.self)
                return ExprSyntax(
                    visited.with(
                        \.declName,
                        visited.declName.with(
                            \.baseName,
                            visited.declName.baseName.with(\.tokenKind, .identifier(renamed)))))
            }
            return super.visit(node)
        }

        override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
            let parameters = node.signature.parameterClause.parameters
            let key = "\(node.name.text)(\(parameters.map { $0.firstName.text + ":" }.joined()))"
            guard let new = _LegacySpellings.methods[key], new.labels.count == parameters.count else {
                return super.visit(node)
            }
            context.rewrote(.spelling, at: node.name, "func \(key) → \(Self.signature(new))")
            var visited = super.visit(node).cast(FunctionDeclSyntax.self)
            visited.name = visited.name.with(\.tokenKind, .identifier(new.name))
            var renamed: [FunctionParameterSyntax] = []
            for (parameter, label) in zip(visited.signature.parameterClause.parameters, new.labels) {
                var parameter = parameter
                // Without a second name, the old label was also the name the body uses: keep it.
                if parameter.secondName == nil {
                    parameter.secondName = parameter.firstName.with(\.leadingTrivia, .space)
                }
                parameter.firstName = parameter.firstName.with(\.tokenKind, label.map { .identifier($0) } ?? .wildcard)
                renamed.append(parameter)
            }
            visited.signature.parameterClause.parameters = FunctionParameterListSyntax(renamed)
            return DeclSyntax(visited)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            if let renamed = renamingMethod(node) { return renamed }
            guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), node.trailingClosure == nil,
                node.arguments.allSatisfy({ $0.label == nil })
            else { return super.visit(node) }
            let visited = super.visit(node).cast(FunctionCallExprSyntax.self)
            let arguments = visited.arguments.map { $0.expression.trimmedDescription }
            guard let new = _LegacySpellings.call(callee.baseName.text, arguments) else { return ExprSyntax(visited) }
            context.rewrote(
                .spelling, at: node,
                "\(callee.baseName.text)(…) → \(new.prefix { $0 != "(" && $0 != "." && $0 != " " })…")
            return replacement(new, for: node)
        }

        /// `node` with the Swift 4.2 name and labels, if it calls a renamed method.
        private func renamingMethod(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
            let name =
                node.calledExpression.as(MemberAccessExprSyntax.self)?.declName
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)
            guard let name, node.trailingClosure == nil else { return nil }
            let key = "\(name.baseName.text)(\(node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()))"
            guard let new = _LegacySpellings.methods[key], new.labels.count == node.arguments.count else { return nil }
            context.rewrote(.spelling, at: node, "\(key) → \(Self.signature(new))")
            var visited = super.visit(node).cast(FunctionCallExprSyntax.self)
            if var member = visited.calledExpression.as(MemberAccessExprSyntax.self) {
                member.declName.baseName = member.declName.baseName.with(\.tokenKind, .identifier(new.name))
                visited.calledExpression = ExprSyntax(member)
            } else if var reference = visited.calledExpression.as(DeclReferenceExprSyntax.self) {
                reference.baseName = reference.baseName.with(\.tokenKind, .identifier(new.name))
                visited.calledExpression = ExprSyntax(reference)
            }
            var arguments: [LabeledExprSyntax] = []
            for (argument, label) in zip(visited.arguments, new.labels) {
                var argument = argument
                if let label {
                    argument.label = .identifier(label)
                    argument.colon = argument.colon ?? .colonToken(trailingTrivia: .space)
                } else {
                    argument.expression = argument.expression.with(
                        \.leadingTrivia, argument.label?.leadingTrivia ?? argument.expression.leadingTrivia)
                    argument.label = nil
                    argument.colon = nil
                }
                arguments.append(argument)
            }
            visited.arguments = LabeledExprListSyntax(arguments)
            return ExprSyntax(visited)
        }

        private static func signature(_ method: (name: String, labels: [String?])) -> String {
            "\(method.name)(\(method.labels.map { ($0 ?? "_") + ":" }.joined()))"
        }

        private func replacement(_ text: String, for node: some SyntaxProtocol) -> ExprSyntax {
            _ParsedText.expression(text).with(\.leadingTrivia, node.leadingTrivia).with(
                \.trailingTrivia, node.trailingTrivia)
        }
    }
}
