import SwiftSyntax

/// The methods of every type declared in the module, for resolving what a `#selector` names:
/// its parameters (so that the closure passes the sender, cast where needed) and whether its
/// type is main-actor isolated (so that a `@Sendable` Foundation block can call it).
struct SelectorMethodIndex {
    /// One method declared in the module.
    struct Method {
        /// The type (or extended type) that declares it.
        let owner: String
        /// The base name: `handlePan`.
        let name: String
        /// The argument labels, `_` for none: `["_"]`.
        let labels: [String]
        /// The parameters' types as written: `["UIPanGestureRecognizer"]`.
        let parameterTypes: [String]
        /// Whether a call needs `try` or `await`, or the method is `static`/`class`.
        let cannotBeCalledPlainly: Bool
        /// Whether the method itself is marked `@MainActor`.
        let isMainActor: Bool

        /// The selector spelling of its name: `handlePan(_:)`, `close`.
        var selectorName: String { labels.isEmpty ? name : "\(name)(\(labels.map { "\($0):" }.joined()))" }
    }

    /// A type's facts gathered over its declaration and extensions.
    private struct TypeFacts {
        var superclass: String?
        var inherited: [String] = []
        var isMainActor = false
        var methods: [Method] = []
        /// Stored and computed properties: name → type as written, or nil when not written.
        var properties: [String: TypeSyntax?] = [:]
    }

    private var types: [String: TypeFacts] = [:]

    /// UIKit classes that are not main-actor isolated (every other `UI…` type is).
    static let nonisolatedUIKitTypes: Set<String> = [
        "UIBezierPath", "UIColor", "UIConfigurationState", "UIFont", "UIImage", "UIGraphicsImageRenderer",
        "UIGraphicsImageRendererContext", "UIGraphicsImageRendererFormat", "UIGraphicsRenderer",
        "UIGraphicsRendererContext", "UIGraphicsRendererFormat"
    ]

    init(module: PortModule) {
        for file in module.files {
            for declaration in file.tree.statements.compactMap({ $0.item.as(DeclSyntax.self) }) {
                collect(declaration)
            }
        }
    }

    private mutating func collect(_ declaration: DeclSyntax) {
        let name: String
        let members: MemberBlockItemListSyntax
        let attributes: AttributeListSyntax
        var inherited: [String] = []
        var isClass = false
        if let decl = declaration.as(ClassDeclSyntax.self) {
            (name, members, attributes, isClass) = (decl.name.text, decl.memberBlock.members, decl.attributes, true)
            inherited = decl.inheritanceClause?.inheritedTypes.map { Self.simpleName($0.type) } ?? []
        } else if let decl = declaration.as(StructDeclSyntax.self) {
            (name, members, attributes) = (decl.name.text, decl.memberBlock.members, decl.attributes)
        } else if let decl = declaration.as(EnumDeclSyntax.self) {
            (name, members, attributes) = (decl.name.text, decl.memberBlock.members, decl.attributes)
        } else if let decl = declaration.as(ActorDeclSyntax.self) {
            (name, members, attributes) = (decl.name.text, decl.memberBlock.members, decl.attributes)
        } else if let decl = declaration.as(ExtensionDeclSyntax.self) {
            (name, members, attributes) = (
                Self.simpleName(decl.extendedType), decl.memberBlock.members, decl.attributes
            )
            inherited = decl.inheritanceClause?.inheritedTypes.map { Self.simpleName($0.type) } ?? []
        } else {
            return
        }
        var facts = types[name] ?? TypeFacts()
        if isClass, let first = inherited.first { facts.superclass = first }
        facts.inherited += inherited
        if Self.hasMainActor(attributes) { facts.isMainActor = true }
        for member in members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let parameters = function.signature.parameterClause.parameters
                let effects = function.signature.effectSpecifiers
                let isStatic = function.modifiers.contains { ["static", "class"].contains($0.name.text) }
                facts.methods.append(
                    Method(
                        owner: name, name: function.name.text,
                        labels: parameters.map { $0.firstName.text },
                        parameterTypes: parameters.map { $0.type.trimmedDescription },
                        cannotBeCalledPlainly: effects?.throwsClause != nil || effects?.asyncSpecifier != nil
                            || isStatic,
                        isMainActor: Self.hasMainActor(function.attributes)))
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    facts.properties[identifier.identifier.text] =
                        binding.typeAnnotation?.type
                        ?? Self.initializedType(binding.initializer?.value)
                }
            } else {
                collect(member.decl)
            }
        }
        types[name] = facts
    }

    /// `Foo` for `Module.Foo`, `Foo<T>`, `Foo?`.
    static func simpleName(_ type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let optional = type.as(OptionalTypeSyntax.self) { return simpleName(optional.wrappedType) }
        return type.trimmedDescription
    }

    static func hasMainActor(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }
    }

    /// The type of a property initialised without an annotation, when the initializer says it:
    /// `Presenter(…)` is a `Presenter`.
    static func initializedType(_ value: ExprSyntax?) -> TypeSyntax? {
        guard let call = value?.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            callee.baseName.text.first?.isUppercase == true
        else { return nil }
        return TypeSyntax(IdentifierTypeSyntax(name: callee.baseName.trimmed))
    }

    /// The methods named `name` (with `labels`, when given) that a `type` instance has: its own,
    /// its extensions', and its superclasses' in the module; every type's when `type` is nil.
    /// An override and the method it overrides count once.
    func methods(named name: String, labels: [String]?, in type: String?) -> [Method] {
        var found: [Method] = []
        let owners = type.map { superclassChain(of: $0) } ?? types.keys.sorted()
        for owner in owners {
            for method in types[owner]?.methods ?? []
            where method.name == name && (labels == nil || labels! == method.labels) {
                if !found.contains(where: { $0.labels == method.labels && $0.parameterTypes == method.parameterTypes })
                {
                    found.append(method)
                }
            }
        }
        return found
    }

    /// `type`, then its superclasses declared in the module.
    func superclassChain(of type: String) -> [String] {
        var chain: [String] = []
        var next: String? = type
        while let current = next, !chain.contains(current) {
            chain.append(current)
            next = types[current]?.superclass
        }
        return chain
    }

    /// Whether instances of `type` are main-actor isolated: marked `@MainActor`, or deriving
    /// from (or, in the Swift 5 mode, conforming on its declaration to) a UIKit type that is.
    func isMainActor(_ type: String) -> Bool {
        for current in superclassChain(of: type) {
            guard let facts = types[current] else { return isIsolatedUIKitType(current) }
            if facts.isMainActor || facts.inherited.contains(where: isIsolatedUIKitType) { return true }
        }
        return false
    }

    private func isIsolatedUIKitType(_ name: String) -> Bool {
        name.hasPrefix("UI") && types[name] == nil && !Self.nonisolatedUIKitTypes.contains(name)
    }

    /// The declared type of property `name` of `type` (or its superclasses), when written.
    func propertyType(_ name: String, in type: String) -> TypeSyntax?? {
        for current in superclassChain(of: type) {
            if let found = types[current]?.properties[name] { return .some(found) }
        }
        return nil
    }
}
