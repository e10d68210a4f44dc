#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The content of a full gallery screen: a large title, a subtitle, a rounded coloured card
/// holding a picture and a caption, and buttons along the bottom.
///
/// Laid out from the view's bounds in `layoutSubviews()`, so the same screen fills any screen
/// size (the gallery renders at 390 × 844 points; the tests' snapshots at reduced scale).
@MainActor
final class _DemoScreenView: UIView {
    /// The screen's colours.
    struct Style {
        /// The screen's background.
        var background: UIColor
        /// The card's fill.
        var card: UIColor
        /// Title and caption text.
        var text: UIColor
        /// Subtitle text.
        var secondaryText: UIColor
        /// The card's caption.
        var cardText: UIColor
        /// Button fill; button titles are white.
        var button: UIColor
        /// The picture's colours.
        var artwork: _Artwork.Palette

        /// Light grey screen, blue card, a daytime picture.
        static let light = Style(
            background: .systemGroupedBackground, card: .systemBlue, text: .label,
            secondaryText: .secondaryLabel, cardText: .white, button: .systemBlue, artwork: .day)
        /// Deep indigo screen, white card, a night picture.
        static let dark = Style(
            background: UIColor(red: 0.16, green: 0.15, blue: 0.42, alpha: 1), card: .white,
            text: .white, secondaryText: UIColor(white: 1, alpha: 0.7),
            cardText: .black, button: .systemOrange, artwork: .night)
        /// Warm screen, pink card, a sunset.
        static let warm = Style(
            background: UIColor(red: 1, green: 0.95, blue: 0.88, alpha: 1), card: .systemPink,
            text: .label, secondaryText: .secondaryLabel, cardText: .white, button: .systemPink, artwork: .sunset)
        /// Mint screen, teal card, a morning.
        static let fresh = Style(
            background: UIColor(red: 0.88, green: 0.97, blue: 0.93, alpha: 1), card: .systemTeal,
            text: .label, secondaryText: .secondaryLabel, cardText: .white, button: .systemTeal, artwork: .morning)
    }

    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let card = UIView()
    let artworkView = UIImageView(image: nil)
    let captionLabel = UILabel()
    private(set) var buttons: [UIButton] = []

    /// Makes a screen titled `title`, with `subtitle` below it and `caption` in the card.
    init(title: String, subtitle: String, caption: String, style: Style) {
        super.init(frame: .zero)
        backgroundColor = style.background
        titleLabel.text = title
        titleLabel.font = UIFont.boldSystemFont(ofSize: 34)
        titleLabel.textColor = style.text
        subtitleLabel.text = subtitle
        subtitleLabel.font = UIFont.systemFont(ofSize: 17)
        subtitleLabel.textColor = style.secondaryText
        subtitleLabel.numberOfLines = 2
        card.backgroundColor = style.card
        card.layer.cornerRadius = 20
        artworkView.image = _Artwork.landscape(size: CGSize(width: 318, height: 220), palette: style.artwork)
        artworkView.layer.cornerRadius = 12
        artworkView.clipsToBounds = true
        artworkView.contentMode = .scaleAspectFill
        captionLabel.text = caption
        captionLabel.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        captionLabel.textColor = style.cardText
        captionLabel.numberOfLines = 2
        for subview in [titleLabel, subtitleLabel, card] as [UIView] { addSubview(subview) }
        card.addSubview(artworkView)
        card.addSubview(captionLabel)
        buttonColour = style.button
    }

    /// Not supported (no nibs).
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    private var buttonColour: UIColor = .systemBlue

    /// Adds a filled, rounded button titled `title` below the card that runs `handler` when
    /// tapped; buttons stack upwards from the bottom edge in the order added.
    @discardableResult
    func addButton(_ title: String, handler: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle(title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        button.backgroundColor = buttonColour
        button.layer.cornerRadius = 14
        button.addAction(UIAction { _ in handler() }, for: .touchUpInside)
        addSubview(button)
        buttons.append(button)
        setNeedsLayout()
        return button
    }

    /// The frame of the `index`th button (0 is the lowest) in a view of `size` — the layout
    /// `layoutSubviews()` applies, which scenarios use to aim their taps.
    static func buttonFrame(_ index: Int, in size: CGSize) -> CGRect {
        let height: CGFloat = 50
        let spacing: CGFloat = 12
        let bottom: CGFloat = 48
        let y = size.height - bottom - height - CGFloat(index) * (height + spacing)
        return CGRect(x: 24, y: y, width: size.width - 48, height: height)
    }

    /// The centre of the `index`th button on the gallery's 390 × 844 pt screen: where a
    /// scenario taps it.
    static func buttonCentre(_ index: Int) -> CGPoint {
        let frame = buttonFrame(index, in: CGSize(width: 390, height: 844))
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Shrinks the title's font, from 34 pt down to 24 pt, until the title fits on its line
    /// (what `adjustsFontSizeToFitWidth` does).
    private func fitTitle() {
        var size: CGFloat = 34
        repeat {
            titleLabel.font = UIFont.boldSystemFont(ofSize: size)
            if titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 41)).width
                <= titleLabel.bounds.width
            {
                return
            }
            size -= 1
        } while size >= 24
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        titleLabel.frame = CGRect(x: 24, y: 64, width: width - 48, height: 41)
        fitTitle()
        subtitleLabel.frame = CGRect(x: 24, y: 110, width: width - 48, height: 44)
        let cardWidth = width - 40
        card.frame = CGRect(x: 20, y: 172, width: cardWidth, height: 330)
        artworkView.frame = CGRect(x: 16, y: 16, width: cardWidth - 32, height: 220)
        captionLabel.frame = CGRect(x: 20, y: 248, width: cardWidth - 40, height: 66)
        for (index, button) in buttons.enumerated() {
            button.frame = Self.buttonFrame(index, in: bounds.size)
        }
    }
}
