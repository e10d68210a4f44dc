import SwiftSyntax

/// Gesture recognizers (which do not retain their targets: weak captures) and display links
/// (which do: strong captures).
extension SelectorRewriter {
    static let recognizerSender = Sender.typed(
        "recognizer", accepting: ["UIGestureRecognizer", "NSObject", "Any", "AnyObject"])
    static let linkSender = Sender.typed("link", accepting: ["CADisplayLink", "NSObject", "Any", "AnyObject"])

    /// `UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))` →
    /// `UIPanGestureRecognizer { [weak self] recognizer in self?.handlePan(recognizer as! UIPanGestureRecognizer) }`;
    /// `init(target: nil, action: nil)` → `init()`.
    func rewriteGestureInit(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard Self.labels(of: node) == ["target", "action"], isGestureType(node.calledExpression) else { return nil }
        let target = node.arguments.first!.expression
        let action = node.arguments.last!.expression
        let callee = node.calledExpression.trimmedDescription
        if target.is(NilLiteralExprSyntax.self) && action.is(NilLiteralExprSyntax.self) {
            guard let result = call(replacing: node, callee: callee, []) else { return nil }
            rewrote(node, nil, "init(target: nil, action: nil) → init()")
            return result
        }
        guard let selector = SelectorReference(action) else { return nil }
        return rewriteAction(node, selector, target: target, sender: Self.recognizerSender, strong: false) { closure in
            (callee, [], ("handler", closure), "\(Self.typeName(callee))(handler:)")
        }
    }

    /// `pan.addTarget(self, action: #selector(handlePan(_:)))` → `pan.addTarget { … }`;
    /// `removeTarget(nil, action: nil)` → `removeTarget(nil)`.
    func rewriteGestureTarget(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard Self.labels(of: node) == ["_", "action"], node.calledExpression.is(MemberAccessExprSyntax.self) else {
            return nil
        }
        let target = node.arguments.first!.expression
        let action = node.arguments.last!.expression
        switch Self.calleeName(node) {
        case "addTarget":
            guard let selector = SelectorReference(action) else { return nil }
            let callee = Self.callee(node, renamedTo: "addTarget")
            return rewriteAction(node, selector, target: target, sender: Self.recognizerSender, strong: false) {
                closure in
                (callee, [], ("handler", closure), "addTarget(handler:)")
            }
        case "removeTarget":
            if target.is(NilLiteralExprSyntax.self) && action.is(NilLiteralExprSyntax.self),
                let result = call(replacing: node, callee: Self.callee(node, renamedTo: "removeTarget"), [(nil, "nil")])
            {
                rewrote(node, nil, "removeTarget(nil, action: nil) → removeTarget(nil)")
                return result
            }
            if let selector = SelectorReference(action) {
                report(
                    selector,
                    Unportable(
                        "Segue removes a handler by the token `addTarget(handler:)` returns: "
                            + "keep it and pass it to `removeTarget(_:)`"))
            }
            return nil
        default:
            return nil
        }
    }

    /// `CADisplayLink(target: self, selector: #selector(step(_:)))` →
    /// `CADisplayLink { link in self.step(link) }`: the link retains its target until
    /// invalidated, and so does the closure.
    func rewriteDisplayLink(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard Self.labels(of: node) == ["target", "selector"],
            ["CADisplayLink", "CADisplayLink.init", ".init"].contains(node.calledExpression.trimmedDescription),
            let selector = SelectorReference(node.arguments.last!.expression)
        else { return nil }
        let callee = node.calledExpression.trimmedDescription
        return rewriteAction(
            node, selector, target: node.arguments.first!.expression, sender: Self.linkSender, strong: true
        ) { closure in
            (callee, [], ("handler", closure), "CADisplayLink(handler:)")
        }
    }

    /// Whether `callee` names a gesture recognizer type (`UITapGestureRecognizer`, a subclass
    /// named so, or `.init` whose type is not written).
    func isGestureType(_ callee: ExprSyntax) -> Bool {
        let name =
            callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? callee.as(MemberAccessExprSyntax.self).flatMap { member in
                member.declName.baseName.text == "init" ? (member.base?.trimmedDescription ?? "GestureRecognizer") : nil
            }
        return name?.hasSuffix("GestureRecognizer") == true
            || name.map { index.superclassChain(of: $0).contains { $0.hasSuffix("GestureRecognizer") } } == true
    }

    static func typeName(_ callee: String) -> String {
        callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
    }

    /// Resolves `selector`, builds the closure and the call `shape` makes of it (callee,
    /// arguments, closure label, and the rewrite's name for the report), or reports why not.
    func rewriteAction(
        _ node: FunctionCallExprSyntax, _ selector: SelectorReference, target: ExprSyntax,
        sender: Sender, strong: Bool, hop: Bool = false,
        _ shape: (String) -> (String, [(label: String?, value: String)], (label: String, text: String)?, String)
    )
        -> ExprSyntax?
    {
        let method: SelectorMethodIndex.Method
        switch resolve(selector, target: target, at: node) {
        case .success(let found): method = found
        case .failure(let reason):
            report(selector, reason)
            return nil
        }
        switch closure(calling: method, on: target, at: node, sender: sender, strong: strong, hop: hop) {
        case .failure(let reason):
            report(selector, reason)
            return nil
        case .success(let closure):
            let (callee, arguments, trailing, name) = shape(closure)
            guard let result = call(replacing: node, callee: callee, arguments, closure: trailing) else {
                report(selector, Unportable("a comment inside the call would be lost; rewrite it by hand"))
                return nil
            }
            rewrote(node, selector, "#selector(\(selector.spelled)) → \(name)")
            return result
        }
    }
}
