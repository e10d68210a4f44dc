import SwiftSyntax

/// Operators around optional calls: `delegate?.responds(to: …) == true` becomes
/// `delegate != nil`, `d.responds(to: …)` as one condition of several goes, and a `?? fallback`
/// after a call that no longer returns an optional goes.
extension OptionalRequirementPass.Rewriter {
    private enum SequenceEdit {
        /// `receiver?.responds(to: …) == true` (at the index) becomes `receiver != nil` (or `==`).
        case responds(Int, newOperator: String)
        /// `call ?? fallback` (the call at the index) becomes `call`.
        case dropFallback(Int)

        var index: Int {
            switch self {
            case .responds(let index, _), .dropFallback(let index): index
            }
        }
    }

    func rewriteSequence(_ node: SequenceExprSyntax) -> ExprSyntax {
        let elements = Array(node.elements)
        var edits: [SequenceEdit] = []
        var index = 0
        while index + 2 < elements.count {
            if let edit = respondsEdit(elements, at: index) ?? fallbackEdit(elements, at: index) {
                edits.append(edit)
                index += 3
            } else {
                index += 1
            }
        }
        let visited = super.visit(node)
        guard !edits.isEmpty, let sequence = visited.as(SequenceExprSyntax.self),
            sequence.elements.count == elements.count
        else {
            return visited
        }
        var result = Array(sequence.elements)
        for edit in edits.reversed() {
            let index = edit.index
            switch edit {
            case .responds(_, let newOperator):
                guard let call = result[index].as(FunctionCallExprSyntax.self),
                    let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?
                        .as(OptionalChainingExprSyntax.self)?.expression,
                    let operatorExpression = result[index + 1].as(BinaryOperatorExprSyntax.self)
                else { continue }
                result[index] = receiver.with(\.leadingTrivia, call.leadingTrivia).with(
                    \.trailingTrivia, call.trailingTrivia)
                result[index + 1] = ExprSyntax(
                    operatorExpression.with(
                        \.operator,
                        operatorExpression.operator.with(\.tokenKind, .binaryOperator(newOperator))))
                let literal = result[index + 2]
                result[index + 2] = ExprSyntax(
                    NilLiteralExprSyntax(
                        nilKeyword: .keyword(
                            .nil,
                            leadingTrivia: literal.leadingTrivia, trailingTrivia: literal.trailingTrivia)))
            case .dropFallback:
                result[index] = result[index].with(\.trailingTrivia, result[index + 2].trailingTrivia)
                result.removeSubrange((index + 1)...(index + 2))
            }
        }
        if result.count == 1 { return result[0] }
        return ExprSyntax(sequence.with(\.elements, ExprListSyntax(result)))
    }

    /// `receiver?.responds(to: S) == true`, `!= true` or `?? false` at `index`.
    private func respondsEdit(_ elements: [ExprSyntax], at index: Int) -> SequenceEdit? {
        guard let (receiver, selector) = OptionalRequirementPass.respondsCall(elements[index]),
            let optional = receiver.as(OptionalChainingExprSyntax.self),
            let operatorText = elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text,
            let literal = elements[index + 2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind,
            OptionalRequirementPass.isBounded(elements, from: index, to: index + 2, comparisons: false)
        else { return nil }
        let newOperator: String
        switch (operatorText, literal) {
        case ("==", .keyword(.true)), ("??", .keyword(.false)): newOperator = "!="
        case ("!=", .keyword(.true)): newOperator = "=="
        default: return nil
        }
        handled.insert(elements[index].id)
        let written = "responds(to: \(selector.trimmedDescription))"
        guard let requirement = resolveSelector(selector) else {
            context.cannotPort(
                "responds(to:)", at: elements[index],
                "\(written): not an optional method of a protocol of "
                    + "the module; call the method (its default answers when it is missing)",
                section: Self.section)
            return nil
        }
        guard requirement.defaultIsSound else {
            reportUnsound(elements[index], requirement, written: written)
            return nil
        }
        let check = "\(optional.expression.trimmedDescription) \(newOperator) nil"
        context.rewrote(
            .optionalCall, at: elements[index],
            "\(written) → \(check) (\(requirement.protocolName).\(requirement.key) has a default)")
        return .responds(index, newOperator: newOperator)
    }

    /// `receiver.f?(x) ?? fallback` at `index`, where the receiver is there and `f` returns a
    /// value that is not optional: the fallback can no longer be reached.
    private func fallbackEdit(_ elements: [ExprSyntax], at index: Int) -> SequenceEdit? {
        guard OptionalRequirementPass.isOperator("??", elements[index + 1]),
            let call = elements[index].as(FunctionCallExprSyntax.self),
            let access = OptionalRequirementPass.optionalCallee(call),
            !OptionalRequirementPass.hasOptionalChain(access.base),
            let requirement = facts.requirement(
                called: access.declName.baseName.text, labels: MemberSyntax.labels(of: call)),
            requirement.isPorted, requirement.type != nil, !requirement.returnsOptional,
            OptionalRequirementPass.isBounded(elements, from: index, to: index + 2)
        else { return nil }
        context.rewrote(
            .optionalCall, at: elements[index + 1],
            "?? \(elements[index + 2].trimmedDescription) dropped (\(requirement.key) no longer returns an optional)")
        return .dropFallback(index)
    }

    func rewriteConditions(_ node: ConditionElementListSyntax) -> ConditionElementListSyntax {
        var removed: [Int] = []
        for (index, element) in node.enumerated() {
            guard case .expression(let expression) = element.condition,
                let (receiver, selector) = OptionalRequirementPass.respondsCall(expression),
                !receiver.is(OptionalChainingExprSyntax.self), !receiver.is(ForceUnwrapExprSyntax.self),
                let requirement = resolveSelector(selector), requirement.defaultIsSound
            else { continue }
            removed.append(index)
        }
        if removed.count == node.count { removed.removeLast() }  // one condition stays (as `true`)
        for index in removed {
            let element = node[node.index(node.startIndex, offsetBy: index)]
            guard case .expression(let expression) = element.condition,
                let (_, selector) = OptionalRequirementPass.respondsCall(expression),
                let requirement = resolveSelector(selector)
            else { continue }
            handled.insert(expression.id)
            context.rewrote(
                .optionalCall, at: element,
                "responds(to: \(selector.trimmedDescription)) condition removed "
                    + "(\(requirement.protocolName).\(requirement.key) has a default)")
        }
        let visited = super.visit(node)
        guard !removed.isEmpty, visited.count == node.count else { return visited }
        var items = Array(visited)
        for index in removed.reversed() {
            let gone = items[index]
            if index == items.count - 1 {
                items[index - 1] = items[index - 1].with(\.trailingComma, nil).with(
                    \.trailingTrivia, gone.trailingTrivia)
            } else if index == 0 {
                items[1] = items[1].with(\.leadingTrivia, gone.leadingTrivia)
            }
            items.remove(at: index)
        }
        return ConditionElementListSyntax(items)
    }
}
