import SwiftSyntax

/// The calls: `?(` and `!(` after a method of a protocol become plain calls; Objective-C
/// protocol objects are reported.
extension OptionalRequirementPass.Rewriter {
    static let runtimeProtocolFunctions: Set<String> = [
        "NSProtocolFromString", "NSStringFromProtocol", "objc_getProtocol", "protocol_getName",
        "class_conformsToProtocol"
    ]

    func rewriteCall(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if handled.contains(node.id) { return super.visit(node) }
        reportRuntimeProtocol(node)
        if let (receiver, selector) = OptionalRequirementPass.respondsCall(ExprSyntax(node)) {
            return rewriteResponds(node, receiver: receiver, selector: selector)
        }
        guard let access = OptionalRequirementPass.optionalCallee(node) else { return super.visit(node) }
        let name = access.declName.baseName.text
        guard !facts.propertyNames.contains(name) else { return super.visit(node) }  // a closure property
        let labels = MemberSyntax.labels(of: node)
        if let requirement = facts.requirement(called: name, labels: labels), !requirement.isPorted {
            return super.visit(node)  // reported at the requirement
        }
        let mark = node.calledExpression.is(ForceUnwrapExprSyntax.self) ? "!" : "?"
        context.rewrote(.optionalCall, at: node, "\(name)\(mark)(…) → \(name)(…)")
        guard let visited = super.visit(node).as(FunctionCallExprSyntax.self),
            let inner = visited.calledExpression.as(OptionalChainingExprSyntax.self)?.expression
                ?? visited.calledExpression.as(ForceUnwrapExprSyntax.self)?.expression
        else { return super.visit(node) }
        return ExprSyntax(
            visited.with(\.calledExpression, inner.with(\.trailingTrivia, visited.calledExpression.trailingTrivia)))
    }

    /// A `responds(to:)` the expression around it did not rewrite: a condition of its own with a
    /// receiver that is there (`if delegate!.responds(to: …)`, `if d.responds(to: …)`).
    private func rewriteResponds(_ node: FunctionCallExprSyntax, receiver: ExprSyntax, selector: ExprSyntax)
        -> ExprSyntax
    {
        let written = "responds(to: \(selector.trimmedDescription))"
        guard let requirement = resolveSelector(selector) else {
            context.cannotPort(
                "responds(to:)", at: node,
                "\(written): not an optional method of a protocol of the module; "
                    + "call the method (its default answers when it is missing)", section: Self.section)
            return super.visit(node)
        }
        guard requirement.defaultIsSound, !receiver.is(OptionalChainingExprSyntax.self) else {
            reportUnsound(node, requirement, written: written)
            return super.visit(node)
        }
        guard let visited = super.visit(node).as(FunctionCallExprSyntax.self),
            let visitedReceiver = visited.calledExpression.as(MemberAccessExprSyntax.self)?.base
        else { return super.visit(node) }
        let replacement: ExprSyntax
        if let forced = visitedReceiver.as(ForceUnwrapExprSyntax.self) {
            let check = "\(forced.expression.trimmedDescription) != nil"
            let bare =
                node.parent?.is(ConditionElementSyntax.self) == true
                || node.parent?.is(CodeBlockItemSyntax.self) == true
            replacement = _ParsedText.expression(bare ? check : "(\(check))")
        } else {
            replacement = ExprSyntax(BooleanLiteralExprSyntax(literal: .keyword(.true)))
        }
        context.rewrote(
            .optionalCall, at: node,
            "\(written) → \(replacement.trimmedDescription) "
                + "(\(requirement.protocolName).\(requirement.key) has a default)")
        return replacement.with(\.leadingTrivia, visited.leadingTrivia).with(\.trailingTrivia, visited.trailingTrivia)
    }

    func reportUnsound(_ node: some SyntaxProtocol, _ requirement: OptionalRequirementPass.Requirement, written: String)
    {
        let name = "\(requirement.protocolName).\(requirement.key)"
        if !requirement.isPorted {
            context.cannotPort("responds(to:)", at: node, "\(written): \(name) keeps no default", section: Self.section)
        } else if requirement.defaultIsSound {
            context.cannotPort(
                "responds(to:)", at: node, "\(written): write the check as `receiver != nil`", section: Self.section)
        } else {
            let value = requirement.defaultExpression.map { " (\($0))" } ?? ""
            context.cannotPort(
                "responds(to:)", at: node,
                "\(written): \(name) returns a value, and its default\(value) "
                    + "is not what this code does without the method: call it and use its answer",
                section: Self.section)
        }
    }

    /// The optional requirement `#selector(P.f(_:))` (or `#selector(getter: P.p)`) names.
    func resolveSelector(_ expression: ExprSyntax) -> OptionalRequirementPass.Requirement? {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            let argument = macro.arguments.first
        else { return nil }
        let reference: DeclReferenceExprSyntax
        var protocolName: String?
        if let access = argument.expression.as(MemberAccessExprSyntax.self) {
            reference = access.declName
            protocolName = access.base?.trimmedDescription
        } else if let name = argument.expression.as(DeclReferenceExprSyntax.self) {
            reference = name
        } else {
            return nil
        }
        let isGetter = argument.label?.text == "getter"
        let name = reference.baseName.text
        var candidates = (facts.byName[name] ?? []).filter { $0.isProperty == isGetter }
        if let protocolName { candidates = candidates.filter { $0.protocolName == protocolName } }
        if let arguments = reference.argumentNames {
            let key = name + "(" + arguments.arguments.map { $0.name.text + ":" }.joined() + ")"
            candidates = candidates.filter { $0.key == key }
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    private func reportRuntimeProtocol(_ node: FunctionCallExprSyntax) {
        let called =
            node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let called else { return }
        if Self.runtimeProtocolFunctions.contains(called) {
            context.cannotPort(
                "Objective-C protocol", at: node, "\(called) needs the Objective-C runtime", section: "objc-protocols")
        } else if called == "conforms", node.arguments.count == 1, node.arguments.first?.label?.text == "to",
            let type = node.arguments.first?.expression.as(MemberAccessExprSyntax.self),
            type.declName.baseName.text == "self", let base = type.base
        {
            context.cannotPort(
                "Objective-C protocol", at: node,
                "conforms(to: \(base.trimmedDescription).self) asks the Objective-C runtime: "
                    + "test `is \(base.trimmedDescription)` or `as? \(base.trimmedDescription)` instead",
                section: "objc-protocols")
        }
    }
}
