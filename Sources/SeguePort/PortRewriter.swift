import SwiftSyntax

/// A syntax rewriter working on one file of a port, with the file's ``PortContext`` at hand for
/// recording rewrites and hand fixes. Each pass's rewriter is one of these.
class PortRewriter: SyntaxRewriter {
    /// The file being rewritten, and where rewrites are recorded.
    let context: PortContext

    init(context: PortContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }
}
