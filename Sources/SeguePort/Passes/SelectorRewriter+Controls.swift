import SwiftSyntax

/// Controls and bar button items: `UIAction`s, which capture their target weakly (UIKit does not
/// retain a control's targets).
extension SelectorRewriter {
    /// The control passes itself as `action.sender` (`Any?`).
    static let controlSender = Sender(parameter: "action") { type in
        switch type {
        case "Any?", "Any!": "action.sender"
        case "Any": "action.sender!"
        default: "action.sender as! \(SelectorRewriter.nonOptional(type))"
        }
    }

    /// `button.addTarget(self, action: #selector(close), for: .touchUpInside)` →
    /// `button.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)`, the
    /// action identified by its selector when the module also removes it;
    /// `removeTarget(self, action: #selector(close), for: …)` → `removeAction(identifiedBy:for:)`.
    func rewriteControlTarget(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard Self.labels(of: node) == ["_", "action", "for"], node.calledExpression.is(MemberAccessExprSyntax.self)
        else { return nil }
        let arguments = Array(node.arguments)
        let target = arguments[0].expression
        let events = arguments[2].expression.trimmedDescription
        switch Self.calleeName(node) {
        case "addTarget":
            guard let selector = SelectorReference(arguments[1].expression) else { return nil }
            let callee = Self.callee(node, renamedTo: "addAction")
            return rewriteAction(node, selector, target: target, sender: Self.controlSender, strong: false) { closure in
                (
                    callee, [(nil, self.action(closure, for: selector, target: target, at: node)), ("for", events)],
                    nil, "addAction(_:for:)"
                )
            }
        case "removeTarget":
            guard let selector = SelectorReference(arguments[1].expression) else {
                if !arguments[1].expression.is(NilLiteralExprSyntax.self) { return nil }
                context.cannotPort(
                    "removeTarget", at: node,
                    "\(node.trimmedDescription): Segue removes actions one by one "
                        + "(`removeAction(_:for:)`, `removeAction(identifiedBy:for:)`)", section: Self.section)
                return nil
            }
            switch resolve(selector, target: target, at: node) {
            case .failure(let reason):
                report(selector, reason)
                return nil
            case .success(let method):
                let callee = Self.callee(node, renamedTo: "removeAction")
                guard
                    let result = call(
                        replacing: node, callee: callee,
                        [("identifiedBy", "UIAction.Identifier(\"\(method.selectorName)\")"), ("for", events)])
                else {
                    report(selector, Unportable("a comment inside the call would be lost; rewrite it by hand"))
                    return nil
                }
                rewrote(node, selector, "#selector(\(selector.spelled)) → removeAction(identifiedBy:for:)")
                return result
            }
        default:
            return nil
        }
    }

    /// `UIAction { … }`, or `UIAction(identifier: UIAction.Identifier("close")) { … }` when the
    /// module removes the action by its selector.
    func action(
        _ closure: String, for selector: SelectorReference, target: ExprSyntax, at node: some SyntaxProtocol,
        title: String? = nil, image: String? = nil
    ) -> String {
        var arguments: [String] = []
        if let title { arguments.append("title: \(title)") }
        if let image { arguments.append("image: \(image)") }
        if case .success(let method) = resolve(selector, target: target, at: node),
            pass.removedActions.contains(method.selectorName)
        {
            arguments.append("identifier: UIAction.Identifier(\"\(method.selectorName)\")")
        }
        return arguments.isEmpty ? "UIAction \(closure)" : "UIAction(\(arguments.joined(separator: ", "))) \(closure)"
    }

    /// `UIBarButtonItem(title:style:target:action:)`, `(image:style:target:action:)` and
    /// `(barButtonSystemItem:target:action:)` → UIKit's `primaryAction` forms (iOS 14). The
    /// action gives the item its title or image, so they move into the `UIAction`; a style other
    /// than `.plain` has no place in one expression and is reported.
    func rewriteBarButtonItem(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let labels = Self.labels(of: node)
        let callee = node.calledExpression.trimmedDescription
        guard ["UIBarButtonItem", "UIBarButtonItem.init"].contains(callee),
            [
                ["title", "style", "target", "action"], ["image", "style", "target", "action"],
                ["barButtonSystemItem", "target", "action"]
            ].contains(labels),
            let selector = SelectorReference(node.arguments.last!.expression)
        else { return nil }
        let arguments = Array(node.arguments)
        let target = arguments[arguments.count - 2].expression
        let first = arguments[0].expression.trimmedDescription
        return rewriteAction(node, selector, target: target, sender: Self.controlSender, strong: false) { closure in
            let style = arguments[1].expression
            if labels[1] == "style", style.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "plain" {
                let name =
                    style.as(MemberAccessExprSyntax.self).map { ".\($0.declName.baseName.text)" }
                    ?? style.trimmedDescription
                self.context.cannotPort(
                    "UIBarButtonItem style", at: arguments[1],
                    "style \(name) is not kept: "
                        + "set the item's `style` after creating it", section: Self.section)
            }
            if labels[0] == "barButtonSystemItem" {
                let action = self.action(closure, for: selector, target: target, at: node)
                return (
                    callee, [("systemItem", first), ("primaryAction", action)], nil,
                    "UIBarButtonItem(systemItem:primaryAction:)"
                )
            }
            let action =
                labels[0] == "title"
                ? self.action(closure, for: selector, target: target, at: node, title: first)
                : self.action(closure, for: selector, target: target, at: node, image: first)
            return (callee, [("primaryAction", action)], nil, "UIBarButtonItem(primaryAction:)")
        }
    }
}
