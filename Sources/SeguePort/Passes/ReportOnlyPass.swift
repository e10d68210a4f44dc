import SwiftSyntax

/// (being written)
struct ReportOnlyPass: PortPass {
    init(module: PortModule) {}

    func rewrite(_ file: SourceFileSyntax, in context: PortContext) -> SourceFileSyntax { file }
}
