// Status: partial — no attributes:, pointer or NSObject-specific interpolations; privacy never redacts
/// A log message written as a string literal with interpolations: the argument of `Logger`'s
/// methods.
///
/// Interpolations take Apple's options — `privacy:`, `format:`, `align:` — and values are
/// turned into text only when the message is written (they are kept as closures until then).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message's pieces, rendered when it is written.
    let interpolation: OSLogInterpolation

    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The message's text (Segue addition).
    package var _text: String { interpolation.render() }
}

/// The pieces of an `OSLogMessage`, built by the compiler from a string literal.
///
/// - Note: Differs from Apple: the `privacy:` of a value does not redact it (see `OSLogPrivacy`).
public struct OSLogInterpolation: StringInterpolationProtocol, @unchecked Sendable {
    // Unchecked: the closures capture what the caller interpolated, as Apple's do.
    private var pieces: [() -> String] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
        pieces.reserveCapacity(interpolationCount * 2 + 1)
    }

    public mutating func appendLiteral(_ literal: String) {
        pieces.append { literal }
    }

    func render() -> String { pieces.map { $0() }.joined() }

    /// Appends a string.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { align.apply(argumentString()) }
    }

    /// Appends the description of a value.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T,
        align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { align.apply(value().description) }
    }

    /// Appends an integer.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T,
        format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { align.apply(format.format(number())) }
    }

    /// Appends an `Int`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int,
        format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { align.apply(format.format(number())) }
    }

    /// Appends a `Double`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double,
        format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { align.apply(format.format(number())) }
    }

    /// Appends a `Float`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float,
        format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { align.apply(format.format(Double(number()))) }
    }

    /// Appends a Boolean as `true`/`false` or `YES`/`NO`.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool,
        format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { format == .truth ? (boolean() ? "true" : "false") : (boolean() ? "YES" : "NO") }
    }

    /// Appends a type's name.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> any Any.Type,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { align.apply(String(reflecting: value())) }
    }

    /// Appends an optional value's description, or `(null)`.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T?,
        align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { align.apply(value()?.description ?? "(null)") }
    }
}
