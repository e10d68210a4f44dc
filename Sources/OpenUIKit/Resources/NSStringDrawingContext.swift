import Foundation

/// An object that manages metrics for drawing attributed strings.
///
/// Segue never scales text to fit, so ``actualScaleFactor`` is always 1; ``totalBounds`` is
/// the rectangle the last measurement returned.
open class NSStringDrawingContext: NSObject {
    /// The minimum scale factor for the string’s font.
    ///
    /// Stored but not used: Segue does not shrink text to fit.
    open var minimumScaleFactor: CGFloat = 0

    /// The actual scale factor used during the most recent drawing or sizing operation: 1.
    ///
    /// Segue does not shrink text.
    open internal(set) var actualScaleFactor: CGFloat = 1

    /// The bounding rectangle of the most recent measurement.
    ///
    /// `.zero` until the context has been used.
    open internal(set) var totalBounds: CGRect = .zero

    /// Creates a drawing context.
    ///
    /// With a minimum scale factor of 0.
    public override init() {
        super.init()
    }
}
