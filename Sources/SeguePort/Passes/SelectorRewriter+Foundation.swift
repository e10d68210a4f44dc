import SwiftSyntax

/// Foundation's target–action: notification observers (not retained: weak), timers and
/// `perform(_:…)` (retained until invalidated or performed: strong; a delayed perform becomes a
/// block on the main queue, which keeps the target and the argument until it runs). Foundation's
/// blocks are `@Sendable`, so a call of a main-actor method goes through
/// `MainActor.assumeIsolated`. Also the calls that rewriting leaves without effect.
extension SelectorRewriter {
    static let notificationSender = Sender.typed("notification", accepting: ["Notification", "Any"])
    static let timerSender = Sender.typed("timer", accepting: ["Timer", "NSObject", "Any", "AnyObject"])

    /// `center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: n, object: o)` →
    /// `center.addObserver(forName: n, object: o, queue: nil) { [weak self] notification in … }`.
    func rewriteObserver(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard Self.calleeName(node) == "addObserver", Self.labels(of: node) == ["_", "selector", "name", "object"],
            node.calledExpression.is(MemberAccessExprSyntax.self)
        else { return nil }
        let arguments = Array(node.arguments)
        guard let selector = SelectorReference(arguments[1].expression) else { return nil }
        if case .success(let method) = resolve(selector, target: arguments[0].expression, at: node),
            method.parameterTypes.first.map(Self.nonOptional) == "NSNotification"
        {
            report(
                selector,
                Unportable("`\(method.selectorName)` takes an NSNotification; the closure receives a Notification"))
            return nil
        }
        let callee = Self.callee(node, renamedTo: "addObserver")
        return rewriteAction(
            node, selector, target: arguments[0].expression, sender: Self.notificationSender,
            strong: false, hop: true
        ) { closure in
            (
                callee,
                [
                    ("forName", arguments[2].expression.trimmedDescription),
                    ("object", arguments[3].expression.trimmedDescription),
                    ("queue", "nil")
                ], ("using", closure), "addObserver(forName:object:queue:using:)"
            )
        }
    }

