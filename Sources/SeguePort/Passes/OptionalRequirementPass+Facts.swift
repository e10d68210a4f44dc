import SwiftSyntax

extension OptionalRequirementPass {
    /// One `@objc optional` requirement of a protocol of the module.
    struct Requirement {
        /// Where the default comes from.
        enum Default: Equatable {
            /// A method that returns nothing: an empty body.
            case nothing
            /// An optional type: `nil`.
            case none
            /// The fallback every call site of the module gives (`?? 44`).
            case fallback(String)
            /// The neutral value of a known type (`false`, `0`, `.zero`); `disagreeing` holds
            /// the call sites' fallbacks when they differ.
            case neutral(String, type: String, disagreeing: [String])
            /// An extension of the protocol in the module already implements it.
            case existing
            /// No default can be chosen: reported, and the requirement is left as it is.
            case unknown(type: String)
        }

        let protocolName: String
        /// `name(label:_:)` for a method, `name` for a property.
        let key: String
        let name: String
        let isProperty: Bool
        /// A `{ get set }` property.
        let isSettable: Bool
        /// The declaration in the protocol (original tree).
        let decl: DeclSyntax
        /// The result or property type; `nil` for a method that returns nothing.
        let type: TypeSyntax?
        var value: Default = .nothing

        /// Whether the result is an optional type (so a call's `?? fallback` stays meaningful).
        var returnsOptional: Bool {
            guard let type else { return false }
            return OptionalRequirementPass.isOptional(type)
        }

        /// The expression the default returns, if there is one.
        var defaultExpression: String? {
            switch value {
            case .nothing, .existing, .unknown: nil
            case .none: "nil"
            case .fallback(let value), .neutral(let value, _, _): value
            }
        }

        /// Whether code that asked `responds(to:)` before calling keeps its meaning when it
        /// calls the default instead: a method that returns nothing, or one whose default is
        /// the module's own fallback.
        var defaultIsSound: Bool {
            switch value {
            case .nothing, .fallback: true
            default: false
            }
        }

        /// Set when another optional requirement of the same protocol has no default: the
        /// protocol is then left whole, so that it stays consistent (`optional` needs `@objc`).
        var blockedBySibling = false

        /// Whether the requirement is rewritten (it has, or is given, a default).
        var isPorted: Bool {
            if case .unknown = value { return false }
            return !blockedBySibling
        }
    }

    /// What the pass learns from the whole module before rewriting any file.
    struct Facts {
        /// Optional requirements by protocol name, in declaration order.
        var requirements: [String: [Requirement]] = [:]
        /// Optional requirements by member name (every protocol).
        var byName: [String: [Requirement]] = [:]
        /// The names of every property declared in the module: a `?(` after one calls a closure.
        var propertyNames: Set<String> = []
        /// Members that extensions of a protocol already declare, as `Protocol.key`.
        var extensionMembers: Set<String> = []
        /// The fallbacks the call sites give to each requirement key (`?? true`).
        var fallbacks: [String: [String]] = [:]
        /// Methods of subclasses that a superclass's conformance hides (see
        /// ``OptionalRequirementPass/subclassPitfalls(in:requirements:)``).
        var subclassPitfalls: [String: [String: (String, String)]] = [:]

        init(module: PortModule) {
            for file in module.files {
                let scanner = Scanner(viewMode: .sourceAccurate)
                scanner.walk(file.tree)
                for requirement in scanner.requirements {
                    requirements[requirement.protocolName, default: []].append(requirement)
                }
                propertyNames.formUnion(scanner.propertyNames)
                extensionMembers.formUnion(scanner.extensionMembers)
            }
            for requirement in requirements.values.joined() {
                byName[requirement.name, default: []].append(requirement)
            }
            for file in module.files {
                let collector = FallbackCollector(requirements: byName)
                collector.walk(file.tree)
                for (key, values) in collector.fallbacks { fallbacks[key, default: []] += values }
            }
            for (name, list) in requirements {
                let chosen = list.map { requirement in
                    var requirement = requirement
                    requirement.value = chooseDefault(for: requirement)
                    return requirement
                }
                let blocked = chosen.contains { if case .unknown = $0.value { true } else { false } }
                requirements[name] = chosen.map { requirement in
                    var requirement = requirement
                    requirement.blockedBySibling = blocked
                    return requirement
                }
            }
            byName = [:]
            for requirement in requirements.values.joined() {
                byName[requirement.name, default: []].append(requirement)
            }
            subclassPitfalls = OptionalRequirementPass.subclassPitfalls(in: module, requirements: requirements)
        }

