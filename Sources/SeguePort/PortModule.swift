import SwiftSyntax

/// The Swift files being ported together, as parsed before any pass ran.
///
/// Passes read it to learn facts that span files: where a method is declared and what it
/// takes, which requirements of a protocol are `@objc optional`, which class a member in an
/// extension belongs to.
struct PortModule {
    /// One Swift file of the module.
    struct File {
        /// The path printed in the report: relative to the inputs' common folder.
        let path: String
        /// The file as parsed from its original text.
        let tree: SourceFileSyntax
    }

    /// Every Swift file, in the order the porter processes them (sorted by path).
    let files: [File]

}
