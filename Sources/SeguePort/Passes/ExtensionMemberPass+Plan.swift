import SwiftSyntax

extension ExtensionMemberPass {
    /// One member that moves from an extension into its class's body.
    struct Move {
        /// The file and offset of the member in its extension.
        let path: String
        let offset: Int
        /// The class (qualified name: `Outer.Inner`) and the file that declares it.
        let className: String
        let classPath: String
        /// The member as it goes into the class body (access adjusted, trivia not yet).
        let member: MemberBlockItemSyntax
        /// The indentation the member had in the extension.
        let indentation: String
        /// What the report says.
        let detail: String
        /// The comments of an extension that moving emptied, when this is its first member.
        var carriedComments: [TriviaPiece] = []
    }

    /// A construct reported rather than moved.
    struct Refusal {
        let path: String
        let offset: Int
        let construct: String
        let detail: String
    }

    /// The classes of the module and what moves where, learned before any file is rewritten.
    struct Plan {
        struct ClassInfo {
            let path: String
            let decl: ClassDeclSyntax
            /// The first inherited type: the superclass when it is a class.
            let superclass: String?
            let members: Set<String>
        }

        struct ExtensionInfo {
            let path: String
            let decl: ExtensionDeclSyntax
            let type: String
        }

        var classes: [String: ClassInfo] = [:]
        var extensions: [ExtensionInfo] = []
        /// Moves by the offset of the member (`path#offset`).
        var moves: [String: Move] = [:]
        var refusals: [String: Refusal] = [:]
        /// Moves by destination class, in module order.
        var insertions: [String: [Move]] = [:]
        /// Extensions (`path#offset`) that moving empties and that go.
        var removable: Set<String> = []
        /// Removed extensions whose leading comments travel with their first member moved.
        var carries: Set<String> = []
        /// Names declared `private` or `fileprivate` in each file.
        var filePrivateNames: [String: Set<String>] = [:]

        init(module: PortModule) {
            for file in module.files {
                let scanner = Scanner(path: file.path)
                scanner.walk(file.tree)
                for info in scanner.classes { classes[info.0] = info.1 }
                extensions += scanner.extensions
                filePrivateNames[file.path] = scanner.privateNames
            }
            let overriddenBelow = overridesBySuperclassChain()
            for info in extensions {
                for member in info.decl.memberBlock.members {
                    planMove(of: member, in: info, overriddenBelow: overriddenBelow)
                }
            }
            for info in extensions { planRemoval(of: info) }
            for move in moves.values.sorted(by: { ($0.path, $0.offset) < ($1.path, $1.offset) }) {
                insertions[move.className, default: []].append(move)
            }
        }

        /// For each class, the members some subclass in the module overrides.
        private func overridesBySuperclassChain() -> [String: Set<String>] {
            var result: [String: Set<String>] = [:]
            for (name, info) in classes {
                var overrides = Set(
                    info.decl.memberBlock.members.compactMap { member -> String? in
                        guard let modifiers = MemberSyntax.modifiers(of: member.decl),
                            MemberSyntax.has("override", in: modifiers)
                        else { return nil }
                        return MemberSyntax.key(of: member.decl)
                    })
                for extensionInfo in extensions where extensionInfo.type == name {
                    for member in extensionInfo.decl.memberBlock.members {
                        if let modifiers = MemberSyntax.modifiers(of: member.decl),
                            MemberSyntax.has("override", in: modifiers),
                            let key = MemberSyntax.key(of: member.decl)
                        {
                            overrides.insert(key)
                        }
                    }
                }
                var ancestor = info.superclass
                var seen: Set<String> = [name]
                while let current = ancestor, let ancestorInfo = classes[current], seen.insert(current).inserted {
                    let pending = overrides.subtracting(ancestorInfo.members)
                    result[current, default: []].formUnion(pending)
                    overrides = pending
                    ancestor = ancestorInfo.superclass
                }
            }
            return result
        }

