import Foundation

/// A set of drawing attributes that represents the configuration of a graphics renderer context.
///
/// The abstract base of ``UIGraphicsImageRendererFormat``. A renderer copies the format it is
/// given and records its own bounds in the copy, so one format object may configure several
/// renderers.
open class UIGraphicsRendererFormat: NSObject, NSCopying {
    /// The bounds recorded by the renderer that owns this copy.
    var _bounds: CGRect = .zero

    /// Creates a format with the default configuration.
    ///
    /// Subclasses set their own defaults.
    public required override init() {
        super.init()
    }

    /// The bounds for drawing into the owning renderer's context.
    ///
    /// `.zero` until a renderer has copied the format.
    open var bounds: CGRect { _bounds }

    /// Returns a new format configured for the highest fidelity supported by the current device.
    ///
    /// The same as ``init()``.
    open class func `default`() -> Self {
        self.init()
    }

    /// Returns a new format best suited for the main screen's current configuration.
    ///
    /// The same as ``init()``.
    open class func preferred() -> Self {
        self.init()
    }

    /// Returns a copy of the format.
    ///
    /// Subclasses copy their own attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy._bounds = _bounds
        return copy
    }
}
