/// The kinds of rewrite `segue port` makes, in the order its report lists them.
public enum PortRewriteKind: String, CaseIterable, Sendable {
    /// `import UIKit` and friends become Segue's modules; `import OpenUIKit` added where UIKit
    /// is used without an import; Darwin-only modules become `OpenOS`.
    case `import`
    /// `#if canImport(UIKit)`, `os(iOS)` and `targetEnvironment` conditions resolved to the
    /// iOS branch.
    case condition
    /// `#selector` target–action turned into a closure form.
    case selector
    /// `@objc`, `@IBOutlet`, `dynamic` and the like removed.
    case attribute
    /// An `@objc optional` requirement given a default implementation.
    case optionalRequirement = "optional requirement"
    /// A call of an optional requirement (`delegate?.method?(…)`, `responds(to:)`) rewritten.
    case optionalCall = "optional call"
    /// A member declared in an extension moved into its class, so that overrides compile.
    case extensionMember = "extension member"
    /// A pre-Swift-4.2 UIKit spelling modernised.
    case spelling
    /// `#keyPath(…)` written as its string.
    case keyPath = "key path"
}

/// The constructs `segue port` recognises but leaves for a hand fix, each with the section of
/// docs/Porting.md that explains the fix.
enum PortGuide {
    static let page = "docs/Porting.md"

    /// The link printed for `section` (a heading's anchor on the Porting page).
    static func link(_ section: String) -> String { "\(page)#\(section)" }
}
