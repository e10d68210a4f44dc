// Status: partial — no dictionaryRepresentation / init(dictionaryRepresentation:) (needs CFDictionary)
import Foundation

extension CGRect {
    /// Returns the smallest rectangle that contains this rectangle's four corners mapped
    /// through an affine transform.
    ///
    /// Affine transforms do not keep rectangles axis-aligned in general, so the result is the
    /// bounding box of the transformed corners, with non-negative width and height. The null
    /// rectangle maps to itself. The infinite rectangle also maps to itself: its corners are
    /// not finite, and Segue does not turn them into a rectangle of NaNs.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        let corners = [
            CGPoint(x: minX, y: minY).applying(t),
            CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: maxX, y: maxY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t)
        ]
        var lowX = corners[0].x
        var highX = corners[0].x
        var lowY = corners[0].y
        var highY = corners[0].y
        for corner in corners.dropFirst() {
            lowX = Swift.min(lowX, corner.x)
            highX = Swift.max(highX, corner.x)
            lowY = Swift.min(lowY, corner.y)
            highY = Swift.max(highY, corner.y)
        }
        return CGRect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
    }

    /// Whether this rectangle covers the same area as another.
    ///
    /// Both rectangles are standardized first, so a rectangle with a negative width equals
    /// the same area described with a positive width; two null rectangles are equal.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }
}
