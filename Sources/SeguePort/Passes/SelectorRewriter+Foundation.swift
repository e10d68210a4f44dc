import SwiftSyntax

/// Foundation's target–action: notification observers (not retained: weak), timers and
/// `perform(_:…)` (retained until invalidated or performed: strong). Foundation's blocks are
/// `@Sendable`, so a call of a main-actor method goes through `MainActor.assumeIsolated`.
extension SelectorRewriter {
    static let notificationSender = Sender.typed("notification", accepting: ["Notification", "Any"])
    static let timerSender = Sender.typed("timer", accepting: ["Timer", "NSObject", "Any", "AnyObject"])

    /// `center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: n, object: o)` →
    /// `center.addObserver(forName: n, object: o, queue: nil) { [weak self] notification in … }`.
    func rewriteObserver(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard Self.calleeName(node) == "addObserver", Self.labels(of: node) == ["_", "selector", "name", "object"],
              node.calledExpression.is(MemberAccessExprSyntax.self) else { return nil }
        let arguments = Array(node.arguments)
        guard let selector = SelectorReference(arguments[1].expression) else { return nil }
        if case .success(let method) = resolve(selector, target: arguments[0].expression, at: node),
           method.parameterTypes.first.map(Self.nonOptional) == "NSNotification" {
            report(selector, Unportable("`\(method.selectorName)` takes an NSNotification; the closure receives a Notification"))
            return nil
        }
        let callee = Self.callee(node, renamedTo: "addObserver")
        return rewriteAction(node, selector, target: arguments[0].expression, sender: Self.notificationSender,
                             strong: false, hop: true) { closure in
            (callee, [("forName", arguments[2].expression.trimmedDescription), ("object", arguments[3].expression.trimmedDescription),
                      ("queue", "nil")], ("using", closure), "addObserver(forName:object:queue:using:)")
        }
    }

    /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`,
    /// `Timer(timeInterval:target:selector:userInfo:repeats:)` and
    /// `Timer(fireAt:interval:target:selector:userInfo:repeats:)` → their block forms. A
    /// `userInfo` other than nil has no place in a block form and is reported.
    func rewriteTimer(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let labels = Self.labels(of: node), callee = node.calledExpression.trimmedDescription
        let scheduled = ["Timer.scheduledTimer", "Foundation.Timer.scheduledTimer"].contains(callee)
        guard scheduled || ["Timer", "Timer.init", "Foundation.Timer"].contains(callee),
              labels.suffix(4) == ["target", "selector", "userInfo", "repeats"],
              labels.dropLast(4) == ["timeInterval"] || (!scheduled && labels.dropLast(4) == ["fireAt", "interval"]) else { return nil }
        let arguments = Array(node.arguments)
        let count = arguments.count
        guard let selector = SelectorReference(arguments[count - 3].expression) else { return nil }
        guard arguments[count - 2].expression.is(NilLiteralExprSyntax.self) else {
            report(selector, Unportable("the timer's userInfo has no place in the block form; capture the value in the block"))
            return nil
        }
        var timing = [(label: String?, value: String)]()
        if labels[0] == "fireAt" {
            timing = [("fire", arguments[0].expression.trimmedDescription), ("interval", arguments[1].expression.trimmedDescription)]
        } else {
            timing = [(scheduled ? "withTimeInterval" : "timeInterval", arguments[0].expression.trimmedDescription)]
        }
        let repeats = arguments[count - 1].expression.trimmedDescription
        return rewriteAction(node, selector, target: arguments[count - 4].expression, sender: Self.timerSender,
                             strong: true, hop: true) { closure in
            (callee, timing + [("repeats", repeats)], ("block", closure), scheduled
                ? "Timer.scheduledTimer(withTimeInterval:repeats:block:)" : "Timer(\(labels[0] == "fireAt" ? "fire:interval:" : "timeInterval:")repeats:block:)")
        }
    }
}
