import Foundation

/// Applying a list configuration to the labels and image, and laying them out.
extension UIListContentView {
    func _apply() {
        let configuration = _configuration
        _style(_textLabel, configuration.text, configuration.textProperties)
        _style(_secondaryLabel, configuration.secondaryText, configuration.secondaryTextProperties)
        if configuration.prefersSideBySideTextAndSecondaryText { _secondaryLabel.textAlignment = .right }
        _imageView.image = configuration.image
        _imageView.isHidden = configuration.image == nil
        if let tint = configuration.imageProperties.tintColor { _imageView.tintColor = tint }
        _imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        _imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        setNeedsLayout()
    }

    private func _style(_ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.isHidden = text?.isEmpty ?? true
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment = properties.alignment == .center ? .center : .natural
    }

    /// Lays out (when `apply`) and returns the content height at `width`; with `height` nil the
    /// content is placed from the top, else centred vertically.
    @discardableResult
    func _layout(width: CGFloat, height: CGFloat?, apply: Bool) -> CGFloat {
        let c = _configuration
        let margins = c.directionalLayoutMargins
        var x = margins.leading
        var imageSize = CGSize.zero
        if let image = c.image {
            imageSize = image.size
            let maximum = c.imageProperties.maximumSize
            if maximum.width > 0 { imageSize.width = min(imageSize.width, maximum.width) }
            if maximum.height > 0 { imageSize.height = min(imageSize.height, maximum.height) }
            let reserved = c.imageProperties.reservedLayoutSize
            x += max(imageSize.width, reserved.width) + c.imageToTextPadding
        }
        let available = max(width - x - margins.trailing, 0)
        let hasText = !(c.text ?? "").isEmpty
        let hasSecondary = !(c.secondaryText ?? "").isEmpty
        var textSize = hasText ? _textLabel.sizeThatFits(CGSize(width: available, height: 0)) : .zero
        var secondarySize = hasSecondary ? _secondaryLabel.sizeThatFits(CGSize(width: available, height: 0)) : .zero
        let stacked = !c.prefersSideBySideTextAndSecondaryText
        let textBlock: CGFloat
        if stacked {
            textBlock =
                textSize.height + secondarySize.height
                + (hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0)
        } else {
            secondarySize.width = min(secondarySize.width, available)
            textSize.width = min(
                textSize.width, max(available - secondarySize.width - c.textToSecondaryTextHorizontalPadding, 0))
            textBlock = max(textSize.height, secondarySize.height)
        }
        let contentHeight = max(textBlock, imageSize.height) + margins.top + margins.bottom
        guard apply else { return contentHeight }
        let boxHeight = height ?? contentHeight
        let innerTop = margins.top
        let innerHeight = max(boxHeight - margins.top - margins.bottom, 0)
        if c.image != nil {
            _imageView.frame = CGRect(
                x: margins.leading, y: innerTop + ((innerHeight - imageSize.height) / 2).rounded(),
                width: imageSize.width, height: imageSize.height)
        }
        if stacked {
            var y = innerTop + ((innerHeight - textBlock) / 2).rounded()
            _textLabel.frame = CGRect(x: x, y: y, width: available, height: textSize.height)
            if hasText { y += textSize.height + (hasSecondary ? c.textToSecondaryTextVerticalPadding : 0) }
            _secondaryLabel.frame = CGRect(x: x, y: y, width: available, height: secondarySize.height)
        } else {
            _textLabel.frame = CGRect(x: x, y: innerTop, width: textSize.width, height: innerHeight)
            _secondaryLabel.frame = CGRect(
                x: width - margins.trailing - secondarySize.width, y: innerTop,
                width: secondarySize.width, height: innerHeight)
        }
        return contentHeight
    }
}
