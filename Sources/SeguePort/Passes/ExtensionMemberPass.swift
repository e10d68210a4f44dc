import SwiftSyntax

/// Members that must be in a class body to be overridden, or to override, move there.
///
/// Swift without the Objective-C runtime overrides only members declared in a class body, so
/// two shapes that build for iOS fail on Linux: an `override` written in an extension of a class
/// of the module, and a member declared in an extension and overridden in a subclass. Both move
/// to the end of the class body (in whichever file declares the class), re-indented, with their
/// comments; an extension left with nothing in it goes too, its leading comments travelling with
/// the first member moved. Overrides in extensions of classes of other modules (UIKit's) are
/// reported, as are moves that would lose access to names private to the extension's file.
struct ExtensionMemberPass: PortPass {
    static let section = "overrides-in-extensions"

    let plan: Plan

    init(module: PortModule) {
        plan = Plan(module: module)
    }

    func rewrite(_ file: SourceFileSyntax, in context: PortContext) -> SourceFileSyntax {
        Rewriter(plan: plan, context: context).rewrite(file).cast(SourceFileSyntax.self)
    }

    /// The rewriter's overrides, in the class body (the rest is in its extension below).
    final class Rewriter: PortRewriter {
        let plan: Plan

        init(plan: Plan, context: PortContext) {
            self.plan = plan
            super.init(context: context)
        }

        override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
            insertMoved(into: node, visited: super.visit(node))
        }

        override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
            removeMoved(from: super.visit(node), original: node)
        }
    }
}

extension ExtensionMemberPass.Rewriter {
    /// `visited` (the class `node` rewritten) with the members that move into it at the end of
    /// its body, re-indented to the body's indentation.
    func insertMoved(into node: ClassDeclSyntax, visited: DeclSyntax) -> DeclSyntax {
        let name = ExtensionMemberPass.qualifiedName(of: node, named: node.name.text)
        guard plan.classes[name]?.path == context.path, let moves = plan.insertions[name],
            var result = visited.as(ClassDeclSyntax.self)
        else { return visited }
        let classIndentation = MemberSyntax.indentation(of: node.leadingTrivia) ?? ""
        var items = Array(result.memberBlock.members)
        let bodyIndentation =
            items.first.flatMap { MemberSyntax.indentation(of: $0.leadingTrivia) } ?? classIndentation + "    "
        for move in moves {
            let old = move.indentation
            let comments = move.carriedComments + MemberSyntax.comments(of: move.member.leadingTrivia)
            var pieces: [TriviaPiece] = [.newlines(items.isEmpty ? 1 : 2)] + MemberSyntax.whitespace(old) + comments
            if let last = comments.last, !last.isSpaceOrTab { pieces += MemberSyntax.whitespace(old) }
            let member = move.member.with(\.leadingTrivia, Trivia(pieces: pieces))
            items.append(MemberSyntax.reindent(member, from: old, to: bodyIndentation))
        }
        result.memberBlock.members = MemberBlockItemListSyntax(items)
        if !result.memberBlock.rightBrace.leadingTrivia.contains(where: \.isNewline) {
            result.memberBlock.rightBrace.leadingTrivia = Trivia(
                pieces: [.newlines(1)] + MemberSyntax.whitespace(classIndentation))
        }
        return DeclSyntax(result)
    }

    /// `items` (the visited `original`) without the members that moved out of its extensions,
    /// and without the extensions that moving emptied.
    func removeMoved(from items: CodeBlockItemListSyntax, original: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax
    {
        var result = Array(items)
        var changed = false
        for (index, item) in original.enumerated().reversed() {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self),
                let visited = result[index].item.as(ExtensionDeclSyntax.self)
            else { continue }
            var kept: [MemberBlockItemSyntax] = []
            var moved = false
            for (member, visitedMember) in zip(extensionDecl.memberBlock.members, visited.memberBlock.members) {
                let id = "\(context.path)#\(member.position.utf8Offset)"
                if let move = plan.moves[id] {
                    context.rewrote(.extensionMember, at: member, move.detail)
                    moved = true
                    continue
                }
                if let refusal = plan.refusals[id] {
                    context.cannotPort(
                        refusal.construct, at: member, refusal.detail, section: ExtensionMemberPass.section)
                }
                kept.append(visitedMember)
            }
            guard moved else { continue }
            changed = true
            if let firstMember = extensionDecl.memberBlock.members.first, let firstKept = kept.first,
                firstKept.id != visited.memberBlock.members.first?.id
            {
                // The first member left takes the place (and spacing) of the first one that moved.
                let spacing = firstMember.leadingTrivia.pieces.prefix { $0.isWhitespace }
                let own = firstKept.leadingTrivia.pieces.drop { $0.isWhitespace }
                kept[0] = firstKept.with(\.leadingTrivia, Trivia(pieces: Array(spacing) + Array(own)))
            }
            let extensionID = "\(context.path)#\(extensionDecl.position.utf8Offset)"
            if kept.isEmpty && plan.removable.contains(extensionID) {
                let leading = result[index].leadingTrivia
                result.remove(at: index)
                if !plan.carries.contains(extensionID), MemberSyntax.hasComment(leading), index < result.count {
                    // Keep the extension's comments where they were, before what follows it.
                    var pieces = Array(leading.pieces)
                    while let last = pieces.last, last.isWhitespace { pieces.removeLast() }
                    result[index].leadingTrivia = Trivia(pieces: pieces) + result[index].leadingTrivia
                } else if index < result.count {
                    // What follows takes the extension's place and spacing.
                    let spacing = leading.pieces.prefix { $0.isWhitespace }
                    let own = result[index].leadingTrivia.pieces.drop { $0.isWhitespace }
                    result[index].leadingTrivia = Trivia(pieces: Array(spacing) + Array(own))
                }
            } else {
                var block = visited.memberBlock
                block.members = MemberBlockItemListSyntax(kept)
                result[index].item = .decl(DeclSyntax(visited.with(\.memberBlock, block)))
            }
        }
        return changed ? CodeBlockItemListSyntax(result) : items
    }
}
