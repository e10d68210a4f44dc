import Foundation

/// Images loaded by name from a bundle's resources.
extension UIImage {
    /// Creates an image object from the specified named asset.
    ///
    /// Looks in the main bundle; see ``init(named:in:compatibleWith:)``.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Creates an image object from the specified named asset in a bundle.
    ///
    /// `bundle` nil means `Bundle.main`; a SwiftPM target with `resources:` passes
    /// `.module`. The name is resolved as UIKit resolves bundle images: a name without an
    /// image extension means a PNG (`"icon"` → `icon.png`); the variant for the main screen's
    /// scale is preferred (`icon@2x.png` on a 2× screen), then higher scales, then lower ones,
    /// each with an `~iphone` variant tried first; the file named exactly `name` is the last
    /// resort. The image's ``scale`` is the variant's (`@2x` → 2). Names may include a
    /// subfolder of the bundle (`"Icons/close"`).
    ///
    /// Returns `nil` for an empty name, a name with no such file, and a file that is not a
    /// valid PNG. Images are cached by bundle, name and screen scale: asking again returns an
    /// image that ``isEqual(_:)`` the first (the same pixels in memory).
    ///
    /// `traitCollection` is accepted and not used: without asset catalogs there are no
    /// variants by trait (the screen's scale picks the file, as above).
    ///
    /// - Note: Differs from UIKit: there are no asset catalogs (only files in the bundle). Each call returns a new
    ///   `UIImage` object sharing the cached pixels (Swift initializers cannot return an
    ///   existing object); compare images with `isEqual(_:)`, as UIKit advises.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard
            let (cgImage, scale) = _NamedImageCache.shared.image(
                named: name, in: bundle ?? .main, screenScale: UIScreen._mainScale)
        else { return nil }
        self.init(cgImage: cgImage, scale: scale, orientation: .up)
    }

}
