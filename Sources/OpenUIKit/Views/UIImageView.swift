// Status: partial — the image is shown through the layer's contents (template images tinted, symbols configured by preferredSymbolConfiguration); no animation images
import Foundation

/// A view that shows an image, placed by its `contentMode`.
///
/// The image becomes the layer's `contents` (with its scale as `contentsScale`), and the
/// content mode becomes the layer's contents gravity, as in UIKit. A template image
/// (``UIImage/RenderingMode-swift.enum/alwaysTemplate``) shows the tint colour through the
/// image's alpha, and follows tint colour changes.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? { didSet { _imageDidChange() } }

    /// The image shown while highlighted.
    open var highlightedImage: UIImage?

    /// Whether the highlighted image is shown.
    open var isHighlighted = false { didSet { _imageDidChange() } }

    /// The configuration values to use when rendering a symbol image (see `UIImageView+Symbols`).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { _imageDidChange() } }

    /// Creates an image view showing `image`, sized to it.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        _imageDidChange()
    }

    /// Creates an image view showing `image` (or `highlightedImage` when highlighted).
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Creates an empty image view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creating image views from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UIImageView.init(coder:)")
    }

    /// The image's size in points (`noIntrinsicMetric` in both axes without an image).
    open override var intrinsicContentSize: CGSize {
        guard let shown = _shownImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return shown.size
    }

    /// The image's size in points, or the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        _shownImage?.size ?? bounds.size
    }

    /// Redraws a template image in the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if _shownImage?._drawsAsTemplate(templatesAutomatic: _templatesAutomaticImages) == true { _imageDidChange() }
    }

    var _shownImage: UIImage? { _configuredForDisplay(isHighlighted ? (highlightedImage ?? image) : image) }

    /// Whether `.automatic` images show as templates (a system button's image view).
    var _templatesAutomaticImages = false { didSet { _imageDidChange() } }

    func _imageDidChange() {
        let shown = _shownImage
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.contents =
            shown.map { image in
                image._drawsAsTemplate(templatesAutomatic: _templatesAutomaticImages)
                    ? image._templatePixels(tintedWith: tintColor.resolvedColor(with: traitCollection)) : image.cgImage
            } ?? nil
        layer.contentsScale = shown?.scale ?? 1
        CATransaction.commit()
        invalidateIntrinsicContentSize()
    }
}
