import SwiftParser
import SwiftSyntax

/// The protocols: `optional` goes, the defaults go into an extension right after the protocol,
/// and an `@objc` protocol stays class-bound.
extension OptionalRequirementPass.Rewriter {
    static let section = "optional-protocol-methods"

    func rewriteProtocol(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let requirements = facts.requirements[node.name.text] ?? []
        var result = node
        if node.parent?.is(CodeBlockItemSyntax.self) != true {
            if node.memberBlock.members.contains(where: { isOptional($0.decl) }) {
                context.cannotPort(
                    "optional requirement", at: node,
                    "\(node.name.text) is nested in a type: move it to the top level, then port again",
                    section: Self.section)
            }
            return DeclSyntax(node)
        }
        var members: [MemberBlockItemSyntax] = []
        for member in node.memberBlock.members {
            guard isOptional(member.decl) else {
                members.append(member)
                continue
            }
            let key = MemberSyntax.key(of: member.decl)
            guard let requirement = requirements.first(where: { $0.key == key }) else {
                context.cannotPort(
                    "optional requirement", at: member.decl,
                    "\(node.name.text): an optional \(member.decl.kind == .subscriptDecl ? "subscript" : "requirement") "
                        + "has no default form: make it required and implement it in an extension",
                    section: Self.section)
                members.append(member)
                continue
            }
            guard requirement.isPorted, let stripped = withoutOptional(member.decl) else {
                if case .unknown(let type) = requirement.value {
                    context.cannotPort(
                        "optional requirement", at: member.decl,
                        "\(node.name.text).\(key ?? ""): no default for \(type) and no fallback at the call sites: "
                            + "give it one in an extension of \(node.name.text) (the protocol is left as written "
                            + "until then)",
                        section: Self.section)
                }
                members.append(member)
                continue
            }
            context.rewrote(
                .optionalRequirement, at: member.decl, "\(node.name.text).\(requirement.key): \(describe(requirement))")
            members.append(member.with(\.decl, stripped))
        }
        result.memberBlock.members = MemberBlockItemListSyntax(members)
        if isObjC(node.attributes) && node.inheritanceClause == nil && !requirements.contains(where: \.blockedBySibling)
        {
            result.name = node.name.with(\.trailingTrivia, [])
            result.inheritanceClause = InheritanceClauseSyntax(
                colon: .colonToken(trailingTrivia: .space),
                inheritedTypes: [
                    InheritedTypeSyntax(
                        type: TypeSyntax(
                            IdentifierTypeSyntax(
                                name: .identifier("AnyObject", trailingTrivia: node.name.trailingTrivia))))
                ]
            )
            context.rewrote(
                .optionalRequirement, at: node, "\(node.name.text): AnyObject (an @objc protocol is class-bound)")
        }
        return DeclSyntax(result)
    }

    /// `items` (the visited `original`) with each protocol's extension of defaults after it.
    func addDefaults(to items: CodeBlockItemListSyntax, original: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var result = Array(items)
        for (index, item) in original.enumerated().reversed() {
            guard let node = item.item.as(ProtocolDeclSyntax.self), let defaults = defaultsExtension(for: node) else {
                continue
            }
            result.insert(defaults, at: index + 1)
        }
        return result.count == items.count ? items : CodeBlockItemListSyntax(result)
    }

    private func defaultsExtension(for node: ProtocolDeclSyntax) -> CodeBlockItemSyntax? {
        let requirements = (facts.requirements[node.name.text] ?? []).filter { requirement in
            node.memberBlock.members.contains {
                isOptional($0.decl) && MemberSyntax.key(of: $0.decl) == requirement.key
            }
        }
        let members = requirements.compactMap(defaultMember)
        guard !members.isEmpty else { return nil }
        let outer = MemberSyntax.indentation(of: node.leadingTrivia) ?? ""
        let inner =
            node.memberBlock.members.first.flatMap { MemberSyntax.indentation(of: $0.leadingTrivia) } ?? outer + "    "
        let access = node.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        var text = "\(access)extension \(node.name.text) {\n"
        for member in members { text += inner + member + "\n" }
        text += outer + "}"
        let parsed = Parser.parse(source: text).statements.first!
        return parsed.with(\.leadingTrivia, Trivia(pieces: [.newlines(2)] + MemberSyntax.whitespace(outer)))
    }

    /// The default of `requirement`, written as a member of the protocol's extension.
    private func defaultMember(_ requirement: OptionalRequirementPass.Requirement) -> String? {
        let value: String
        guard requirement.isPorted else { return nil }
        switch requirement.value {
        case .existing, .unknown: return nil
        case .nothing: value = ""
        default: value = requirement.defaultExpression ?? ""
        }
        if let function = requirement.decl.as(FunctionDeclSyntax.self) {
            let modifiers = function.modifiers.filter { ["static", "mutating", "nonmutating"].contains($0.name.text) }
            var text = modifiers.map { $0.name.text + " " }.joined() + "func " + function.name.text
            text += (function.genericParameterClause?.trimmedDescription ?? "") + function.signature.trimmedDescription
            if let whereClause = function.genericWhereClause { text += " " + whereClause.trimmedDescription }
            return text + (value.isEmpty ? " {}" : " { \(value) }")
        }
        if let variable = requirement.decl.as(VariableDeclSyntax.self), let type = requirement.type {
            let isStatic = variable.modifiers.contains { $0.name.text == "static" }
            let head = (isStatic ? "static " : "") + "var \(requirement.name): \(type.trimmedDescription)"
            return head + (requirement.isSettable ? " { get { \(value) } set {} }" : " { \(value) }")
        }
        return nil
    }

    private func describe(_ requirement: OptionalRequirementPass.Requirement) -> String {
        let verb = requirement.isProperty ? "is" : "returns"
        switch requirement.value {
        case .nothing: return "default does nothing"
        case .none: return "default \(verb) nil"
        case .fallback(let value): return "default \(verb) \(value) (the call sites' fallback)"
        case .neutral(let value, let type, let disagreeing):
            let why =
                disagreeing.isEmpty ? "" : "; the call sites' fallbacks differ: " + disagreeing.joined(separator: ", ")
            return "default \(verb) \(value) (\(type)'s neutral value\(why))"
        case .existing: return "no longer optional (an extension already implements it)"
        case .unknown: return ""
        }
    }

    private func isOptional(_ decl: DeclSyntax) -> Bool {
        MemberSyntax.modifiers(of: decl).map { MemberSyntax.has("optional", in: $0) } ?? false
    }

    private func isObjC(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
    }

    /// `decl` without `optional` and `@objc`, keeping its leading trivia (doc comments).
    private func withoutOptional(_ decl: DeclSyntax) -> DeclSyntax? {
        func strip<Decl: WithAttributesSyntax & WithModifiersSyntax>(_ node: Decl) -> Decl {
            var node = node
            node.attributes = node.attributes.filter {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "objc"
            }
            node.modifiers = node.modifiers.filter { $0.name.text != "optional" }
            node.leadingTrivia = decl.leadingTrivia
            return node
        }
        if let function = decl.as(FunctionDeclSyntax.self) { return DeclSyntax(strip(function)) }
        if let variable = decl.as(VariableDeclSyntax.self) { return DeclSyntax(strip(variable)) }
        return nil
    }
}
