import SwiftSyntax

extension SelectorRewriter {
    /// How the closure holds the target: `[weak self]` and `self?`, or `[presenter]` and
    /// `presenter`.
    struct Capture {
        let list: String
        let receiver: String
    }

    /// The capture of `target`: weak for the APIs that do not retain their target (the call
    /// goes through `?`), strong for those that do. A strong capture of a target other than
    /// `self` needs to know whether the target is optional; nil when that cannot be told.
    func capture(
        _ target: ExprSyntax, strong: Bool, avoiding parameter: String,
        at node: some SyntaxProtocol
    ) -> Result<Capture, Unportable> {
        let text = target.trimmedDescription
        if text == "self" {
            return .success(
                strong ? Capture(list: "", receiver: "self") : Capture(list: "[weak self]", receiver: "self?"))
        }
        let identifier = target.as(DeclReferenceExprSyntax.self).flatMap {
            $0.argumentNames == nil ? $0.baseName.text : nil
        }
        let named = identifier.flatMap { $0 == parameter ? nil : $0 }
        if !strong {
            return .success(
                named.map { Capture(list: "[weak \($0)]", receiver: "\($0)?") }
                    ?? Capture(list: "[weak target = \(text)]", receiver: "target?"))
        }
        var property = identifier
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            property = member.declName.baseName.text
        }
        guard let property, let optional = isOptional(property, at: Syntax(node), localsToo: identifier != nil) else {
            return .failure(
                Unportable(
                    "cannot tell whether the target `\(text)` is optional; "
                        + "capture it in the closure by hand (the API retains its target)"))
        }
        let name = named ?? "target"
        return .success(
            Capture(list: named != nil ? "[\(name)]" : "[target = \(text)]", receiver: optional ? "\(name)?" : name))
    }

    /// Whether the variable `name` seen at `node` is optional: a parameter or local of an
    /// enclosing function (`localsToo`), or a property of the enclosing type; nil when its type
    /// is not written.
    func isOptional(_ name: String, at node: Syntax, localsToo: Bool) -> Bool? {
        func optional(_ type: TypeSyntax?) -> Bool? {
            guard let type else { return nil }
            return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        }
        var current = node.parent
        while localsToo, let scope = current {
            var parameters: FunctionParameterListSyntax?
            if let function = scope.as(FunctionDeclSyntax.self) {
                parameters = function.signature.parameterClause.parameters
            }
            if let initializer = scope.as(InitializerDeclSyntax.self) {
                parameters = initializer.signature.parameterClause.parameters
            }
            if let parameter = parameters?.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return optional(parameter.type)
            }
            if let body = scope.as(CodeBlockSyntax.self) {
                for item in body.statements {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return optional(
                            binding.typeAnnotation?.type
                                ?? SelectorMethodIndex.initializedType(binding.initializer?.value))
                    }
                }
            }
            if scope.is(MemberBlockSyntax.self) { break }
            current = scope.parent
        }
        guard let type = Self.enclosingType(of: node), let found = index.propertyType(name, in: type) else {
            return nil
        }
        return optional(found)
    }

    // MARK: The new call

    /// `callee(label: value, …) { closure }`, laid out like `original`: each argument takes the
    /// trivia of the original argument at its place, and the whole keeps the original's
    /// leading and trailing trivia. The closure is passed as the argument `label` where a
    /// trailing closure would not parse (a statement condition). Nil when a comment inside
    /// `original` would be lost.
    func call(
        replacing original: FunctionCallExprSyntax, callee: String, _ arguments: [(label: String?, value: String)],
        closure: (label: String, text: String)? = nil
    ) -> ExprSyntax? {
        var arguments = arguments
        var trailing = closure?.text
        if let closure, Self.isInCondition(original) {
            arguments.append((closure.label, closure.text))
            trailing = nil
        }
        let old = Array(original.arguments)
        var text = callee
        if !arguments.isEmpty || trailing == nil {
            text += "("
            for (offset, argument) in arguments.enumerated() {
                text += offset < old.count ? old[offset].leadingTrivia.description : ""
                text += argument.label.map { "\($0): " } ?? ""
                text += argument.value
                if offset < arguments.count - 1 {
                    text +=
                        "," + (offset < old.count ? old[offset].trailingComma?.trailingTrivia.description ?? " " : " ")
                }
            }
            text += (original.rightParen?.leadingTrivia.description ?? "") + ")"
        }
        if let trailing { text += " " + trailing }
        let expression = _ParsedText.expression(text)
        guard Self.comments(in: Syntax(expression)) == Self.comments(in: Syntax(original.trimmed)) else { return nil }
        return expression.with(\.leadingTrivia, original.leadingTrivia).with(\.trailingTrivia, original.trailingTrivia)
    }

    /// `original`'s callee with its last member renamed: `button.addTarget` → `button.addAction`.
    static func callee(_ original: FunctionCallExprSyntax, renamedTo name: String) -> String {
        guard let member = original.calledExpression.as(MemberAccessExprSyntax.self) else { return name }
        return member.with(\.declName, DeclReferenceExprSyntax(baseName: .identifier(name))).trimmedDescription
    }

    /// The argument labels of `call`, `_` for none.
    static func labels(of call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { $0.label?.text ?? "_" }
    }

    /// The name `call` calls: `addTarget` for `button.addTarget(…)`, `Timer` for `Timer(…)`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Whether `node` is in an `if`/`guard`/`while` condition or a `for` sequence, where a
    /// trailing closure does not parse.
    static func isInCondition(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node).parent
        var child = Syntax(node)
        while let parent = current {
            if parent.is(ConditionElementSyntax.self) { return true }
            if let loop = parent.as(ForStmtSyntax.self) { return loop.sequence.id == child.id }
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockSyntax.self)
            {
                return false
            }
            child = parent
            current = parent.parent
        }
        return false
    }

    /// The comments inside `node`, sorted.
    static func comments(in node: Syntax) -> [String] {
        node.tokens(viewMode: .sourceAccurate).flatMap { token in
            (token.leadingTrivia.pieces + token.trailingTrivia.pieces).compactMap { piece -> String? in
                switch piece {
                case .lineComment(let text), .blockComment(let text), .docLineComment(let text),
                    .docBlockComment(let text):
                    text
                default: nil
                }
            }
        }.sorted()
    }
}