        private mutating func planMove(
            of member: MemberBlockItemSyntax, in info: ExtensionInfo,
            overriddenBelow: [String: Set<String>]
        ) {
            guard let modifiers = MemberSyntax.modifiers(of: member.decl), let key = MemberSyntax.key(of: member.decl)
            else { return }
            let isOverride = MemberSyntax.has("override", in: modifiers)
            let id = "\(info.path)#\(member.position.utf8Offset)"
            guard let target = classes[info.type] else {
                if isOverride {
                    refusals[id] = Refusal(
                        path: info.path, offset: member.position.utf8Offset, construct: "override in extension",
                        detail: "\(info.type) is not a class of the module: override \(key) in a subclass's body")
                }
                return
            }
            let overridden = overriddenBelow[info.type]?.contains(key) == true
            guard isOverride || overridden else { return }
            if info.decl.genericWhereClause != nil {
                refusals[id] = Refusal(
                    path: info.path, offset: member.position.utf8Offset, construct: "override in extension",
                    detail: "\(key) is in a constrained extension of \(info.type): move it into the class by hand")
                return
            }
            let crossFile = info.path != target.path
            if crossFile, let used = privateNames(usedBy: member, in: info.path) {
                refusals[id] = Refusal(
                    path: info.path, offset: member.position.utf8Offset, construct: "override in extension",
                    detail: "moving \(key) into \(info.type) (\(target.path)) would lose access to \(used), "
                        + "private to \(info.path): make it internal, then port again")
                return
            }
            var notes: [String] = []
            let moved = adjustedAccess(
                member, extensionModifiers: info.decl.modifiers, crossFile: crossFile, notes: &notes)
            let withAttributes = addingAttributes(of: info.decl, to: moved)
            let what = isOverride ? "override \(key)" : "\(key) (overridden in a subclass)"
            let place = crossFile ? " in \(target.path)" : ""
            let why = notes.isEmpty ? "" : "; " + notes.joined(separator: "; ")
            moves[id] = Move(
                path: info.path, offset: member.position.utf8Offset, className: info.type, classPath: target.path,
                member: withAttributes, indentation: MemberSyntax.indentation(of: member.leadingTrivia) ?? "",
                detail: "\(what) moved into the body of \(info.type)\(place)\(why)")
        }

        /// Whether moving empties the extension `info` and leaves it nothing of its own (no
        /// conformance, attribute, constraint or inner comment), so that it goes.
        private mutating func planRemoval(of info: ExtensionInfo) {
            let decl = info.decl
            let ids = decl.memberBlock.members.map { "\(info.path)#\($0.position.utf8Offset)" }
            guard let first = ids.first, ids.allSatisfy({ moves[$0] != nil }), decl.inheritanceClause == nil,
                decl.attributes.isEmpty, decl.genericWhereClause == nil
            else { return }
            let shell = [
                decl.extensionKeyword.trailingTrivia, decl.extendedType.leadingTrivia, decl.extendedType.trailingTrivia,
                decl.memberBlock.leftBrace.leadingTrivia, decl.memberBlock.leftBrace.trailingTrivia,
                decl.memberBlock.rightBrace.leadingTrivia
            ]
            guard !shell.contains(where: MemberSyntax.hasComment) else { return }
            let id = "\(info.path)#\(decl.position.utf8Offset)"
            if MemberSyntax.hasComment(decl.leadingTrivia) {
                let list = decl.parent?.parent?.as(CodeBlockItemListSyntax.self)
                let isFirst = list?.first?.item.id == decl.id
                if !isFirst {
                    carries.insert(id)
                    let indentation = moves[first]?.indentation ?? ""
                    var carried: [TriviaPiece] = []
                    for piece in MemberSyntax.comments(of: decl.leadingTrivia) where !piece.isSpaceOrTab {
                        carried.append(piece)
                        if piece.isNewline { carried += MemberSyntax.whitespace(indentation) }
                    }
                    moves[first]?.carriedComments = carried
                } else if list?.last?.item.id == decl.id {
                    return  // nowhere to keep its comments
                }
            }
            removable.insert(id)
        }

        /// The first name private to `path` that `member` uses, if any.
        private func privateNames(usedBy member: MemberBlockItemSyntax, in path: String) -> String? {
            let names = filePrivateNames[path] ?? []
            guard !names.isEmpty else { return nil }
            return member.tokens(viewMode: .sourceAccurate).first { token in
                guard case .identifier(let text) = token.tokenKind, names.contains(text) else { return false }
                return token.parent?.is(DeclReferenceExprSyntax.self) == true
                    || token.parent?.is(IdentifierTypeSyntax.self) == true
            }?.text
        }

