import Foundation

/// How a button shows its current content: the subviews it keeps and where they go.
extension UIButton {
    /// The value set for exactly `state`, else the `.normal` state's.
    static func _value<Value>(in table: [UInt: Value], for state: UIControl.State) -> Value? {
        table[state.rawValue] ?? table[UIControl.State.normal.rawValue]
    }

    func _addTitleLabel() {
        _titleLabel.font = UIFont.systemFont(ofSize: 17)
        addSubview(_titleLabel)
        _updateContent()
    }

    /// The image view, made and inserted below the title on first use.
    func _loadImageView() -> UIImageView {
        if let imageView = _imageView { return imageView }
        let imageView = UIImageView(frame: .zero)
        imageView._templatesAutomaticImages = buttonType == .system
        _imageView = imageView
        insertSubview(imageView, belowSubview: _titleLabel)
        imageView.image = currentImage
        setNeedsLayout()
        return imageView
    }

    /// The background image view, made and inserted below everything on first use.
    func _loadBackgroundImageView() -> UIImageView {
        if let view = _backgroundImageView { return view }
        let view = UIImageView(frame: .zero)
        view.contentMode = .scaleToFill
        _backgroundImageView = view
        insertSubview(view, at: 0)
        setNeedsLayout()
        return view
    }

    /// Shows the current state's title, colour, image and background image.
    func _updateContent() {
        _titleLabel.text = currentTitle
        _titleLabel.textColor = currentTitleColor
        _showTitleShadow()
        let image = currentImage
        if image != nil || _imageView != nil { _loadImageView().image = image }
        let background = currentBackgroundImage
        if background != nil || _backgroundImageView != nil { _loadBackgroundImageView().image = background }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    func _layoutContent() {
        _backgroundImageView?.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        let (image, title) = _aligned(
            image: imageRect(forContentRect: content), title: titleRect(forContentRect: content), in: content)
        _imageView?.frame = image
        _titleLabel.frame = title
    }

    /// The centred image and title moved as `contentHorizontalAlignment` and
    /// `contentVerticalAlignment` say: the pair to the left or right edge of the content
    /// rectangle (keeping the edge insets), the title stretched over the rest for `.fill`;
    /// each piece to the top or bottom, or stretched for a vertical `.fill` (UIKitBehaviour #351).
    func _aligned(image: CGRect, title: CGRect, in content: CGRect) -> (CGRect, CGRect) {
        var image = image
        var title = title
        let pieces = [image, title].filter { $0.width > 0 }
        if let first = pieces.map(\.minX).min(), let last = pieces.map(\.maxX).max() {
            switch effectiveContentHorizontalAlignment {
            case .left:
                image.origin.x += content.minX + imageEdgeInsets.left - first
                title.origin.x += content.minX + imageEdgeInsets.left - first
            case .right:
                image.origin.x += content.maxX - titleEdgeInsets.right - last
                title.origin.x += content.maxX - titleEdgeInsets.right - last
            case .fill:
                let shift = content.minX + imageEdgeInsets.left - first
                image.origin.x += shift
                title.origin.x += shift
                title.size.width = max(content.maxX - titleEdgeInsets.right - title.minX, 0)
            default:
                break
            }
        }
        func vertical(_ rect: inout CGRect, _ insets: UIEdgeInsets) {
            let area = content.inset(by: insets)
            switch contentVerticalAlignment {
            case .top: rect.origin.y = area.minY
            case .bottom: rect.origin.y = area.maxY - rect.height
            case .fill: rect = CGRect(x: rect.minX, y: area.minY, width: rect.width, height: area.height)
            case .center: break
            }
        }
        vertical(&image, imageEdgeInsets)
        vertical(&title, titleEdgeInsets)
        return (image, title)
    }

    /// The current image's size in points, scaled down to fit `limit` keeping its aspect ratio.
    func _imageSize(fitting limit: CGSize) -> CGSize {
        guard let size = currentImage?.size, size.width > 0, size.height > 0 else { return .zero }
        let fit = min(1, max(limit.width, 0) / size.width, max(limit.height, 0) / size.height)
        return CGSize(width: size.width * fit, height: size.height * fit)
    }

    /// The title's natural single-line size (zero without a title).
    var _titleSize: CGSize { _titleLabel.sizeThatFits(.zero) }

    /// The image's rectangle: centred in the content rectangle less the title's width.
    ///
    /// As in UIKit's classic layout, the image's area is `contentRect` inset by
    /// ``imageEdgeInsets`` with the title's width taken off its right, and the title's area is
    /// `contentRect` inset by ``titleEdgeInsets`` with the image's width taken off its left:
    /// centring each in its area centres the pair, and an edge inset moves its piece.
    func _imageRect(in contentRect: CGRect) -> CGRect {
        let area = contentRect.inset(by: imageEdgeInsets)
        let size = _imageSize(fitting: area.size)
        let titleWidth = min(_titleSize.width, max(contentRect.width - size.width, 0))
        return Self._centred(
            size, in: CGRect(x: area.minX, y: area.minY, width: area.width - titleWidth, height: area.height))
    }

    /// The title's rectangle: centred in the content rectangle less the image's width.
    func _titleRect(in contentRect: CGRect) -> CGRect {
        let area = contentRect.inset(by: titleEdgeInsets)
        let imageWidth = _imageSize(fitting: contentRect.inset(by: imageEdgeInsets).size).width
        let natural = _titleSize
        let available = CGRect(
            x: area.minX + imageWidth, y: area.minY, width: area.width - imageWidth, height: area.height)
        let size = CGSize(width: min(natural.width, max(contentRect.width - imageWidth, 0)), height: natural.height)
        return Self._centred(size, in: available)
    }

    /// A rectangle of `size` centred in `area`.
    static func _centred(_ size: CGSize, in area: CGRect) -> CGRect {
        CGRect(
            x: area.minX + (area.width - size.width) / 2, y: area.minY + (area.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    /// Image and title side by side, plus the content edge insets.
    var _contentFittingSize: CGSize {
        let image = currentImage?.size ?? .zero
        let title = _titleSize
        let insets = contentEdgeInsets
        return CGSize(
            width: image.width + title.width + insets.left + insets.right,
            height: max(image.height, title.height) + insets.top + insets.bottom)
    }

    // MARK: Title shadow

    /// Sets the colour of the title's shadow for `state`; nil removes it.
    ///
    /// The shadow is the title one point up (a label's default `shadowOffset`), unblurred.
    public func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        _appearanceSetterCalled("setTitleShadowColor/\(state.rawValue)") { $0.setTitleShadowColor(color, for: state) }
        _titleShadowColors[state.rawValue] = color
        _updateContent()
    }

    /// The colour of the title's shadow for `state`: its own, else the `.normal` state's.
    public func titleShadowColor(for state: UIControl.State) -> UIColor? {
        Self._value(in: _titleShadowColors, for: state)
    }

    /// The colour of the title's shadow in the current state.
    public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    /// Draws the current title shadow colour as the title layer's unblurred shadow.
    func _showTitleShadow() {
        let layer = _titleLabel.layer
        guard let color = currentTitleShadowColor else {
            layer.shadowOpacity = 0
            return
        }
        layer.shadowColor = color.cgColor
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = CGSize(width: 0, height: -1)
    }
}
