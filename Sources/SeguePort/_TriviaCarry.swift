import SwiftSyntax

/// Moves the trivia of removed syntax onto the token that follows it, so that removing an
/// attribute, a modifier or an import keeps the author's comments, blank lines and indentation.
enum _TriviaCarry {
    /// The leading trivia to give the tokens of `node` that follow each run of `removed` tokens
    /// (by identity), for ``_LeadingTriviaEdit``.
    static func edits(removing removed: Set<SyntaxIdentifier>, in node: some SyntaxProtocol) -> [SyntaxIdentifier:
        Trivia]
    {
        var edits: [SyntaxIdentifier: Trivia] = [:]
        var run: [TokenSyntax] = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            if removed.contains(token.id) {
                run.append(token)
            } else if !run.isEmpty {
                edits[token.id] = leadingTrivia(replacing: run, before: token)
                run = []
            }
        }
        return edits
    }

    /// The leading trivia for `next` once the tokens `removed` (in order, contiguous, directly
    /// before `next`) are gone.
    ///
    /// The first removed token's leading trivia (its line break, indentation and any comments
    /// above it) is kept; comments between and after the removed tokens are kept, each on its
    /// own line when the removed text stood on its own line. When the removed text ended its
    /// line, `next`'s own line break and indentation give way to the removed text's.
    static func leadingTrivia(replacing removed: [TokenSyntax], before next: TokenSyntax) -> Trivia {
        guard let first = removed.first else { return next.leadingTrivia }
        var comments: [TriviaPiece] = []
        for (offset, token) in removed.enumerated() {
            if offset > 0 { comments += token.leadingTrivia.pieces.filter(\.isComment) }
            comments += token.trailingTrivia.pieces.filter(\.isComment)
        }
        let nextPieces = Array(next.leadingTrivia.pieces)
        let endedLine = nextPieces.contains(where: \.isNewline)
        var result = Array(first.leadingTrivia.pieces)
        if endedLine {
            let indentation = first.leadingTrivia.pieces.reversed().prefix { !$0.isNewline }.filter(\.isSpaceOrTab)
            for comment in comments {
                result += [comment, .newlines(1)] + indentation
            }
            // Drop `next`'s own break and indentation: the removed text's line now holds it.
            // What follows (blank lines, comments of its own) stays on its lines below.
            let firstBreak = nextPieces.firstIndex(where: \.isNewline)!
            var rest = Array(nextPieces[(firstBreak + 1)...])
            if case .newlines(let count) = nextPieces[firstBreak], count > 1 {
                rest.insert(.newlines(count - 1), at: 0)
            }
            rest = Array(rest.drop { $0.isSpaceOrTab })
            if rest.first?.isNewline == true {
                while result.last?.isSpaceOrTab == true { result.removeLast() }
            }
            return Trivia(pieces: result + rest)
        }
        for comment in comments { result += [comment, .spaces(1)] }
        return Trivia(pieces: result + nextPieces)
    }
}

extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: true
        default: false
        }
    }
}
