// Status: partial — no attributed text, text layout guides or symbol configurations
import Foundation

/// The content of a list row, header or footer: an image, a text and a secondary text, with
/// their looks and the margins and paddings between them.
///
/// Start from a style (`cell()`, `subtitleCell()`, `valueCell()`, the header and footer
/// styles, or a cell's `defaultContentConfiguration()`), set the text, and assign it to a
/// cell's `contentConfiguration`.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How the text and the secondary text are drawn.
    public struct TextProperties: Hashable, Sendable {
        /// How lines of text align.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Leading alignment.
            case natural
            /// Centered.
            case center
            /// Justified (drawn leading-aligned).
            case justified
        }
        /// The font.
        public var font: UIFont
        /// The text colour.
        public var color: UIColor
        /// The alignment; `.natural` by default.
        public var alignment: TextAlignment = .natural
        /// How lines break and truncate; `.byTruncatingTail` by default.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines to show; 0 (no limit) by default.
        public var numberOfLines = 0
    }

    /// How the image is drawn.
    public struct ImageProperties: Hashable, Sendable {
        /// The tint colour of template images; nil uses the view's tint colour.
        public var tintColor: UIColor?
        /// The largest size the image is shown at; zero means no limit.
        public var maximumSize = CGSize.zero
        /// The space kept for the image even when it is smaller (zero: none).
        public var reservedLayoutSize = CGSize.zero
        /// The corner radius of the image.
        public var cornerRadius: CGFloat = 0
    }

    /// The image; nil by default.
    public var image: UIImage?
    /// The primary text; nil by default.
    public var text: String?
    /// The secondary text; nil by default.
    public var secondaryText: String?
    /// How the primary text looks.
    public var textProperties: TextProperties
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the text and the secondary text sit side by side (the value style) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the text.
    public var imageToTextPadding: CGFloat = 16
    /// The space between side-by-side texts.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between stacked texts.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    init(text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
    }

    static let _cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// The look of a plain cell: one body-size text.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .systemFont(ofSize: 17), color: .label),
            secondary: TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel),
            margins: _cellMargins)
    }

    /// The look of a subtitle cell: a text with a smaller secondary text below it.
    public static func subtitleCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .systemFont(ofSize: 15)
        configuration.secondaryTextProperties.color = .label
        return configuration
    }

    /// The look of a value cell: a text with a gray secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .systemFont(ofSize: 17)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// The look of a plain table's section header.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .boldSystemFont(ofSize: 17), color: .label),
            secondary: TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    }

    /// The look of a plain table's section footer.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel),
            secondary: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    }

    /// The look of a grouped table's section header: small gray text above the section.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel),
            secondary: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
    }

    /// The look of a grouped table's section footer: small gray text below the section.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel),
            secondary: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16))
    }

    /// Makes a list content view showing this configuration.
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// The configuration unchanged: the list styles look the same in every state.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The view of a `UIListContentConfiguration`: an image view and two labels laid out by the
/// configuration's margins and paddings (frame-based; its height comes from `sizeThatFits`).
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    var _configuration: UIListContentConfiguration
    let _textLabel = UILabel()
    let _secondaryLabel = UILabel()
    let _imageView = UIImageView()

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        _configuration = configuration
        super.init(frame: .zero)
        isOpaque = false
        for view in [_imageView, _textLabel, _secondaryLabel] as [UIView] { addSubview(view) }
        _apply()
    }

    /// Creating views from archives is not supported.
    public required init?(coder: NSCoder) { _unimplemented("UIListContentView.init(coder:)") }

    /// The configuration shown (a `UIListContentConfiguration`; others are ignored and reported).
    open var configuration: any UIContentConfiguration {
        get { _configuration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                UIView._report("UIListContentView.configuration: ignored a configuration of type \(type(of: newValue))")
                return
            }
            _configuration = list
            _apply()
        }
    }

    /// Whether `configuration` is a list content configuration.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layout(width: bounds.width, height: bounds.height, apply: true)
    }

    /// The height the content needs at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: _layout(width: size.width, height: nil, apply: false))
    }
}
