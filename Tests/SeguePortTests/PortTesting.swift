import Testing

@testable import SeguePort

/// Ports one file (`File.swift`), optionally beside other files of the same module, with every
/// pass or `only` some, and checks that porting the result again changes nothing.
func port(
    only passes: [any PortPass.Type] = Porter.passes, _ source: String, beside others: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> (text: String, report: PortReport) {
    var sources = others
    sources["File.swift"] = source
    let result = try Porter.port(sources, passes: passes)
    let again = try Porter.port(result.sources, passes: passes)
    #expect(again.sources == result.sources, "porting ported code changed it", sourceLocation: sourceLocation)
    return (result.sources["File.swift"]!, result.report)
}

extension PortReport {
    /// The rewrites of `kind`, as `line: detail`.
    func rewrites(_ kind: PortRewriteKind) -> [String] {
        rewrites.filter { $0.kind == kind.rawValue }.map { "\($0.line): \($0.detail)" }
    }
}
