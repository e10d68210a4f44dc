import SwiftSyntax

/// Names members the way Swift matches them, and moves their trivia about: shared by the passes
/// that match calls to requirements (``OptionalRequirementPass``) and move members between
/// declarations (``ExtensionMemberPass``).
enum MemberSyntax {
    /// `name(label:_:)` for a function, `name` for a property, `subscript(_:)` for a subscript,
    /// `init(frame:)` for an initialiser; `nil` for anything else.
    static func key(of decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            return key(function.name.text, function.signature.parameterClause.parameters)
        }
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            return name
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            return key("subscript", subscriptDecl.parameterClause.parameters)
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            return key("init", initializer.signature.parameterClause.parameters)
        }
        return nil
    }

    /// `name(a:_:)` for parameters `parameters`.
    static func key(_ name: String, _ parameters: FunctionParameterListSyntax) -> String {
        "\(name)(" + parameters.map { "\($0.firstName.text):" }.joined() + ")"
    }

    /// The argument labels of a call (`_` for an unlabelled argument, `?` for an unlabelled
    /// trailing closure, which may fill any parameter).
    static func labels(of call: FunctionCallExprSyntax) -> [String] {
        var labels = call.arguments.map { $0.label?.text ?? "_" }
        if call.trailingClosure != nil { labels.append("?") }
        labels += call.additionalTrailingClosures.map { $0.label.text }
        return labels
    }

    /// Whether a call with `labels` can call the function whose key is `key`.
    static func call(_ name: String, _ labels: [String], matches key: String) -> Bool {
        guard key.hasPrefix(name + "("), key.hasSuffix(")") else { return false }
        let inner = key.dropFirst(name.count + 1).dropLast()
        let parameters = inner.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard parameters.count == labels.count else { return false }
        return zip(parameters, labels).allSatisfy { $0 == $1 || $1 == "?" }
    }

    /// Whether `modifiers` hold `name` (`override`, `private`, …).
    static func has(_ name: String, in modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == name }
    }

    /// The modifiers of a member declaration, if it has any.
    static func modifiers(of decl: DeclSyntax) -> DeclModifierListSyntax? {
        decl.asProtocol(WithModifiersSyntax.self)?.modifiers
    }

    /// The whitespace that starts the last line of `trivia` (the indentation of the token it
    /// leads), or `nil` when `trivia` holds no line break.
    static func indentation(of trivia: Trivia) -> String? {
        guard let lastBreak = trivia.pieces.lastIndex(where: \.isNewline) else { return nil }
        var indentation = ""
        for piece in trivia.pieces[(lastBreak + 1)...] {
            switch piece {
            case .spaces(let count): indentation += String(repeating: " ", count: count)
            case .tabs(let count): indentation += String(repeating: "\t", count: count)
            default: return indentation
            }
        }
        return indentation
    }

    /// `trivia` without the line breaks and whitespace before its first comment (all of it when
    /// it holds no comment), and with the indentation of the token it leads removed.
    static func comments(of trivia: Trivia) -> [TriviaPiece] {
        var pieces = Array(trivia.pieces.drop { $0.isWhitespace })
        while let last = pieces.last, last.isSpaceOrTab { pieces.removeLast() }
        return pieces
    }

    /// Whether `trivia` holds a comment.
    static func hasComment(_ trivia: Trivia) -> Bool {
        trivia.pieces.contains { $0.isComment }
    }

    /// `node` with every line's indentation `old` replaced by `new` (lines indented deeper keep
    /// their extra indentation).
    static func reindent<Node: SyntaxProtocol>(_ node: Node, from old: String, to new: String) -> Node {
        guard old != new else { return node }
        return Reindenter(old: old, new: new).rewrite(node).cast(Node.self)
    }

    private final class Reindenter: SyntaxRewriter {
        let old: String, new: String
        init(old: String, new: String) {
            self.old = old
            self.new = new
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ token: TokenSyntax) -> TokenSyntax {
            token.with(\.leadingTrivia, fix(token.leadingTrivia)).with(\.trailingTrivia, fix(token.trailingTrivia))
        }

        private func fix(_ trivia: Trivia) -> Trivia {
            var pieces: [TriviaPiece] = []
            var afterBreak = false
            for piece in trivia.pieces {
                if afterBreak, let text = piece.spaceOrTabText, text.hasPrefix(old) {
                    let rest = String(text.dropFirst(old.count))
                    pieces += MemberSyntax.whitespace(new + rest)
                } else {
                    pieces.append(piece)
                }
                afterBreak = piece.isNewline
            }
            return Trivia(pieces: pieces)
        }
    }

    /// `text` (spaces and tabs) as trivia pieces.
    static func whitespace(_ text: String) -> [TriviaPiece] {
        var pieces: [TriviaPiece] = []
        for character in text {
            let piece: TriviaPiece = character == "\t" ? .tabs(1) : .spaces(1)
            switch (pieces.last, piece) {
            case (.spaces(let count)?, .spaces): pieces[pieces.count - 1] = .spaces(count + 1)
            case (.tabs(let count)?, .tabs): pieces[pieces.count - 1] = .tabs(count + 1)
            default: pieces.append(piece)
            }
        }
        return pieces
    }
}

extension TriviaPiece {
    /// The spaces or tabs of the piece; `nil` for any other piece.
    var spaceOrTabText: String? {
        switch self {
        case .spaces(let count): String(repeating: " ", count: count)
        case .tabs(let count): String(repeating: "\t", count: count)
        default: nil
        }
    }
}
