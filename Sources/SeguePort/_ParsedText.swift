import SwiftParser
import SwiftSyntax

/// Text parsed into the syntax a pass splices in, and the first error of a tree that does not
/// parse.
///
/// Only SwiftSyntax and SwiftParser are used: string-literal builders and parser diagnostics
/// would bring four more swift-syntax modules (SwiftSyntaxBuilder, SwiftParserDiagnostics,
/// SwiftBasicFormat, SwiftDiagnostics), about 16 s of processor time in every debug build.
enum _ParsedText {
    /// `text` parsed as an expression.
    static func expression(_ text: String) -> ExprSyntax {
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser)
    }

    /// `text` parsed as a type.
    static func type(_ text: String) -> TypeSyntax {
        var parser = Parser(text)
        return TypeSyntax.parse(from: &parser)
    }

    /// `line:column: message` for the first place, in source order, where `tree` lacks a token
    /// the grammar needs or holds text it could not place; nil when it has neither.
    static func firstError(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> String? {
        let finder = ErrorFinder(viewMode: .all)
        finder.walk(tree)
        guard let (position, message) = finder.first else { return nil }
        let location = converter.location(for: position)
        return "\(location.line):\(location.column): \(message)"
    }

    /// Records the first missing token or unexpected text, in source order.
    private final class ErrorFinder: SyntaxVisitor {
        var first: (AbsolutePosition, String)?

        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            if first == nil {
                first = (
                    node.positionAfterSkippingLeadingTrivia, "unexpected code '\(node.trimmedDescription.prefix(40))'"
                )
            }
            return .skipChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if first == nil, token.presence == .missing {
                let text = token.text
                first = (token.position, text.isEmpty || text.hasPrefix("<#") ? "expected code" : "expected '\(text)'")
            }
            return .skipChildren
        }
    }
}
