import Foundation
import Testing

// `#expect(isClose(a, b))` as functions, for the reason `expectEqual` gives: the macro is
// expanded and type-checked once here instead of at every use. A failure reports both values.

/// Expects two numbers to agree within an absolute tolerance (see `isClose`).
public func expectClose(
    _ a: Double, _ b: Double, tolerance: Double = 1e-9, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(isClose(a, b, tolerance: tolerance), comment(), sourceLocation: sourceLocation)
}

/// Expects two `CGFloat`s to agree within an absolute tolerance.
public func expectClose(
    _ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(isClose(a, b, tolerance: tolerance), comment(), sourceLocation: sourceLocation)
}

/// Expects two `Float`s to agree within an absolute tolerance.
public func expectClose(
    _ a: Float, _ b: Float, tolerance: Float = 1e-6, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(isClose(a, b, tolerance: tolerance), comment(), sourceLocation: sourceLocation)
}

/// Expects two points to agree within an absolute tolerance in each coordinate.
public func expectClose(
    _ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(isClose(a, b, tolerance: tolerance), comment(), sourceLocation: sourceLocation)
}

/// Expects two rectangles to agree within an absolute tolerance in each component.
public func expectClose(
    _ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(isClose(a, b, tolerance: tolerance), comment(), sourceLocation: sourceLocation)
}
