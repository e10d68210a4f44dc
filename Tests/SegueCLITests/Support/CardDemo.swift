import SegueGallery
import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// A screen like the gallery's: a title, three rounded cards with soft shadows and captions,
/// and a gradient image; tapping nothing, it presents a detail screen full screen (cover
/// vertical) or with a cross-dissolve, and dismisses it. Used to check real transitions end
/// to end and to measure the render speed.
@MainActor
struct CardDemo: TransitionDemo {
    let name = "cards"
    let summary = "Cards with shadows and text; a detail screen slides up, then down, and cross-dissolves."

    func makeRootViewController() -> UIViewController { CardScreen(title: "Segue", tint: .systemBlue) }

    var scenarios: [DemoScenario] {
        [
            DemoScenario(
                "present and dismiss",
                [
                    .perform { root in root.present(CardScreen(title: "Detail", tint: .systemOrange), animated: true) },
                    .settle,
                    .wait(0.1),
                    .perform { root in root.dismiss(animated: true) }
                ]),
            DemoScenario(
                "dismiss",
                setup: [
                    .perform { root in root.present(CardScreen(title: "Detail", tint: .systemOrange), animated: false)
                    },
                    .settle
                ],
                [
                    .perform { root in root.dismiss(animated: true) }
                ]),
            DemoScenario(
                "cross-dissolve",
                [
                    .perform { root in
                        let detail = CardScreen(title: "Dissolve", tint: .systemPink)
                        detail.modalTransitionStyle = .crossDissolve
                        detail.modalPresentationStyle = .fullScreen
                        root.present(detail, animated: true)
                    }
                ])
        ]
    }
}

/// One screen of ``CardDemo``.
@MainActor
final class CardScreen: UIViewController {
    private let heading: String
    private let tint: UIColor

    init(title: String, tint: UIColor) {
        heading = title
        self.tint = tint
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let bounds = view.bounds
        let title = UILabel(frame: CGRect(x: 20, y: 60, width: bounds.width - 40, height: 44))
        title.text = heading
        title.font = .boldSystemFont(ofSize: 34)
        view.addSubview(title)
        let colors: [UIColor] = [tint, .systemGreen, .systemPurple]
        for (index, color) in colors.enumerated() {
            let card = UIView(
                frame: CGRect(x: 20, y: 130 + CGFloat(index) * 150, width: bounds.width - 40, height: 130))
            card.backgroundColor = color
            card.layer.cornerRadius = 16
            card.layer.shadowColor = UIColor.black.cgColor
            card.layer.shadowOpacity = 0.25
            card.layer.shadowRadius = 10
            card.layer.shadowOffset = CGSize(width: 0, height: 4)
            let caption = UILabel(frame: CGRect(x: 16, y: 16, width: card.bounds.width - 32, height: 60))
            caption.text = "Card \(index + 1)\nRendered frame by frame."
            caption.numberOfLines = 2
            caption.textColor = .white
            caption.font = .systemFont(ofSize: 17, weight: .semibold)
            card.addSubview(caption)
            view.addSubview(card)
        }
        let imageSize = CGSize(width: bounds.width - 40, height: 120)
        let image = UIGraphicsImageRenderer(size: imageSize).image { context in
            for row in 0..<12 {
                UIColor(hue: CGFloat(row) / 12, saturation: 0.6, brightness: 0.95, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: CGFloat(row) * 10, width: imageSize.width, height: 10))
            }
        }
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(origin: CGPoint(x: 20, y: 590), size: imageSize)
        imageView.layer.cornerRadius = 12
        imageView.clipsToBounds = true
        view.addSubview(imageView)
    }
}
