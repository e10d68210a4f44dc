import SwiftSyntax

/// `@objc optional` requirements become ordinary requirements with a default implementation in
/// an extension of the protocol, and their calls across the module become plain calls.
///
/// A requirement keeps its declared type exactly: a conformer's `func f() -> Bool` does not
/// witness `func f() -> Bool?`, so changing the type would silently bind every conformer to the
/// default. The default answers as the module's call sites do when the method is missing: a
/// method that returns nothing does nothing, an optional result is `nil`, and any other result
/// is the fallback the call sites agree on (`delegate?.f?(x) ?? true`) or else the type's neutral
/// value (`false`, `0`, `.zero`). A requirement of another type with no fallback is reported.
///
/// Calls: `delegate?.f?(x)` and `delegate?.f!(x)` become `delegate?.f(x)`, and `delegate.f?(x)`
/// becomes `delegate.f(x)` (dropping a `?? fallback` that no longer applies). The same holds for
/// the optional methods of UIKit's protocols, which Segue declares with defaults: any `?(` after
/// a member that is not a property of the module is a call of an optional method. Checks with
/// `responds(to:)` become checks that the delegate is there, when calling the default is what
/// the code did without the method; other checks, and Objective-C protocol objects
/// (`conforms(to: P.self)`), are reported.
struct OptionalRequirementPass: PortPass {
    let facts: Facts

    init(module: PortModule) {
        facts = Facts(module: module)
    }

    func rewrite(_ file: SourceFileSyntax, in context: PortContext) -> SourceFileSyntax {
        Rewriter(facts: facts, context: context).rewrite(file).cast(SourceFileSyntax.self)
    }

    /// The rewriter's overrides (Swift on Linux overrides only in a class body); the work is in
    /// the extensions of ``OptionalRequirementPass``'s other files.
    final class Rewriter: PortRewriter {
        let facts: Facts
        /// Calls of the original tree already dealt with by the expression around them.
        var handled: Set<SyntaxIdentifier> = []

        init(facts: Facts, context: PortContext) {
            self.facts = facts
            super.init(context: context)
        }

        override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
            rewriteProtocol(node)
        }

        override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
            reportSubclassPitfalls(in: node.name.text, members: node.memberBlock.members)
            return super.visit(node)
        }

        override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
            reportSubclassPitfalls(in: node.extendedType.trimmedDescription, members: node.memberBlock.members)
            return super.visit(node)
        }

        override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
            addDefaults(to: super.visit(node), original: node)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            rewriteCall(node)
        }

        override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
            rewriteSequence(node)
        }

        override func visit(_ node: ConditionElementListSyntax) -> ConditionElementListSyntax {
            rewriteConditions(node)
        }
    }
}
