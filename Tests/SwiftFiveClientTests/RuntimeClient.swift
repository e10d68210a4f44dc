import OpenOS
import OpenUIKit
import SegueTesting
import Testing

// iOS code in the Swift 5 language mode that leans on the Objective-C runtime and Darwin:
// associated objects in extensions, nib hooks overridden in cells and controllers, os.Logger,
// os_unfair_lock and HUGE — compiled unchanged but for the imports.

private var badgeKey: UInt8 = 0
private let log = Logger(subsystem: "com.example.shop", category: "ui")

extension UIView {
    private static var tapCountKey = 0

    /// A badge label hung on any view, the way extensions on UIKit classes add stored state.
    var badgeLabel: UILabel? {
        get { objc_getAssociatedObject(self, &badgeKey) as? UILabel }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    var tapCount: Int {
        get { objc_getAssociatedObject(self, &UIView.tapCountKey) as? Int ?? 0 }
        set { objc_setAssociatedObject(self, &UIView.tapCountKey, newValue, .OBJC_ASSOCIATION_RETAIN) }
    }
}

final class ProductCell: UITableViewCell {
    var configured = false
    override func awakeFromNib() {
        super.awakeFromNib()
        configured = true
        log.debug("awoke \(self.reuseIdentifier ?? "-", privacy: .public)")
    }
    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
    }
}

final class ThumbnailCell: UICollectionViewCell {
    override func awakeFromNib() {
        super.awakeFromNib()
        contentView.layer.cornerRadius = 8
    }
}

class ProductListViewController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
        title = "Products"
    }
}

class RatingView: UIView {
    override func awakeFromNib() {
        super.awakeFromNib()
        backgroundColor = .clear
    }
}

final class SwipeRecognizer: UIPanGestureRecognizer {
    override func awakeFromNib() { super.awakeFromNib() }
}

/// A cache guarded by an unfair lock, as Darwin code writes it.
final class ImageCache {
    private var lock = os_unfair_lock()
    private var images: [String: UIImage] = [:]
    let maximumCost = CGFloat(HUGE)

    func image(for key: String) -> UIImage? {
        os_unfair_lock_lock(&lock)
        defer { os_unfair_lock_unlock(&lock) }
        return images[key]
    }

    func store(_ image: UIImage, for key: String) {
        os_unfair_lock_lock(&lock)
        images[key] = image
        os_unfair_lock_unlock(&lock)
        os_log("stored %{public}@", log: OSLog(subsystem: "com.example.shop", category: "cache"), type: .debug, key)
    }
}

@MainActor
@Suite struct RuntimeClientTests {
    @Test func associatedStateLivesAndDiesWithTheView() {
        weak var badge: UILabel?
        do {
            let view = UIView()
            let label = UILabel()
            badge = label
            view.badgeLabel = label
            view.tapCount += 2
            #expect(view.badgeLabel === label)
            #expect(view.tapCount == 2)
        }
        // A view releases its associated values as it is deallocated, without a sweep.
        #expect(badge == nil)
    }

    @Test func soak100kViewsReleaseTheirAssociatedValuesAtOnce() {
        let baseline = _associatedObjectCount
        weak var lastBadge: UILabel?
        for index in 0..<100_000 {
            let layer = CALayer()  // layers are the cheapest owners; views behave alike
            let label = UILabel()
            if index == 99_999 { lastBadge = label }
            objc_setAssociatedObject(layer, &badgeKey, label, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        #expect(lastBadge == nil)
        #expect(_associatedObjectCount == baseline)
    }

    @Test func nibHooksAreOverridableAndNeverCalledBySegue() {
        let cell = ProductCell(style: .default, reuseIdentifier: "product")
        #expect(!cell.configured)
        cell.awakeFromNib()
        #expect(cell.configured)
        let controller = ProductListViewController()
        controller.awakeFromNib()
        #expect(controller.title == "Products")
        ThumbnailCell(frame: .zero).awakeFromNib()
        RatingView().awakeFromNib()
        SwipeRecognizer().awakeFromNib()
    }

    @Test func darwinPiecesCompileAndWork() {
        let cache = ImageCache()
        #expect(cache.image(for: "a") == nil)
        cache.store(UIImage(), for: "a")
        #expect(cache.image(for: "a") != nil)
        #expect(cache.maximumCost > 1e38)
    }
}