        private func chooseDefault(for requirement: Requirement) -> Requirement.Default {
            if extensionMembers.contains("\(requirement.protocolName).\(requirement.key)") { return .existing }
            guard let type = requirement.type else { return .nothing }
            if OptionalRequirementPass.isOptional(type) { return .none }
            let seen = fallbacks[requirement.key] ?? []
            let distinct = seen.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            if distinct.count == 1 { return .fallback(distinct[0]) }
            let typeName = type.trimmedDescription
            if let neutral = OptionalRequirementPass.neutralValue(of: type) {
                return .neutral(neutral, type: typeName, disagreeing: distinct)
            }
            return .unknown(type: typeName)
        }

        /// The requirement a call of `name` with `labels` calls, if it is an optional
        /// requirement of a protocol of the module.
        func requirement(called name: String, labels: [String]) -> Requirement? {
            byName[name]?.first { !$0.isProperty && MemberSyntax.call(name, labels, matches: $0.key) }
        }
    }

    /// Finds optional requirements, property names and protocol extension members.
    private final class Scanner: SyntaxVisitor {
        var requirements: [Requirement] = []
        var propertyNames: Set<String> = []
        var extensionMembers: Set<String> = []

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            for member in node.memberBlock.members {
                let decl = member.decl
                guard let modifiers = MemberSyntax.modifiers(of: decl), MemberSyntax.has("optional", in: modifiers),
                    let key = MemberSyntax.key(of: decl)
                else { continue }
                if let function = decl.as(FunctionDeclSyntax.self) {
                    var type = function.signature.returnClause?.type
                    if let returned = type, ["Void", "()"].contains(returned.trimmedDescription) { type = nil }
                    requirements.append(
                        Requirement(
                            protocolName: node.name.text, key: key, name: function.name.text,
                            isProperty: false, isSettable: false, decl: decl, type: type))
                } else if let variable = decl.as(VariableDeclSyntax.self),
                    let binding = variable.bindings.first, let type = binding.typeAnnotation?.type
                {
                    let settable =
                        binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self)?
                        .contains { $0.accessorSpecifier.tokenKind == .keyword(.set) } ?? false
                    requirements.append(
                        Requirement(
                            protocolName: node.name.text, key: key, name: key,
                            isProperty: true, isSettable: settable, decl: decl, type: type))
                }
            }
            return .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                node.parent?.parent?.is(VariableDeclSyntax.self) == true,
                node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
            {
                propertyNames.insert(name)
            }
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let extended = node.extendedType.trimmedDescription
            for member in node.memberBlock.members {
                if let key = MemberSyntax.key(of: member.decl) { extensionMembers.insert("\(extended).\(key)") }
            }
            return .visitChildren
        }
    }

    /// Collects the fallbacks given to optional requirements: `delegate?.f?(x) ?? true`,
    /// `delegate?.height ?? 44`.
    private final class FallbackCollector: SyntaxVisitor {
        let requirements: [String: [Requirement]]
        var fallbacks: [String: [String]] = [:]

        init(requirements: [String: [Requirement]]) {
            self.requirements = requirements
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            for index in elements.indices.dropFirst().dropLast()
            where OptionalRequirementPass.isOperator("??", elements[index])
                && OptionalRequirementPass.isBounded(elements, from: index - 1, to: index + 1)
            {
                guard let fallback = OptionalRequirementPass.simpleFallback(elements[index + 1]),
                    let key = requirementKey(elements[index - 1])
                else { continue }
                fallbacks[key, default: []].append(fallback)
            }
            return .visitChildren
        }

        private func requirementKey(_ expression: ExprSyntax) -> String? {
            if let call = expression.as(FunctionCallExprSyntax.self),
                let access = OptionalRequirementPass.optionalCallee(call)
            {
                let labels = MemberSyntax.labels(of: call)
                return requirements[access.declName.baseName.text]?
                    .first { !$0.isProperty && MemberSyntax.call($0.name, labels, matches: $0.key) }?.key
            }
            if let access = expression.as(MemberAccessExprSyntax.self),
                access.base?.is(OptionalChainingExprSyntax.self) == true
            {
                return requirements[access.declName.baseName.text]?.first { $0.isProperty }?.key
            }
            return nil
        }
    }
}
