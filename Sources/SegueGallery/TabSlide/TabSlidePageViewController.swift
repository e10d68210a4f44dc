#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// One tab of the tab slide demo: a large title, a picture card, two small coloured cards with
/// figures and a wide note card, in the tab's colours.
final class TabSlidePageViewController: UIViewController {
    let page: Page
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let pictureView = UIImageView()
    private let captionLabel = UILabel()
    private var figureCards: [UIView] = []
    private let noteCard = UIView()
    private let noteLabel = UILabel()

    /// Creates the screen of `page`; its title names the tab.
    init(page: Page) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
        title = page.title
    }

    /// Not supported (no archives).
    required init?(coder: NSCoder) {
        fatalError("TabSlidePageViewController.init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = page.background

        titleLabel.text = page.title
        titleLabel.font = .boldSystemFont(ofSize: 34)
        subtitleLabel.text = page.subtitle
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel

        pictureView.image = SceneryImage.make(size: CGSize(width: 350, height: 230), palette: page.palette)
        pictureView.layer.cornerRadius = 20
        pictureView.clipsToBounds = true
        captionLabel.text = page.caption
        captionLabel.font = .boldSystemFont(ofSize: 17)
        captionLabel.textColor = .white
        pictureView.addSubview(captionLabel)

        figureCards = page.figures.map { figure in
            let card = UIView()
            card.backgroundColor = page.tint
            card.layer.cornerRadius = 18
            let value = UILabel()
            value.text = figure.value
            value.font = .boldSystemFont(ofSize: 30)
            value.textColor = .white
            value.tag = 1
            let label = UILabel()
            label.text = figure.label
            label.font = .systemFont(ofSize: 15, weight: .medium)
            label.textColor = UIColor(white: 1, alpha: 0.85)
            label.tag = 2
            card.addSubview(value)
            card.addSubview(label)
            return card
        }

        noteCard.backgroundColor = .white
        noteCard.layer.cornerRadius = 18
        noteCard.layer.shadowColor = UIColor.black.cgColor
        noteCard.layer.shadowOpacity = 0.08
        noteCard.layer.shadowRadius = 8
        noteCard.layer.shadowOffset = CGSize(width: 0, height: 3)
        noteLabel.text = page.note
        noteLabel.font = .systemFont(ofSize: 15)
        noteLabel.numberOfLines = 2
        noteCard.addSubview(noteLabel)

        for subview in [titleLabel, subtitleLabel, pictureView] + figureCards + [noteCard] { view.addSubview(subview) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        titleLabel.frame = CGRect(x: 20, y: 58, width: width - 40, height: 42)
        subtitleLabel.frame = CGRect(x: 20, y: 102, width: width - 40, height: 20)
        pictureView.frame = CGRect(x: 20, y: 140, width: width - 40, height: 240)
        captionLabel.frame = CGRect(
            x: 16, y: pictureView.bounds.height - 36, width: pictureView.bounds.width - 32, height: 22)
        let cardWidth = (width - 40 - 14) / 2
        for (index, card) in figureCards.enumerated() {
            card.frame = CGRect(x: 20 + CGFloat(index) * (cardWidth + 14), y: 398, width: cardWidth, height: 112)
            card.viewWithTag(1)?.frame = CGRect(x: 16, y: 18, width: cardWidth - 32, height: 38)
            card.viewWithTag(2)?.frame = CGRect(x: 16, y: 66, width: cardWidth - 32, height: 20)
        }
        noteCard.frame = CGRect(x: 20, y: 528, width: width - 40, height: 84)
        noteLabel.frame = noteCard.bounds.insetBy(dx: 16, dy: 12)
    }
}
