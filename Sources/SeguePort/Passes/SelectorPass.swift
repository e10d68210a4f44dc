import SwiftSyntax

/// `#selector` target–action turned into Segue's closure forms (docs/Porting.md, "Target–action
/// becomes closures"): gesture recognizers, controls, bar button items, display links,
/// notification observers, timers and `perform(_:…)`.
///
/// The method a selector names is looked up in the module (its type, extensions and
/// superclasses), so that the closure passes the sender where the method takes one, cast to the
/// method's parameter type. Captures follow iOS's lifetimes: controls, gesture recognizers, bar
/// button items and notification centers do not retain their target (`[weak self]`); display
/// links, timers and `perform(_:with:afterDelay:)` do, until invalidated or fired (a strong
/// capture). Every `#selector` left is reported.
struct SelectorPass: PortPass {
    let index: SelectorMethodIndex
    /// The selector names (`close`, `tapped(_:)`) that some `removeTarget(_:action:for:)` of the
    /// module removes: their `UIAction`s get an identifier, for `removeAction(identifiedBy:for:)`.
    let removedActions: Set<String>
    /// The types that observe notifications by selector: their `removeObserver(self)` calls no
    /// longer remove the closure observers.
    let observingTypes: Set<String>

    init(module: PortModule) {
        let index = SelectorMethodIndex(module: module)
        self.index = index
        let scan = SelectorScan(index: index)
        for file in module.files { scan.walk(file.tree) }
        removedActions = scan.removedActions
        observingTypes = scan.observingTypes
    }

    func rewrite(_ file: SourceFileSyntax, in context: PortContext) -> SourceFileSyntax {
        let rewriter = SelectorRewriter(pass: self, context: context)
        let result = rewriter.rewrite(file).cast(SourceFileSyntax.self)
        rewriter.reportLeftovers(in: file)
        return result
    }
}

/// Finds, before rewriting, the facts that span files.
private final class SelectorScan: SyntaxVisitor {
    let index: SelectorMethodIndex
    var removedActions: Set<String> = []
    var observingTypes: Set<String> = []

    init(index: SelectorMethodIndex) {
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = SelectorRewriter.labels(of: node)
        let name =
            node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if name == "removeTarget", labels == ["_", "action", "for"],
            let selector = SelectorReference(node.arguments.dropFirst().first!.expression),
            case .success(let method) = SelectorRewriter.resolve(
                selector, target: node.arguments.first!.expression,
                at: Syntax(node), index: index)
        {
            removedActions.insert(method.selectorName)
        }
        if name == "addObserver", labels == ["_", "selector", "name", "object"],
            let type = SelectorRewriter.enclosingType(of: Syntax(node))
        {
            observingTypes.insert(type)
        }
        return .visitChildren
    }
}

/// A `#selector(…)` expression, taken apart.
struct SelectorReference {
    let macro: MacroExpansionExprSyntax
    /// The method's base name.
    let name: String
    /// The argument labels when written (`handlePan(_:)`), nil otherwise (`close`).
    let labels: [String]?
    /// `Type` in `#selector(Type.method)`.
    let typePrefix: String?
    /// `#selector(getter: …)` or `setter:`.
    let isAccessor: Bool

    /// The selector as written inside `#selector(…)`.
    var spelled: String { macro.arguments.trimmedDescription }

    init?(_ expression: ExprSyntax) {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            let argument = macro.arguments.first, macro.arguments.count == 1
        else { return nil }
        self.macro = macro
        isAccessor = argument.label != nil
        var reference = argument.expression.as(DeclReferenceExprSyntax.self)
        var prefix: String?
        if let member = argument.expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
            if let base = member.base, base.trimmedDescription != "self" {
                prefix = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? base.trimmedDescription
            }
        }
        name = reference?.baseName.text ?? argument.expression.trimmedDescription
        labels = reference?.argumentNames.map { $0.arguments.map { $0.name.text } }
        typePrefix = prefix
        if reference == nil && !isAccessor { return nil }
    }
}