    /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`,
    /// `Timer(timeInterval:target:selector:userInfo:repeats:)` and
    /// `Timer(fireAt:interval:target:selector:userInfo:repeats:)` → their block forms. A
    /// `userInfo` other than nil has no place in a block form and is reported.
    func rewriteTimer(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let labels = Self.labels(of: node)
        let callee = node.calledExpression.trimmedDescription
        let scheduled = ["Timer.scheduledTimer", "Foundation.Timer.scheduledTimer"].contains(callee)
        guard scheduled || ["Timer", "Timer.init", "Foundation.Timer"].contains(callee),
            labels.suffix(4) == ["target", "selector", "userInfo", "repeats"],
            labels.dropLast(4) == ["timeInterval"] || (!scheduled && labels.dropLast(4) == ["fireAt", "interval"])
        else { return nil }
        let arguments = Array(node.arguments)
        let count = arguments.count
        guard let selector = SelectorReference(arguments[count - 3].expression) else { return nil }
        guard arguments[count - 2].expression.is(NilLiteralExprSyntax.self) else {
            report(
                selector,
                Unportable("the timer's userInfo has no place in the block form; capture the value in the block"))
            return nil
        }
        var timing = [(label: String?, value: String)]()
        if labels[0] == "fireAt" {
            timing = [
                ("fire", arguments[0].expression.trimmedDescription),
                ("interval", arguments[1].expression.trimmedDescription)
            ]
        } else {
            timing = [(scheduled ? "withTimeInterval" : "timeInterval", arguments[0].expression.trimmedDescription)]
        }
        let repeats = arguments[count - 1].expression.trimmedDescription
        return rewriteAction(
            node, selector, target: arguments[count - 4].expression, sender: Self.timerSender,
            strong: true, hop: true
        ) { closure in
            (
                callee, timing + [("repeats", repeats)], ("block", closure),
                scheduled
                    ? "Timer.scheduledTimer(withTimeInterval:repeats:block:)"
                    : "Timer(\(labels[0] == "fireAt" ? "fire:interval:" : "timeInterval:")repeats:block:)"
            )
        }
    }

    /// `perform(#selector(f))` → `f()`; `x.perform(#selector(f), with: a)` → `x.f(a)`;
    /// `perform(#selector(f), with: a, afterDelay: d)` →
    /// `DispatchQueue.main.asyncAfter(deadline: .now() + d) { self.f(a) }`;
    /// `performSelector(onMainThread: #selector(f), with: a, waitUntilDone: false)` →
    /// `DispatchQueue.main.async { self.f(a) }`.
    func rewritePerform(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let labels = Self.labels(of: node)
        let name = Self.calleeName(node)
        guard name == "perform" || name == "performSelector", let first = node.arguments.first,
            let selector = SelectorReference(first.expression)
        else { return nil }
        let arguments = Array(node.arguments)
        let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let target = base ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))
        let method: SelectorMethodIndex.Method
        switch resolve(selector, target: target, at: node) {
        case .success(let found): method = found
        case .failure(let reason):
            report(selector, reason)
            return nil
        }
        let passed: [ExprSyntax]
        switch (name, labels) {
        case ("perform", ["_"]), ("perform", ["_", "with"]), ("perform", ["_", "with", "with"]):
            guard node.parent?.is(CodeBlockItemSyntax.self) == true else {
                report(selector, Unportable("the result of perform(_:) is used; call the method directly"))
                return nil
            }
            passed = arguments.dropFirst().map(\.expression)
            guard passed.count == method.parameterTypes.count else { break }
            let callee = base.map { "\($0.trimmedDescription).\(method.name)" } ?? method.name
            return finishPerform(
                node, selector, callee: callee, arguments: passed, method: method, detail: "a direct call")
        case ("perform", ["_", "with", "afterDelay"]):
            return rewriteDelayed(
                node, selector, method, target: target, argument: arguments[1].expression,
                queueCall: "DispatchQueue.main.asyncAfter", delay: arguments[2].expression)
        case ("performSelector", ["onMainThread", "with", "waitUntilDone"]):
            guard arguments[2].expression.trimmedDescription == "false" else {
                report(
                    selector,
                    Unportable("waiting until done has no block form here: call the method directly on the main thread")
                )
                return nil
            }
            return rewriteDelayed(
                node, selector, method, target: target, argument: arguments[1].expression,
                queueCall: "DispatchQueue.main.async", delay: nil)
        default:
            report(selector, Unportable("\(name!)(\(labels.map { "\($0):" }.joined())) has no closure form in Segue"))
            return nil
        }
        report(
            selector,
            Unportable(
                "`\(method.selectorName)` takes \(method.parameterTypes.count) parameters; "
                    + "perform passes \(passed.count)"))
        return nil
    }

    private func rewriteDelayed(
        _ node: FunctionCallExprSyntax, _ selector: SelectorReference, _ method: SelectorMethodIndex.Method,
        target: ExprSyntax, argument: ExprSyntax, queueCall: String, delay: ExprSyntax?
    ) -> ExprSyntax? {
        let passesArgument = !method.parameterTypes.isEmpty
        if !passesArgument && !argument.is(NilLiteralExprSyntax.self) {
            report(selector, Unportable("`\(method.selectorName)` takes no parameter but perform passes one"))
            return nil
        }
        guard method.parameterTypes.count <= 1 else {
            report(
                selector,
                Unportable(
                    "`\(method.selectorName)` takes \(method.parameterTypes.count) parameters; perform passes one"))
            return nil
        }
        let capture: Capture
        switch self.capture(target, strong: true, avoiding: "", at: node) {
        case .success(let found): capture = found
        case .failure(let reason):
            report(selector, reason)
            return nil
        }
        var items = capture.list.isEmpty ? [] : [String(capture.list.dropFirst().dropLast())]
        var value = argument.trimmedDescription
        if passesArgument && !Self.isLiteral(argument) {
            // perform(_:with:afterDelay:) takes the argument when called, not when the block runs.
            if let identifier = argument.as(DeclReferenceExprSyntax.self), identifier.argumentNames == nil {
                items.append(value)
            } else {
                items.append("argument = \(value)")
                value = "argument"
            }
        }
        var body = "\(capture.receiver).\(method.name)("
        if passesArgument { body += (method.labels[0] == "_" ? "" : "\(method.labels[0]): ") + value }
        body += ")"
        let closure = Self.closureText(
            capture: items.isEmpty ? "" : "[\(items.joined(separator: ", "))]", parameter: nil, body: body)
        var arguments: [(label: String?, value: String)] = []
        if let delay {
            let simple =
                delay.is(FloatLiteralExprSyntax.self) || delay.is(IntegerLiteralExprSyntax.self)
                || delay.is(DeclReferenceExprSyntax.self) || delay.is(MemberAccessExprSyntax.self)
            arguments.append(
                ("deadline", ".now() + " + (simple ? delay.trimmedDescription : "(\(delay.trimmedDescription))")))
        }
        guard let result = call(replacing: node, callee: queueCall, arguments, closure: ("execute", closure)) else {
            report(selector, Unportable("a comment inside the call would be lost; rewrite it by hand"))
            return nil
        }
        rewrote(node, selector, "#selector(\(selector.spelled)) → \(queueCall)")
        return result
    }

    private func finishPerform(
        _ node: FunctionCallExprSyntax, _ selector: SelectorReference, callee: String,
        arguments: [ExprSyntax], method: SelectorMethodIndex.Method, detail: String
    ) -> ExprSyntax? {
        let labeled = zip(method.labels, arguments).map { (label: $0 == "_" ? nil : $0, value: $1.trimmedDescription) }
        guard let result = call(replacing: node, callee: callee, Array(labeled)) else {
            report(selector, Unportable("a comment inside the call would be lost; rewrite it by hand"))
            return nil
        }
        rewrote(node, selector, "#selector(\(selector.spelled)) → \(detail)")
        return result
    }

    static func isLiteral(_ expression: ExprSyntax) -> Bool {
        expression.is(NilLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
            || expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || (expression.as(StringLiteralExprSyntax.self)?.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
                ?? false)
    }

    /// `cancelPreviousPerformRequests(withTarget:…)`, and `removeObserver(self…)` outside
    /// `deinit` in a type whose selector observers became closures: reported, as they no longer
    /// do anything.
    func reportOthers(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        switch Self.calleeName(node) {
        case "cancelPreviousPerformRequests":
            for argument in node.arguments {
                if let selector = SelectorReference(argument.expression) { handled.insert(selector.macro.id) }
            }
            context.cannotPort(
                "cancelPreviousPerformRequests", at: node,
                "delayed performs are DispatchQueue.main.asyncAfter "
                    + "blocks now, which this does not cancel; schedule a DispatchWorkItem and cancel it",
                section: Self.section)
        case "removeObserver":
            guard node.arguments.first?.label == nil, node.arguments.first?.expression.trimmedDescription == "self",
                let type = Self.enclosingType(of: Syntax(node)), pass.observingTypes.contains(type),
                !Self.isInDeinit(node)
            else { return nil }
            context.cannotPort(
                "removeObserver", at: node,
                "observers added with closures are removed by the token "
                    + "addObserver(forName:object:queue:using:) returns; keep it and remove that", section: Self.section
            )
        default:
            break
        }
        return nil
    }

    static func isInDeinit(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node).parent
        while let parent = current {
            if parent.is(DeinitializerDeclSyntax.self) { return true }
            if parent.is(MemberBlockSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }
}
