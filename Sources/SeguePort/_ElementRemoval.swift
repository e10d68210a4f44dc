import SwiftSyntax

/// Removes attributes and modifiers from a declaration, keeping the author's comments and
/// layout (see ``_TriviaCarry``).
enum _ElementRemoval {
    /// `decl` without the attributes at `attributes` and the modifiers at `modifiers` (indices
    /// into its lists).
    static func removing<D: WithAttributesSyntax & WithModifiersSyntax>(
        attributes: Set<Int>, modifiers: Set<Int>, from decl: D
    ) -> D {
        let removed =
            decl.attributes.enumerated().filter { attributes.contains($0.offset) }.map { Syntax($0.element) }
            + decl.modifiers.enumerated().filter { modifiers.contains($0.offset) }.map { Syntax($0.element) }
        let removedTokens = Set(removed.flatMap { $0.tokens(viewMode: .sourceAccurate).map(\.id) })
        var result = _LeadingTriviaEdit(_TriviaCarry.edits(removing: removedTokens, in: decl)).rewrite(decl).cast(
            D.self)
        result.attributes = AttributeListSyntax(
            result.attributes.enumerated().filter { !attributes.contains($0.offset) }.map(\.element))
        result.modifiers = DeclModifierListSyntax(
            result.modifiers.enumerated().filter { !modifiers.contains($0.offset) }.map(\.element))
        return result
    }
}

/// Replaces the leading trivia of the tokens it is given, by identity.
final class _LeadingTriviaEdit: SyntaxRewriter {
    private let edits: [SyntaxIdentifier: Trivia]

    init(_ edits: [SyntaxIdentifier: Trivia]) {
        self.edits = edits
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard let trivia = edits[token.id] else { return token }
        return token.with(\.leadingTrivia, trivia)
    }
}
