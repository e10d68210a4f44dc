import Foundation

extension UIImage {
    /// An object that contains the specific font, size, style, and weight attributes to apply
    /// to a symbol image.
    ///
    /// Each attribute may be left unspecified; ``UIImage/Configuration/applying(_:)`` and
    /// ``UIImage/withConfiguration(_:)`` put the specified ones on top of an image's own. A
    /// symbol with nothing specified is drawn at 17 points (the body text style at the default
    /// content size), regular weight, medium scale (UIKitBehaviour #282).
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// The point size; nil when unspecified.
        let _pointSize: CGFloat?
        /// The weight (``SymbolWeight/unspecified`` when unspecified).
        let _weight: SymbolWeight
        /// The scale (``SymbolScale/unspecified`` when unspecified).
        let _scale: SymbolScale
        /// The text style that sets the point size and weight; nil when unspecified.
        let _textStyle: UIFont.TextStyle?

        init(
            pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?,
            traitCollection: UITraitCollection?
        ) {
            // A point size that is not a positive finite number is unspecified (UIKitBehaviour #282).
            _pointSize = pointSize.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            _weight = weight
            _scale = scale
            _textStyle = textStyle
            super.init(_traitCollection: traitCollection)
        }

        /// A configuration object that contains unspecified values for all attributes.
        public class var unspecified: UIImage.SymbolConfiguration {
            SymbolConfiguration(
                pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil, traitCollection: nil)
        }

        /// Creates a configuration object with the specified point-size information.
        ///
        /// A point size that is zero, negative or not finite is left unspecified.
        public convenience init(pointSize: CGFloat) {
            self.init(
                pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil, traitCollection: nil)
        }

        /// Creates a configuration object with the specified point-size and weight information.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil, traitCollection: nil)
        }

        /// Creates a configuration object with the specified point-size, weight, and scale information.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil, traitCollection: nil)
        }

        /// Creates a configuration object with the specified weight information.
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil, traitCollection: nil)
        }

        /// Creates a configuration object with the specified scale information.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil, traitCollection: nil)
        }

        /// Creates a configuration object with the specified font text style information.
        ///
        /// The symbol takes the style's point size at the content size category of the
        /// configuration's traits (the main screen's when none), and the style's weight.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(
                pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: textStyle, traitCollection: nil)
        }

        /// Creates a configuration object with the specified font text style and scale information.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle, traitCollection: nil)
        }

        /// Creates a configuration object with the specified font information.
        ///
        /// The font's point size, and its weight as far as its face tells (bold faces give
        /// ``SymbolWeight/bold``, others ``SymbolWeight/regular``).
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        /// Creates a configuration object with the specified font and scale information.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            let weight: SymbolWeight = font._face.styleName.localizedCaseInsensitiveContains("bold") ? .bold : .regular
            self.init(pointSize: font.pointSize, weight: weight, scale: scale, textStyle: nil, traitCollection: nil)
        }

        /// Returns a copy of the current configuration object without point-size and weight information.
        public func configurationWithoutPointSizeAndWeight() -> Self {
            SymbolConfiguration(
                pointSize: nil, weight: .unspecified, scale: _scale, textStyle: _textStyle,
                traitCollection: traitCollection) as! Self
        }

        /// Returns a copy of the current configuration object without scale information.
        public func configurationWithoutScale() -> Self {
            SymbolConfiguration(
                pointSize: _pointSize, weight: _weight, scale: .unspecified, textStyle: _textStyle,
                traitCollection: traitCollection) as! Self
        }

        /// Returns a copy of the current configuration object without weight information.
        public func configurationWithoutWeight() -> Self {
            SymbolConfiguration(
                pointSize: _pointSize, weight: .unspecified, scale: _scale, textStyle: _textStyle,
                traitCollection: traitCollection) as! Self
        }

        /// Returns a copy of the current configuration object without text-style information.
        public func configurationWithoutTextStyle() -> Self {
            SymbolConfiguration(
                pointSize: _pointSize, weight: _weight, scale: _scale, textStyle: nil,
                traitCollection: traitCollection) as! Self
        }

        /// Returns a Boolean value that indicates whether the configuration objects are equivalent.
        public func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return _pointSize == other._pointSize && _weight == other._weight && _scale == other._scale
                && _textStyle == other._textStyle
        }

        /// Equal when the other object is an equivalent symbol configuration.
        open override func isEqual(_ object: Any?) -> Bool {
            isEqual(to: object as? SymbolConfiguration)
        }

        /// A hash consistent with ``isEqual(_:)``.
        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(_pointSize)
            hasher.combine(_weight)
            hasher.combine(_scale)
            hasher.combine(_textStyle?.rawValue)
            return hasher.finalize()
        }

        override func _merged(with other: UIImage.Configuration?) -> UIImage.Configuration {
            guard let other = other as? SymbolConfiguration else { return super._merged(with: other) }
            // A point size or a text style on top replaces both of the receiver's.
            let sized = other._pointSize != nil || other._textStyle != nil
            return SymbolConfiguration(
                pointSize: sized ? other._pointSize : _pointSize,
                weight: other._weight != .unspecified ? other._weight : _weight,
                scale: other._scale != .unspecified ? other._scale : _scale,
                textStyle: sized ? other._textStyle : _textStyle,
                traitCollection: other.traitCollection ?? traitCollection)
        }

        override func _copy(traitCollection: UITraitCollection?) -> UIImage.Configuration {
            SymbolConfiguration(
                pointSize: _pointSize, weight: _weight, scale: _scale, textStyle: _textStyle,
                traitCollection: traitCollection)
        }

        /// The values a symbol is drawn with: unspecified ones resolved (UIKitBehaviour #282).
        var _resolved: (pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            var pointSize: CGFloat = 17
            var weight: SymbolWeight = .regular
            if let _textStyle {
                let font = UIFont.preferredFont(forTextStyle: _textStyle, compatibleWith: traitCollection)
                pointSize = font.pointSize
                weight = SymbolWeight._nearest(to: _textStyle._defaultSizeAndWeight.weight)
            }
            if let _pointSize { pointSize = _pointSize }
            if _weight != .unspecified { weight = _weight }
            let scale: SymbolScale = _scale == .unspecified || _scale == .default ? .medium : _scale
            return (pointSize, weight, scale)
        }

        /// A short description of the specified values.
        open override var description: String {
            var parts: [String] = []
            if let _textStyle { parts.append("textStyle=\(_textStyle.rawValue)") }
            if let _pointSize { parts.append("pointSize=\(Double(_pointSize))") }
            if _weight != .unspecified { parts.append("weight=\(_weight)") }
            if _scale != .unspecified { parts.append("scale=\(_scale)") }
            return "<UIImageSymbolConfiguration: \(parts.isEmpty ? "unspecified" : parts.joined(separator: ", "))>"
        }
    }
}