        /// `member` with the access its extension gave it written on it, and `private` widened
        /// to internal when it changes file (the class body is in another file).
        private func adjustedAccess(
            _ member: MemberBlockItemSyntax, extensionModifiers: DeclModifierListSyntax,
            crossFile: Bool, notes: inout [String]
        ) -> MemberBlockItemSyntax {
            guard let modifiers = MemberSyntax.modifiers(of: member.decl) else { return member }
            let accessNames: Set<String> = ["private", "fileprivate", "internal", "public", "open", "package"]
            let own = modifiers.first { accessNames.contains($0.name.text) }
            let inherited = extensionModifiers.first { accessNames.contains($0.name.text) }?.name.text
            var newModifiers = modifiers
            if let own, crossFile, ["private", "fileprivate"].contains(own.name.text) {
                newModifiers = modifiers.filter { $0.name.text != own.name.text }
                notes.append("\(own.name.text) dropped: the class is in another file")
            } else if own == nil, let inherited {
                switch inherited {
                case "private", "fileprivate":
                    if crossFile {
                        notes.append("the extension's \(inherited) dropped: the class is in another file")
                    } else {
                        newModifiers =
                            [DeclModifierSyntax(name: .keyword(.fileprivate, trailingTrivia: .space))] + modifiers
                        notes.append("fileprivate, as in its \(inherited) extension")
                    }
                default:
                    newModifiers =
                        [DeclModifierSyntax(name: .identifier(inherited, trailingTrivia: .space))] + modifiers
                    notes.append("\(inherited), as in its extension")
                }
            }
            guard newModifiers != modifiers else { return member }
            let leading = member.decl.leadingTrivia
            var decl = member.decl.with(\.leadingTrivia, []).asProtocol(WithModifiersSyntax.self)!
            decl.modifiers =
                newModifiers.count > modifiers.count
                ? [newModifiers.first!] + decl.modifiers
                : decl.modifiers.filter { newModifiers.map(\.name.text).contains($0.name.text) }
            return member.with(
                \.decl, DeclSyntax(fromProtocol: decl as! any DeclSyntaxProtocol).with(\.leadingTrivia, leading))
        }

        /// `member` with the attributes of its extension (`@available`, `@MainActor`), but not `@objc`.
        private func addingAttributes(of extensionDecl: ExtensionDeclSyntax, to member: MemberBlockItemSyntax)
            -> MemberBlockItemSyntax
        {
            let attributes = extensionDecl.attributes.filter {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "objc"
            }
            guard !attributes.isEmpty,
                var decl = member.decl.with(\.leadingTrivia, []).asProtocol(WithAttributesSyntax.self)
            else { return member }
            let leading = member.decl.leadingTrivia
            let added: [AttributeListSyntax.Element] = attributes.map { $0.trimmed.with(\.trailingTrivia, .space) }
            decl.attributes = AttributeListSyntax(added + Array(decl.attributes))
            return member.with(
                \.decl, DeclSyntax(fromProtocol: decl as! any DeclSyntaxProtocol).with(\.leadingTrivia, leading))
        }
    }

    /// The qualified name of the type `node` is declared in or extends (`Outer.Inner`).
    static func qualifiedName(of node: some SyntaxProtocol, named name: String) -> String {
        var names = [name]
        var parent = node.parent
        while let current = parent {
            if let classDecl = current.as(ClassDeclSyntax.self) { names.insert(classDecl.name.text, at: 0) }
            if let structDecl = current.as(StructDeclSyntax.self) { names.insert(structDecl.name.text, at: 0) }
            if let enumDecl = current.as(EnumDeclSyntax.self) { names.insert(enumDecl.name.text, at: 0) }
            if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                names.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
            }
            parent = current.parent
        }
        return names.joined(separator: ".")
    }

    /// Finds the classes, the top-level extensions and the file-private names of one file.
    private final class Scanner: SyntaxVisitor {
        let path: String
        var classes: [(String, Plan.ClassInfo)] = []
        var extensions: [Plan.ExtensionInfo] = []
        var privateNames: Set<String> = []

        init(path: String) {
            self.path = path
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = ExtensionMemberPass.qualifiedName(of: node, named: node.name.text)
            let members = Set(node.memberBlock.members.compactMap { MemberSyntax.key(of: $0.decl) })
            let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
            classes.append((name, Plan.ClassInfo(path: path, decl: node, superclass: superclass, members: members)))
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.parent?.is(CodeBlockItemSyntax.self) == true {
                extensions.append(
                    Plan.ExtensionInfo(path: path, decl: node, type: node.extendedType.trimmedDescription))
            }
            return .visitChildren
        }

        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            guard ["private", "fileprivate"].contains(node.name.text), node.detail == nil,
                let decl = node.parent?.parent, let declSyntax = decl.as(DeclSyntax.self)
            else { return .skipChildren }
            if let key = MemberSyntax.key(of: declSyntax) {
                privateNames.insert(String(key.prefix { $0 != "(" }))
            } else if let named = declSyntax.asProtocol(NamedDeclSyntax.self) {
                privateNames.insert(named.name.text)
            }
            return .skipChildren
        }
    }
}
