import SegueTransitions

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The one-call modal demo's screen: a photo card and two buttons, each presenting a screen
/// with SegueTransitions' `present(_:at:animated:presenting:dismissing:completion:)` — a card that springs up
/// from below the screen and shrinks away, and a banner that drops from the top and slides
/// back up.
final class OneCallModalViewController: UIViewController {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let photoCard = UIView()
    private let photoView = UIImageView()
    private let captionLabel = UILabel()
    private let detailLabel = UILabel()
    private let cardButton = UIButton(type: .system)
    private let bannerButton = UIButton(type: .system)

    /// Where the card sits, in a screen of `size`.
    static func cardFrame(in size: CGSize) -> CGRect {
        CGRect(x: 24, y: 150, width: size.width - 48, height: 460)
    }

    /// Where the banner sits, in a screen of `size`.
    static func bannerFrame(in size: CGSize) -> CGRect {
        CGRect(x: 12, y: 54, width: size.width - 24, height: 100)
    }

    /// The "Show card" button's frame, in a screen of `size`.
    static func cardButtonFrame(in size: CGSize) -> CGRect {
        CGRect(x: 20, y: size.height - 204, width: size.width - 40, height: 54)
    }

    /// The "Show banner" button's frame, in a screen of `size`.
    static func bannerButtonFrame(in size: CGSize) -> CGRect {
        CGRect(x: 20, y: size.height - 134, width: size.width - 40, height: 54)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6

        titleLabel.text = "One-call modal"
        titleLabel.font = .boldSystemFont(ofSize: 34)
        subtitleLabel.text = "present(_:at:animated:presenting:dismissing:)"
        subtitleLabel.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        subtitleLabel.textColor = .secondaryLabel

        photoCard.backgroundColor = .white
        photoCard.layer.cornerRadius = 18
        photoCard.layer.shadowColor = UIColor.black.cgColor
        photoCard.layer.shadowOpacity = 0.12
        photoCard.layer.shadowRadius = 10
        photoCard.layer.shadowOffset = CGSize(width: 0, height: 4)
        photoView.image = SceneryImage.make(size: CGSize(width: 350, height: 220), palette: SceneryImage.evening)
        photoView.layer.cornerRadius = 18
        photoView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        photoView.clipsToBounds = true
        captionLabel.text = "Lake at evening"
        captionLabel.font = .boldSystemFont(ofSize: 20)
        detailLabel.text = "Each button presents a screen at a frame of its choosing, animated by two closures."
        detailLabel.font = .systemFont(ofSize: 15)
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = 2
        photoCard.addSubview(photoView)
        photoCard.addSubview(captionLabel)
        photoCard.addSubview(detailLabel)

        style(cardButton, title: "Show card", color: .systemIndigo)
        cardButton.addAction(UIAction { [weak self] _ in self?.showCard(animated: true) }, for: .touchUpInside)
        style(bannerButton, title: "Show banner", color: .systemTeal)
        bannerButton.addAction(UIAction { [weak self] _ in self?.showBanner(animated: true) }, for: .touchUpInside)

        for subview in [titleLabel, subtitleLabel, photoCard, cardButton, bannerButton] { view.addSubview(subview) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        titleLabel.frame = CGRect(x: 20, y: 58, width: size.width - 40, height: 42)
        subtitleLabel.frame = CGRect(x: 20, y: 104, width: size.width - 40, height: 18)
        photoCard.frame = CGRect(x: 20, y: 146, width: size.width - 40, height: 320)
        photoView.frame = CGRect(x: 0, y: 0, width: photoCard.bounds.width, height: 220)
        captionLabel.frame = CGRect(x: 16, y: 232, width: photoCard.bounds.width - 32, height: 26)
        detailLabel.frame = CGRect(x: 16, y: 262, width: photoCard.bounds.width - 32, height: 44)
        cardButton.frame = Self.cardButtonFrame(in: size)
        bannerButton.frame = Self.bannerButtonFrame(in: size)
    }

    /// Presents the card: it springs up from below the screen, and shrinks and fades away
    /// when dismissed.
    func showCard(animated: Bool) {
        let card = OneCallCardViewController()
        present(
            card, at: Self.cardFrame(in: view.bounds.size), animated: animated,
            presenting: { view, completion in
                // From just below the bottom edge of the container (the screen).
                let below = (view.superview?.bounds.height ?? UIScreen.main.bounds.height) - view.frame.minY
                view.transform = CGAffineTransform(translationX: 0, y: below)
                UIView.animate(
                    withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0,
                    options: [], animations: { view.transform = .identity }, completion: completion)
            },
            dismissing: { view, completion in
                UIView.animate(
                    withDuration: 0.3, delay: 0, options: [.curveEaseIn],
                    animations: {
                        view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                        view.alpha = 0
                    }, completion: completion)
            })
    }

    /// Presents the banner: it drops from above the top edge, and slides back up when
    /// dismissed.
    func showBanner(animated: Bool) {
        let banner = OneCallBannerViewController()
        let frame = Self.bannerFrame(in: view.bounds.size)
        present(
            banner, at: frame, animated: animated,
            presenting: { view, completion in
                view.transform = CGAffineTransform(translationX: 0, y: -frame.maxY - 20)
                UIView.animate(
                    withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                    options: [], animations: { view.transform = .identity }, completion: completion)
            },
            dismissing: { view, completion in
                UIView.animate(
                    withDuration: 0.3, delay: 0, options: [.curveEaseIn],
                    animations: {
                        view.transform = CGAffineTransform(translationX: 0, y: -frame.maxY - 20)
                    }, completion: completion)
            })
    }

    private func style(_ button: UIButton, title: String, color: UIColor) {
        button.setTitle(title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 17)
        button.backgroundColor = color
        button.layer.cornerRadius = 14
    }
}
