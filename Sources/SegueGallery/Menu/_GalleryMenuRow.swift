#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// One row of the gallery's menu: a demo's name over its one-line summary, on a white card
/// that dims while pressed.
final class _GalleryMenuRow: UIControl {
    private let nameLabel = UILabel()
    private let summaryLabel = UILabel()

    init(name: String, summary: String) {
        super.init(frame: .zero)
        backgroundColor = .white
        layer.cornerRadius = 12
        nameLabel.text = name
        nameLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        nameLabel.textColor = .label
        summaryLabel.text = summary
        summaryLabel.font = .systemFont(ofSize: 12)
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.numberOfLines = 2
        addSubview(nameLabel)
        addSubview(summaryLabel)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("_GalleryMenuRow is not archived") }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.6 : 1 }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width - 32
        nameLabel.frame = CGRect(x: 16, y: 8, width: width, height: 22)
        summaryLabel.frame = CGRect(x: 16, y: 30, width: width, height: bounds.height - 36)
    }
}
