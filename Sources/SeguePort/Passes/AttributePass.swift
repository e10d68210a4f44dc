import SwiftSyntax

/// Removes the attributes that only the Objective-C runtime and Interface Builder understand:
/// `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@IBAction`,
/// `@IBInspectable`, `@IBDesignable`, `@IBSegueAction`, `@GKInspectable`, and `dynamic` on
/// members that were `@objc` (or in an `@objcMembers` class).
///
/// What Swift still needs stays: `weak` on an outlet, `override`, access levels. An `@objc`
/// protocol loses `@objc` but stays class-bound (`AnyObject` is added where nothing else makes
/// it so), because `weak var delegate: P?` needs that. `@objc` on an `optional` requirement is
/// left for the optional-requirement pass, which reports what it cannot rewrite.
struct AttributePass: PortPass {
    static let removable: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable"
    ]

    init(module: PortModule) {}

    func rewrite(_ file: SourceFileSyntax, in context: PortContext) -> SourceFileSyntax {
        Rewriter(context: context).rewrite(file).cast(SourceFileSyntax.self)
    }

    private final class Rewriter: PortRewriter {

        override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax { DeclSyntax(strip(node, super.visit(node))) }
        override func visit(_ node: VariableDeclSyntax) -> DeclSyntax { DeclSyntax(strip(node, super.visit(node))) }
        override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax { DeclSyntax(strip(node, super.visit(node))) }
        override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax { DeclSyntax(strip(node, super.visit(node))) }
        override func visit(_ node: ClassDeclSyntax) -> DeclSyntax { DeclSyntax(strip(node, super.visit(node))) }
        override func visit(_ node: StructDeclSyntax) -> DeclSyntax { DeclSyntax(strip(node, super.visit(node))) }
        override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { DeclSyntax(strip(node, super.visit(node))) }
        override func visit(_ node: EnumCaseDeclSyntax) -> DeclSyntax { DeclSyntax(strip(node, super.visit(node))) }
        override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax { DeclSyntax(strip(node, super.visit(node))) }

        override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
            let wasObjC = node.attributes.contains { Self.name(of: $0) == "objc" }
            var stripped = strip(node, super.visit(node))
            let removedObjC = wasObjC && !stripped.attributes.contains { Self.name(of: $0) == "objc" }
            if removedObjC && !Self.isClassBound(stripped) {
                stripped = Self.addingAnyObject(to: stripped)
                context.rewrote(
                    .attribute, at: node.name,
                    "AnyObject added to @objc protocol \(node.name.text), which was class-bound")
            }
            return DeclSyntax(stripped)
        }

        /// `visited` (the rewritten form of `original`) without its Objective-C attributes.
        private func strip<D: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(
            _ original: D, _ visited: DeclSyntax
        ) -> D {
            let decl = visited.cast(D.self)
            // `optional` needs `@objc` on the requirement and on its protocol: while one is left,
            // both stay (the optional-requirement pass reports why it could not rewrite it).
            let isOptional =
                original.modifiers.contains { $0.name.tokenKind == .keyword(.optional) }
                || original.as(ProtocolDeclSyntax.self)?.memberBlock.members.contains {
                    $0.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
                        $0.name.tokenKind == .keyword(.optional)
                    } == true
                } == true
            var attributes: Set<Int> = []
            var removedObjC = false
            for (index, element) in original.attributes.enumerated() {
                guard let name = Self.name(of: element), AttributePass.removable.contains(name) else { continue }
                if name == "objc" && isOptional { continue }
                attributes.insert(index)
                removedObjC = removedObjC || name == "objc"
                context.rewrote(.attribute, at: element, "@\(name) removed")
            }
            var modifiers: Set<Int> = []
            if removedObjC || Self.isInObjCMembersClass(Syntax(original)) {
                for (index, modifier) in original.modifiers.enumerated()
                where modifier.name.tokenKind == .keyword(.dynamic) {
                    modifiers.insert(index)
                    context.rewrote(.attribute, at: modifier, "dynamic removed")
                }
            }
            guard !attributes.isEmpty || !modifiers.isEmpty else { return decl }
            return _ElementRemoval.removing(attributes: attributes, modifiers: modifiers, from: decl)
        }

        static func name(of element: AttributeListSyntax.Element) -> String? {
            guard case .attribute(let attribute) = element else { return nil }
            return attribute.attributeName.trimmedDescription
        }

        private static func isInObjCMembersClass(_ node: Syntax) -> Bool {
            var parent = node.parent
            while let current = parent {
                if let type = current.as(ClassDeclSyntax.self) {
                    return type.attributes.contains { name(of: $0) == "objcMembers" }
                }
                parent = current.parent
            }
            return false
        }

        /// Whether `protocol` already says it is for classes only.
        private static func isClassBound(_ protocolDecl: ProtocolDeclSyntax) -> Bool {
            guard let inherited = protocolDecl.inheritanceClause?.inheritedTypes else { return false }
            return inherited.contains { element in
                let name = element.type.trimmedDescription
                return ["AnyObject", "class", "NSObjectProtocol"].contains(name)
                    || (name.hasPrefix("UI") || name.hasPrefix("CA")) && name.dropFirst(2).first?.isUppercase == true
            }
        }

        private static func addingAnyObject(to protocolDecl: ProtocolDeclSyntax) -> ProtocolDeclSyntax {
            var result = protocolDecl
            if var clause = result.inheritanceClause {
                var types = Array(clause.inheritedTypes)
                let lastTrailing = types[types.count - 1].trailingTrivia
                types[types.count - 1] = types[types.count - 1].with(\.trailingTrivia, [])
                    .with(\.trailingComma, .commaToken(trailingTrivia: .space))
                types.append(
                    InheritedTypeSyntax(type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("AnyObject"))))
                        .with(\.trailingTrivia, lastTrailing))
                clause.inheritedTypes = InheritedTypeListSyntax(types)
                result.inheritanceClause = clause
            } else {
                let nameTrailing = result.name.trailingTrivia
                result.name = result.name.with(\.trailingTrivia, [])
                result.inheritanceClause = InheritanceClauseSyntax(
                    colon: .colonToken(trailingTrivia: .space),
                    inheritedTypes: [
                        InheritedTypeSyntax(
                            type: TypeSyntax(
                                IdentifierTypeSyntax(
                                    name: .identifier("AnyObject", trailingTrivia: nameTrailing))))
                    ]
                )
            }
            return result
        }
    }
}
