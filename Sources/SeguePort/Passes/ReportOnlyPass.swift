import SwiftSyntax

/// Finds what no rewrite can carry over and reports each use with the Porting page's recipe:
/// method swizzling, nib and storyboard loading, the Objective-C runtime's reflection
/// functions, and `@NSManaged` layer properties. Nothing is changed.
struct ReportOnlyPass: PortPass {
    /// A construct to report: what it is, and the Porting page section that explains the fix.
    struct Finding {
        let construct: String
        let section: String
        let detail: String
    }

    /// Names whose use is reported, with what they are.
    static let names: [String: Finding] = {
        var names: [String: Finding] = [:]
        for name in [
            "method_exchangeImplementations", "method_setImplementation", "class_addMethod", "class_replaceMethod",
            "class_getInstanceMethod", "class_getClassMethod", "imp_implementationWithBlock", "method_getImplementation"
        ] {
            names[name] = Finding(
                construct: "swizzling", section: "swizzling",
                detail: "\(name) needs the Objective-C runtime; override or wrap the method instead")
        }
        for name in [
            "UINib", "loadNibNamed", "instantiateViewController", "instantiateInitialViewController", "UIStoryboard"
        ] {
            names[name] = Finding(
                construct: "nib or storyboard", section: "nibs-and-storyboards",
                detail: "\(name): there are no nibs or storyboards; build the interface in code")
        }
        names["performSegue"] = Finding(
            construct: "nib or storyboard", section: "nibs-and-storyboards",
            detail: "performSegue: the storyboard held this segue; register it in code with "
                + "registerSegue(withIdentifier:kind:destination:)")
        // Protocol objects (`NSProtocolFromString`, `protocol_…`) are the optional-requirement pass's.
        for name in [
            "NSClassFromString", "NSSelectorFromString", "NSStringFromSelector", "object_getClass",
            "class_copyPropertyList", "class_copyMethodList", "class_conformsToProtocol"
        ] {
            names[name] = Finding(
                construct: "Objective-C runtime", section: "objective-c-runtime-functions",
                detail: "\(name) needs the Objective-C runtime")
        }
        names["Selector"] = Finding(
            construct: "Selector", section: "target-action-becomes-closures",
            detail: "a Selector value (a parameter or property that forwards an action) needs the "
                + "Objective-C runtime; take a closure instead")
        for name in [
            "observeValue", "addObserver(_:forKeyPath:options:context:)", "removeObserver(_:forKeyPath:)",
            "removeObserver(_:forKeyPath:context:)", "willChangeValue", "didChangeValue"
        ] {
            names[name] = Finding(
                construct: "KVO by key path string", section: "kvo-and-dynamic-properties",
                detail: "\(name.prefix { $0 != "(" }) observes through the Objective-C runtime; use "
                    + "observe(_:options:changeHandler:) with a Swift key path")
        }
        return names
    }()

    init(module: PortModule) {}

    func rewrite(_ file: SourceFileSyntax, in context: PortContext) -> SourceFileSyntax {
        let finder = Finder(context: context)
        finder.walk(file)
        return file
    }

    private final class Finder: SyntaxVisitor {
        let context: PortContext

        init(context: PortContext) {
            self.context = context
            super.init(viewMode: .sourceAccurate)
        }

        /// Callees already reported with their call (by name and labels).
        private var reportedCallees: Set<SyntaxIdentifier> = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // Calls known by name and labels: `addObserver(_:forKeyPath:options:context:)` is KVO,
            // Notification Center's `addObserver` is not.
            guard
                let callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName
                    ?? node.calledExpression.as(DeclReferenceExprSyntax.self)
            else { return .visitChildren }
            let labels = node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
            let key = "\(callee.baseName.text)(\(labels))"
            if ReportOnlyPass.names[key] != nil {
                report(key, at: node)
                reportedCallees.insert(callee.id)
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            // `Selector` is reported as a type (the selector pass reports `Selector("…")` calls), and
            // `observeValue` where it is overridden.
            let name = node.baseName.text
            if !reportedCallees.contains(node.id) && name != "Selector" && name != "observeValue" {
                report(name, at: node)
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text == "observeValue",
                node.signature.parameterClause.parameters.first?.firstName.text == "forKeyPath"
            {
                report("observeValue", at: node.name)
            }
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            report(node.name.text, at: node)
            return .visitChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if node.attributeName.trimmedDescription == "NSManaged" {
                context.cannotPort(
                    "@NSManaged", at: node,
                    "properties synthesised at run time (custom animatable layer properties) "
                        + "need the Objective-C runtime", section: "kvo-and-dynamic-properties")
            }
            return .visitChildren
        }

        private func report(_ name: String, at node: some SyntaxProtocol) {
            guard let finding = ReportOnlyPass.names[name] else { return }
            context.cannotPort(finding.construct, at: node, finding.detail, section: finding.section)
        }
    }
}
