import Foundation

/// How an image view shows symbol images.
extension UIImageView {
    /// The image as this view shows it: a symbol with ``preferredSymbolConfiguration``
    /// applied on top of its own configuration (UIKitBehaviour #286); other images as they are.
    func _configuredForDisplay(_ image: UIImage?) -> UIImage? {
        guard let image, image.isSymbolImage, let preferred = preferredSymbolConfiguration else { return image }
        return image.applyingSymbolConfiguration(preferred) ?? image
    }
}
