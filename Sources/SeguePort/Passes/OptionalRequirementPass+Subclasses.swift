import SwiftSyntax

/// The subclass pitfall: `class Base: NSObject, P {}` does not implement the optional `f`, and
/// `class Sub: Base { func f() }` does. The Objective-C runtime finds `Sub.f` when it asks the
/// object; Swift binds `Base`'s conformance to `P`'s default once and for all, so `Sub.f` is never
/// called through `P`. The pass reports each such method.
extension OptionalRequirementPass {
    /// For each class, the methods it declares that its superclass's conformance hides, with
    /// the superclass and the protocol (`Sub` → `f()` → (`Base`, `P`)).
    static func subclassPitfalls(in module: PortModule, requirements: [String: [Requirement]]) -> [String: [String: (
        String, String
    )]] {
        var superclass: [String: String] = [:]
        var conformances: [String: Set<String>] = [:]
        var members: [String: Set<String>] = [:]
        var classes: Set<String> = []
        for file in module.files {
            for item in file.tree.statements {
                if let decl = item.item.as(ClassDeclSyntax.self) {
                    let name = decl.name.text
                    classes.insert(name)
                    let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                    superclass[name] = inherited.first
                    conformances[name, default: []].formUnion(inherited)
                    members[name, default: []].formUnion(
                        decl.memberBlock.members.compactMap { MemberSyntax.key(of: $0.decl) })
                } else if let decl = item.item.as(ExtensionDeclSyntax.self) {
                    let name = decl.extendedType.trimmedDescription
                    conformances[name, default: []].formUnion(
                        decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
                    members[name, default: []].formUnion(
                        decl.memberBlock.members.compactMap { MemberSyntax.key(of: $0.decl) })
                }
            }
        }
        func ancestors(of name: String) -> [String] {
            var chain: [String] = []
            var current = superclass[name]
            while let next = current, classes.contains(next), !chain.contains(next) {
                chain.append(next)
                current = superclass[next]
            }
            return chain
        }
        var result: [String: [String: (String, String)]] = [:]
        for name in classes {
            let chain = ancestors(of: name)
            for (index, base) in chain.enumerated() {
                for protocolName in conformances[base] ?? [] {
                    for requirement in requirements[protocolName] ?? [] where requirement.isPorted {
                        // Implemented by the base or above it: the conformance binds that one.
                        if ([base] + chain[(index + 1)...]).contains(where: {
                            members[$0]?.contains(requirement.key) == true
                        }) {
                            continue
                        }
                        // Only the first class below the base that declares it hides it.
                        let between = chain[..<index]
                        guard members[name]?.contains(requirement.key) == true,
                            !between.contains(where: { members[$0]?.contains(requirement.key) == true })
                        else { continue }
                        result[name, default: [:]][requirement.key] = (base, protocolName)
                    }
                }
            }
        }
        return result
    }
}

extension OptionalRequirementPass.Rewriter {
    /// Reports the members of `node` (a class or an extension of one) that a superclass's
    /// conformance hides.
    func reportSubclassPitfalls(in name: String, members: MemberBlockItemListSyntax) {
        guard let hidden = facts.subclassPitfalls[name] else { return }
        for member in members {
            guard let key = MemberSyntax.key(of: member.decl), let (base, protocolName) = hidden[key] else { continue }
            context.cannotPort(
                "optional requirement", at: member.decl,
                "\(name).\(key) is never called through \(protocolName): \(base) conforms without it, so "
                    + "\(protocolName)'s default answers; declare \(key) in \(base)'s body and override it here",
                section: Self.section)
        }
    }
}
