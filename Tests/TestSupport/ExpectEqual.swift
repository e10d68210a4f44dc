import Testing

/// Records an issue at the caller's line unless `actual == expected`: the form of
/// `#expect(actual == expected)` the test targets use for a plain equality.
///
/// A function, not a macro: `#expect(a == b)` expands at every use into closures the type
/// checker solves against every `==` overload, which made equality checks the largest part of
/// the test targets' build (OpenUIKitTests: 2,484 of them rewritten, 606 → 459 CPU s to
/// compile the module). A failure shows both values, as `#expect` does.
public func expectEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(actual == expected, comment, sourceLocation: sourceLocation)
}
