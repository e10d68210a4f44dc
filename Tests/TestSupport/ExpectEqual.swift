import Testing

/// Expects two values to be equal: `#expect(actual == expected)` as a function.
///
/// A failure reports both values, the comment and the caller's source location, as
/// `#expect` does. The suite uses it for plain equalities because each `#expect` is expanded
/// and type-checked where it is written, the `==` operator's overloads and all: about 70 ms
/// of a debug build apiece, which, over the suite's thousands of checks, was half of the
/// fresh-clone build. Here the macro is expanded once.
public func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(actual == expected, comment(), sourceLocation: sourceLocation)
}
