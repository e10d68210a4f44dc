#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// A square cell of the photo grid: the photo, filling the cell and cropped to it.
final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "Photo"
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        contentView.addSubview(imageView)
        contentView.backgroundColor = .systemGray5
    }

    /// Not supported (no archives).
    required init?(coder: NSCoder) {
        fatalError("PhotoCell.init(coder:) is not supported")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        isHidden = false
    }
}
