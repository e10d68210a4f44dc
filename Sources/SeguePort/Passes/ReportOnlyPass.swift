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
        for name in ["method_exchangeImplementations", "method_setImplementation", "class_addMethod", "class_replaceMethod",
                     "class_getInstanceMethod", "class_getClassMethod", "imp_implementationWithBlock", "method_getImplementation"] {
            names[name] = Finding(construct: "swizzling", section: "swizzling",
                                  detail: "\(name) needs the Objective-C runtime; override or wrap the method instead")
        }
        for name in ["UINib", "loadNibNamed", "instantiateViewController", "instantiateInitialViewController", "UIStoryboard",
                     "performSegue", "UIStoryboardSegue"] {
            names[name] = Finding(construct: "nib or storyboard", section: "nibs-and-storyboards",
                                  detail: "\(name): there are no nibs or storyboards; build the interface in code")
        }
        // Protocol objects (`NSProtocolFromString`, `protocol_…`) are the optional-requirement pass's.
        for name in ["NSClassFromString", "NSSelectorFromString", "NSStringFromSelector", "object_getClass",
                     "class_copyPropertyList", "class_copyMethodList", "class_conformsToProtocol"] {
            names[name] = Finding(construct: "Objective-C runtime", section: "objective-c-runtime-functions",
                                  detail: "\(name) needs the Objective-C runtime")
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

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            report(node.baseName.text, at: node)
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            report(node.name.text, at: node)
            return .visitChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if node.attributeName.trimmedDescription == "NSManaged" {
                context.cannotPort("@NSManaged", at: node, "properties synthesised at run time (custom animatable layer properties) "
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
