// Status: declared only — bitmap drawing arrives with the renderer issue.

/// A Quartz 2-D drawing destination.
///
/// Declared so that drawing APIs (`CALayer.draw(in:)`, `CALayerDelegate.draw(_:in:)`) have
/// their Apple signatures; contexts cannot be created yet.
public final class CGContext {
    private init() {}
}
