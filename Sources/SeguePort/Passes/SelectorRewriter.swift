import SwiftSyntax

/// Rewrites the target–action calls of one file; the API families live in extensions
/// (`SelectorRewriter+Controls`, `+Gestures`, `+Foundation`).
final class SelectorRewriter: PortRewriter {
    static let section = "target-action-becomes-closures"

    let pass: SelectorPass
    var index: SelectorMethodIndex { pass.index }
    /// The `#selector` expressions rewritten or already reported.
    var handled: Set<SyntaxIdentifier> = []

    init(pass: SelectorPass, context: PortContext) {
        self.pass = pass
        super.init(context: context)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let rewrites = [
            rewriteGestureInit, rewriteGestureTarget, rewriteControlTarget, rewriteBarButtonItem,
            rewriteDisplayLink, rewriteObserver, rewriteTimer, rewritePerform, reportOthers
        ]
        for rewrite in rewrites {
            if let result = rewrite(node) { return result }
        }
        return super.visit(node)
    }

    // MARK: What a selector names

    /// The method `selector` names on `target`, or why it cannot be called from a closure.
    static func resolve(
        _ selector: SelectorReference, target: ExprSyntax, at node: Syntax,
        index: SelectorMethodIndex
    ) -> Result<SelectorMethodIndex.Method, Unportable> {
        if selector.isAccessor { return .failure(Unportable("a property accessor's selector has no closure form")) }
        if target.is(NilLiteralExprSyntax.self) {
            return .failure(
                Unportable("the target is nil: the action goes up the responder chain, which has no closure form"))
        }
        let type = selector.typePrefix ?? (target.trimmedDescription == "self" ? enclosingType(of: node) : nil)
        let found = index.methods(named: selector.name, labels: selector.labels, in: type)
        guard let method = found.first else {
            return .failure(Unportable("cannot find the method `\(selector.spelled)` in the ported files"))
        }
        guard found.count == 1 else {
            return .failure(Unportable("`\(selector.spelled)` names more than one method; write its argument labels"))
        }
        if method.cannotBeCalledPlainly {
            return .failure(Unportable("`\(method.selectorName)` throws, is async or static"))
        }
        return .success(method)
    }

    func resolve(_ selector: SelectorReference, target: ExprSyntax, at node: some SyntaxProtocol)
        -> Result<SelectorMethodIndex.Method, Unportable>
    {
        Self.resolve(selector, target: target, at: Syntax(node), index: index)
    }

    /// The name of the type whose member `node` is in.
    static func enclosingType(of node: Syntax) -> String? {
        var current = node.parent
        while let node = current {
            if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(ExtensionDeclSyntax.self) { return SelectorMethodIndex.simpleName(decl.extendedType) }
            current = node.parent
        }
        return nil
    }

    // MARK: Building the closure

    /// How a closure hands the sender to the method.
    struct Sender: Sendable {
        /// The closure's parameter: `recognizer`.
        let parameter: String
        /// The argument for a method parameter of the written type (`UIPanGestureRecognizer`).
        let argument: @Sendable (_ type: String) -> String

        /// A sender passed as the closure's parameter, cast unless the method's parameter type
        /// (optional or not) is one of `accepted`.
        static func typed(_ parameter: String, accepting accepted: Set<String>) -> Sender {
            Sender(parameter: parameter) { type in
                let bare = SelectorRewriter.nonOptional(type)
                return accepted.contains(bare) ? parameter : "\(parameter) as! \(bare)"
            }
        }
    }

    /// `{ [weak self] recognizer in self?.handlePan(recognizer as! UIPanGestureRecognizer) }`: the
    /// closure that calls `method` on `target`, or why there is none.
    func closure(
        calling method: SelectorMethodIndex.Method, on target: ExprSyntax, at node: some SyntaxProtocol,
        sender: Sender, strong: Bool, hop: Bool = false
    ) -> Result<String, Unportable> {
        guard method.parameterTypes.count <= 1 else {
            return .failure(
                Unportable(
                    "`\(method.selectorName)` takes \(method.parameterTypes.count) parameters; the closure passes one"))
        }
        let capture: Capture
        switch self.capture(target, strong: strong, avoiding: sender.parameter, at: node) {
        case .success(let found): capture = found
        case .failure(let reason): return .failure(reason)
        }
        var argument = ""
        if let type = method.parameterTypes.first {
            argument = sender.argument(type)
            if method.labels[0] != "_" { argument = "\(method.labels[0]): \(argument)" }
        }
        var body = "\(capture.receiver).\(method.name)(\(argument))"
        if hop && (method.isMainActor || index.isMainActor(method.owner)) {
            body = "MainActor.assumeIsolated { \(body) }"
        }
        let parameter = method.parameterTypes.isEmpty ? "_" : sender.parameter
        return .success(Self.closureText(capture: capture.list, parameter: parameter, body: body))
    }

    static func closureText(capture: String, parameter: String?, body: String) -> String {
        let head = [capture, parameter.map { "\($0) in" } ?? (capture.isEmpty ? "" : "in")].filter { !$0.isEmpty }
        return "{ \((head + [body]).joined(separator: " ")) }"
    }

    /// `UIPanGestureRecognizer?` → `UIPanGestureRecognizer`.
    static func nonOptional(_ type: String) -> String {
        var type = Substring(type)
        while let last = type.last, last == "?" || last == "!" { type = type.dropLast() }
        return String(type)
    }

    // MARK: Reports

    /// Reports `selector` as left for a hand fix.
    func report(_ selector: SelectorReference, _ reason: Unportable) {
        handled.insert(selector.macro.id)
        context.cannotPort(
            "#selector", at: selector.macro, "#selector(\(selector.spelled)): \(reason.message)",
            section: Self.section)
    }

    /// Records the rewrite of `node` (whose selector is `selector`).
    func rewrote(_ node: some SyntaxProtocol, _ selector: SelectorReference?, _ detail: String) {
        if let selector { handled.insert(selector.macro.id) }
        context.rewrote(.selector, at: node, detail)
    }

    /// Reports every `#selector` the rewrites left, and every `Selector("…")`.
    func reportLeftovers(in file: SourceFileSyntax) {
        for token in file.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .identifier("selector"), let macro = token.parent?.as(MacroExpansionExprSyntax.self),
                !handled.contains(macro.id), !Self.isRespondsTo(macro)
            {
                context.cannotPort(
                    "#selector", at: macro,
                    "#selector(\(macro.arguments.trimmedDescription)) is not "
                        + "a target–action call segue port knows; pass a closure instead", section: Self.section)
            }
            if token.tokenKind == .identifier("Selector"),
                let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id
            {
                context.cannotPort(
                    "Selector", at: call,
                    "\(call.trimmedDescription): selectors do not exist without "
                        + "the Objective-C runtime; pass a closure instead", section: Self.section)
            }
        }
    }

    /// `responds(to: #selector(…))`, which the optional-requirement pass handles.
    static func isRespondsTo(_ macro: MacroExpansionExprSyntax) -> Bool {
        guard let call = macro.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.arguments.first?.label?.text == "to"
            && (call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text) == "responds"
    }
}

/// Why a target–action call was left for a hand fix.
struct Unportable: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
