import SwiftSyntax

/// One kind of rewrite that `segue port` makes, applied to every Swift file of the module.
///
/// The porter builds each pass once with the whole module as parsed from the inputs (so a pass
/// can learn facts that span files — a method's parameter types, a protocol's optional
/// requirements, a class declared in another file), then hands it each file in turn. A pass
/// returns the file rewritten, or the same tree when it has nothing to do.
///
/// Rules every pass keeps:
/// - the smallest readable rewrite: the author's names, comments, formatting and order stay;
/// - idempotence: a file the pass has already rewritten comes back unchanged;
/// - every rewrite is recorded (``PortContext/rewrote(_:at:_:)``) and every construct the pass
///   recognises but cannot port is reported (``PortContext/cannotPort(_:at:_:)``).
protocol PortPass {
    /// Prepares the pass for `module`: the original parse of every Swift file being ported.
    init(module: PortModule)

    /// Returns `file` rewritten, recording what was done in `context`.
    func rewrite(_ file: SourceFileSyntax, in context: PortContext) -> SourceFileSyntax
}
