/// Whether an interpolated value is shown or redacted in the log.
///
/// - Note: Differs from Apple: Segue's log is a developer's standard error, never a device's
///   persistent log, so every value is shown whatever its privacy (Apple too shows private
///   values while a debugger is attached).
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a redacted value is masked.
    public struct Mask: Equatable, Sendable {
        let kind: Int
        /// Replaced by a hash that stays the same for the same value.
        public static let hash = Mask(kind: 1)
        /// Replaced by `<private>`.
        public static let none = Mask(kind: 0)
    }

    let level: Int
    let mask: Mask

    /// The value may be shown.
    public static let `public` = OSLogPrivacy(level: 0, mask: .none)
    /// The value is redacted in the persistent log.
    public static let `private` = OSLogPrivacy(level: 1, mask: .none)
    /// The value is always redacted, even while debugging.
    public static let sensitive = OSLogPrivacy(level: 2, mask: .none)
    /// The system decides from the value's type (the default).
    public static let auto = OSLogPrivacy(level: 3, mask: .none)

    /// Private, with a mask.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 1, mask: mask) }
    /// Sensitive, with a mask.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 2, mask: mask) }
    /// Automatic, with a mask.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 3, mask: mask) }
}

/// The column an interpolated value is padded to: at least `columns` characters wide.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let isLeft: Bool

    /// No padding.
    public static var none: OSLogStringAlignment { OSLogStringAlignment(columns: 0, isLeft: false) }
    /// Right-aligned in a column of `columns` characters.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), isLeft: false)
    }
    /// Left-aligned in a column of `columns` characters.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), isLeft: true)
    }

    func apply(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        return isLeft ? text + padding : padding + text
    }
}

/// How a Boolean is written: `true`/`false` or `YES`/`NO`.
public enum OSLogBoolFormat: Sendable {
    case truth
    case answer
}
