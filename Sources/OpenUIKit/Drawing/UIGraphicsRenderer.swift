// Status: partial — no subclassing hooks (rendererContextClass, context(with:), prepare(_:with:), runDrawingActions)
import Foundation

/// An abstract base class for creating graphics renderers.
///
/// Use ``UIGraphicsImageRenderer``. A renderer keeps a copy of its format, with the renderer's
/// bounds recorded in it.
///
/// - Note: Differs from UIKit: the subclassing hooks (`rendererContextClass()`,
///   `context(with:)`, `prepare(_:with:)`, `runDrawingActions(_:completionActions:)`) are
///   not available; Segue's renderers are used as they are.
open class UIGraphicsRenderer: NSObject {
    let _format: UIGraphicsRendererFormat

    /// Creates a graphics renderer with the specified bounds and format.
    ///
    /// The format is copied; the copy records `bounds`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        let copy = format.copy() as! UIGraphicsRendererFormat
        copy._bounds = bounds
        _format = copy
        super.init()
    }

    /// Creates a graphics renderer with the specified bounds and the default format.
    ///
    /// The format is ``UIGraphicsRendererFormat/default()``.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsRendererFormat.default())
    }

    /// The format used to create the renderer.
    ///
    /// The renderer's own copy.
    open var format: UIGraphicsRendererFormat { _format }

    /// A Boolean value that indicates whether the renderer can create images.
    ///
    /// True for image renderers.
    open var allowsImageOutput: Bool { false }
}
