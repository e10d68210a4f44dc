import Foundation

extension UIImage {
    /// Constants that specify how views draw an image: with its own colours or as a template.
    ///
    /// The raw values are UIKit's.
    public enum RenderingMode: Int, Sendable, Hashable {
        /// The context decides: a template in a system button, the original colours in an
        /// image view.
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a template: the image's alpha filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// Creates a new image with the specified rendering mode.
    ///
    /// The same pixels, scale and orientation; the receiver itself when the mode is already
    /// `renderingMode`. The new image is equal (``isEqual(_:)``) to the receiver.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        guard renderingMode != self.renderingMode else { return self }
        return UIImage(
            _cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
            symbol: _symbol)
    }

    /// Whether a view drawing automatic images as templates (`templatesAutomatic`) draws this
    /// one tinted.
    ///
    /// A symbol image without a tint colour of its own is a template wherever it is
    /// `.automatic` (UIKitBehaviour #285).
    func _drawsAsTemplate(templatesAutomatic: Bool) -> Bool {
        renderingMode == .alwaysTemplate
            || (renderingMode == .automatic && (templatesAutomatic || (_symbol != nil && _symbol?.tintColor == nil)))
    }

    /// The pixels a template image shows: `color` wherever the image has alpha, with the
    /// image's alpha (times the colour's).
    func _templatePixels(tintedWith color: UIColor) -> CGImage? {
        guard let cgImage else { return nil }
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let channels = [red, green, blue, 1].map { min(max($0, 0), 1) * min(max(alpha, 0), 1) }
        let source = cgImage._premultipliedRGBA
        var pixels = [UInt8](repeating: 0, count: source.count)
        for index in stride(from: 0, to: source.count, by: 4) where source[index + 3] != 0 {
            let coverage = CGFloat(source[index + 3])
            for channel in 0..<4 { pixels[index + channel] = UInt8((channels[channel] * coverage).rounded()) }
        }
        return CGImage(width: cgImage.width, height: cgImage.height, premultipliedRGBA: pixels)
    }
}
