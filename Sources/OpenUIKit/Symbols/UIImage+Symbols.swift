// Status: partial — Segue's own outlines for the names in docs/Status.md (others return nil); monochrome only: no hierarchical, palette or multicolour rendering, no variable values
import Foundation
import Synchronization

/// Symbol images: `UIImage(systemName:)` and symbol configurations.
///
/// A symbol image draws one of Segue's own vector outlines (UIKitBehaviour #284) at the size,
/// weight and scale its ``SymbolConfiguration`` resolves to (UIKitBehaviour #282, #283). Its
/// ``cgImage`` holds the outline rendered at the main screen's scale; drawing it with
/// `draw(in:)` renders the outline afresh at the destination's resolution. Views draw a
/// symbol as a template in their tint colour unless it has its own (UIKitBehaviour #285).
extension UIImage {
    /// Creates an image object that contains a system symbol image.
    ///
    /// Returns `nil` for a name Segue does not draw (see docs/Status.md for the list).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Creates an image object that contains the system symbol image appropriate for the
    /// specified traits.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(
            systemName: name,
            withConfiguration: UIImage.SymbolConfiguration.unspecified.withTraitCollection(traitCollection))
    }

    /// Creates an image object that contains a system symbol image with the specified configuration.
    ///
    /// A plain ``Configuration`` contributes its traits only.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard let glyph = _SymbolGlyph.glyph(named: name) else { return nil }
        let symbol = _SymbolImage(
            name: name, glyph: glyph, configuration: Self._symbolConfiguration(configuration),
            tintColor: nil, pixelScale: UIScreen._mainScale)
        self.init(_symbol: symbol, renderingMode: .automatic)
    }

    /// An image showing `symbol`, its pixels rendered (or taken from the cache).
    convenience init(_symbol symbol: _SymbolImage, renderingMode: RenderingMode) {
        self.init(
            _cgImage: _SymbolPixelCache.pixels(for: symbol), scale: symbol.pixelScale, orientation: .up,
            renderingMode: renderingMode, symbol: symbol)
    }

    /// The symbol configuration `configuration` amounts to.
    static func _symbolConfiguration(_ configuration: UIImage.Configuration?) -> UIImage.SymbolConfiguration {
        if let symbol = configuration as? UIImage.SymbolConfiguration { return symbol }
        return UIImage.SymbolConfiguration.unspecified.withTraitCollection(configuration?.traitCollection)
    }

    /// A Boolean value that indicates whether the image is a symbol image.
    public var isSymbolImage: Bool { _symbol != nil }

    /// The configuration details for the image: a symbol's configuration; nil for a bitmap image.
    public var configuration: UIImage.Configuration? { _symbol?.configuration }

    /// The configuration attributes to apply to the image, if it is a symbol image; nil otherwise.
    public var symbolConfiguration: UIImage.SymbolConfiguration? { _symbol?.configuration }

    /// Returns a new version of the current image, replacing the current configuration
    /// attributes with the specified attributes.
    ///
    /// A bitmap image is returned as it is.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let _symbol else { return self }
        return UIImage(
            _symbol: _symbol.with(configuration: Self._symbolConfiguration(configuration)), renderingMode: renderingMode
        )
    }

    /// Returns a new version of the current symbol image with the specified configuration
    /// attributes applied on top of its own; nil for a bitmap image.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let _symbol else { return nil }
        return UIImage(
            _symbol: _symbol.with(configuration: _symbol.configuration.applying(configuration)),
            renderingMode: renderingMode)
    }

    /// Returns a new version of the current image with the specified tint color.
    ///
    /// The new image keeps the receiver's rendering mode. A symbol image draws in `color`
    /// from then on, in views too unless it is `.alwaysTemplate` (UIKitBehaviour #285). A bitmap
    /// image is recoloured: `color` wherever it has alpha, as UIKit's destination-in drawing does.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// Returns a new version of the image with a tint color that uses the specified rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
        if let _symbol {
            return UIImage(_symbol: _symbol.with(tintColor: .some(color)), renderingMode: renderingMode)
        }
        return UIImage(
            _cgImage: _templatePixels(tintedWith: color.resolvedColor(with: UITraitCollection._screenTraits)),
            scale: scale, orientation: imageOrientation, renderingMode: renderingMode)
    }

    /// The alignment metadata for positioning the image: for a symbol, the margin its strokes
    /// reach into around the centre lines of its outline; zero for a bitmap image.
    public var alignmentRectInsets: UIEdgeInsets { _symbol?.alignmentRectInsets ?? .zero }

    /// A Boolean value that indicates whether the image has a baseline: true for symbols.
    public var hasBaseline: Bool { _symbol != nil }

    /// The offset from the bottom of the image to its baseline: for a symbol, where the text
    /// baseline of its point size crosses it; 0 for a bitmap image.
    public var baselineOffsetFromBottom: CGFloat { _symbol?.baselineOffsetFromBottom ?? 0 }

    /// Draws a symbol's outline into `rect` of `context` at the context's resolution.
    func _drawSymbol(_ symbol: _SymbolImage, in rect: CGRect, context: CGContext) {
        let ctm = context.ctm
        let deviceX = (ctm.a * ctm.a + ctm.b * ctm.b).squareRoot()
        let deviceY = (ctm.c * ctm.c + ctm.d * ctm.d).squareRoot()
        let scale = max(
            deviceX * rect.width / max(symbol.size.width, 0.001), deviceY * rect.height / max(symbol.size.height, 0.001)
        )
        guard scale.isFinite, scale > 0, scale < 1024,
            let pixels = symbol.render(scale: scale, color: symbol.pixelColor)
        else { return }
        UIImage(cgImage: pixels, scale: scale, orientation: .up).draw(in: rect)
    }
}

/// Rendered symbol pixels, shared by equal symbol images (so they compare equal, as in UIKit).
enum _SymbolPixelCache {
    private static let cache = Mutex<[String: CGImage]>([:])

    /// The pixels of `symbol` at its pixel scale, in its pixel colour.
    static func pixels(for symbol: _SymbolImage) -> CGImage? {
        let color = symbol.pixelColor.components ?? []
        let key =
            "\(symbol.name)|\(symbol.pointSize)|\(symbol.weight.rawValue)|\(symbol.symbolScale.rawValue)|\(symbol.pixelScale)|\(color)"
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let rendered = symbol.render(scale: symbol.pixelScale, color: symbol.pixelColor)
        cache.withLock { cache in
            if cache.count > 512 { cache.removeAll() }
            cache[key] = rendered
        }
        return rendered
    }
}
