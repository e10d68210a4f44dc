import SwiftSyntax

/// Reading expressions as the parser leaves them (operators unfolded, in `SequenceExprSyntax`).
extension OptionalRequirementPass {
    /// Operators that bind less tightly than a comparison.
    static let logicalOperators: Set<String> = ["&&", "||"]
    /// Operators that bind less tightly than `??`.
    static let comparisonOperators: Set<String> = ["==", "!=", "<", "<=", ">", ">=", "===", "!==", "~="]

    /// Whether `type` is `T?`, `T!` or `Optional<T>`.
    static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" { return true }
        return false
    }

    /// The value that means "nothing" for a few well-known types: `false`, `0`, `""`, `.zero`.
    static func neutralValue(of type: TypeSyntax) -> String? {
        if type.is(ArrayTypeSyntax.self) { return "[]" }
        if type.is(DictionaryTypeSyntax.self) { return "[:]" }
        switch type.trimmedDescription {
        case "Bool": return "false"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "NSInteger",
            "NSUInteger", "CGFloat", "Double", "Float", "TimeInterval", "CFTimeInterval":
            return "0"
        case "String": return "\"\""
        case "CGSize", "CGRect", "CGPoint", "CGVector", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIOffset":
            return ".zero"
        case "CGAffineTransform", "CATransform3D": return ".identity"
        default: return nil
        }
    }

    /// Whether `expression` is the binary operator `text`.
    static func isOperator(_ text: String, _ expression: ExprSyntax) -> Bool {
        expression.as(BinaryOperatorExprSyntax.self)?.operator.text == text
    }

    /// Whether `elements[from...to]` of an unfolded sequence form one operation: the operators
    /// just outside bind less tightly than `??` (or, with `comparisons: false`, than `==`).
    static func isBounded(_ elements: [ExprSyntax], from: Int, to: Int, comparisons: Bool = true) -> Bool {
        func loose(_ index: Int) -> Bool {
            guard elements.indices.contains(index) else { return true }
            let element = elements[index]
            if element.is(AssignmentExprSyntax.self) || element.is(UnresolvedTernaryExprSyntax.self) { return true }
            guard let text = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
            return logicalOperators.contains(text) || (comparisons && comparisonOperators.contains(text))
        }
        return loose(from - 1) && loose(to + 1)
    }

    /// `expression` as a fallback a default may return: a literal or a static member
    /// (`true`, `44`, `-1`, `"…"`, `.zero`, `UIEdgeInsets.zero`).
    static func simpleFallback(_ expression: ExprSyntax) -> String? {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self)
        {
            return expression.trimmedDescription
        }
        if let string = expression.as(StringLiteralExprSyntax.self),
            string.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
        {
            return expression.trimmedDescription
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            prefix.expression.is(IntegerLiteralExprSyntax.self) || prefix.expression.is(FloatLiteralExprSyntax.self)
        {
            return expression.trimmedDescription
        }
        if let access = expression.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil {
            guard let base = access.base else { return expression.trimmedDescription }
            if let type = base.as(DeclReferenceExprSyntax.self), type.baseName.text.first?.isUppercase == true {
                return expression.trimmedDescription
            }
        }
        return nil
    }

    /// The member of an optional call — `receiver.member?(…)` or `receiver.member!(…)` — if
    /// `call` is one.
    static func optionalCallee(_ call: FunctionCallExprSyntax) -> MemberAccessExprSyntax? {
        let inner =
            call.calledExpression.as(OptionalChainingExprSyntax.self)?.expression
            ?? call.calledExpression.as(ForceUnwrapExprSyntax.self)?.expression
        guard let access = inner?.as(MemberAccessExprSyntax.self), access.base != nil else { return nil }
        return access
    }

    /// Whether `expression`'s value is optional because of an optional chain in it
    /// (`delegate?.x`, `(a as? P)?.y`), rather than certainly present.
    static func hasOptionalChain(_ expression: ExprSyntax?) -> Bool {
        var current = expression
        while let expression = current {
            if expression.is(OptionalChainingExprSyntax.self) { return true }
            if let access = expression.as(MemberAccessExprSyntax.self) {
                current = access.base
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let force = expression.as(ForceUnwrapExprSyntax.self) {
                current = force.expression
            } else {
                return false
            }
        }
        return false
    }

    /// The call `receiver.responds(to: #selector(…))`, split: the receiver and the selector.
    static func respondsCall(_ expression: ExprSyntax) -> (receiver: ExprSyntax, selector: ExprSyntax)? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.text == "responds", let receiver = access.base,
            call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "to",
            call.trailingClosure == nil
        else { return nil }
        return (receiver, argument.expression)
    }
}
