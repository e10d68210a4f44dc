// Status: partial — no dictionaryRepresentation / init(dictionaryRepresentation:) (needs CFDictionary)
import Foundation

extension CGSize {
    /// Returns the size mapped through the linear part of an affine transform.
    ///
    /// A size is a displacement, so the translation is ignored: the result is
    /// `(a·width + c·height, b·width + d·height)`, which may be negative.
    public func applying(_ transform: CGAffineTransform) -> CGSize {
        CGSize(
            width: transform.a * width + transform.c * height,
            height: transform.b * width + transform.d * height
        )
    }

    /// Whether this size has the same width and height as another.
    ///
    /// The same test as `==`; kept for code written against Core Graphics' `CGSizeEqualToSize`.
    public func equalTo(_ size2: CGSize) -> Bool {
        width == size2.width && height == size2.height
    }
}
