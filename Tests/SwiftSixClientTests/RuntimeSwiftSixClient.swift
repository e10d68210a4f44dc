import OpenOS
import OpenUIKit
import SegueTesting
import Testing

// Swift 6 client code using KVO, associated objects, nib hooks and os.Logger as iOS code
// written for the Swift 6 language mode does.

nonisolated(unsafe) private var regionKey: UInt8 = 0

final class ResizingCardView: UIView {
    private static let logger = Logger(subsystem: "com.example.cards", category: "layout")
    private var observation: NSKeyValueObservation?
    private(set) var sizes: [CGSize] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        startObserving()
    }

    func startObserving() {
        observation = observe(\.bounds, options: [.new]) { [weak self] view, change in
            guard let size = change.newValue?.size else { return }
            self?.sizes.append(size)
            Self.logger.debug(
                "card resized to \(size.width, format: .fixed(precision: 1)) × \(size.height, privacy: .public)")
        }
    }

    var region: String? {
        get { objc_getAssociatedObject(self, &regionKey) as? String }
        set { objc_setAssociatedObject(self, &regionKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

@MainActor
@Suite struct RuntimeSwiftSixClientTests {
    @Test func aMainActorViewObservesItselfWithAWeakSelfHandler() {
        let card = ResizingCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.awakeFromNib()
        card.bounds.size = CGSize(width: 120, height: 80)
        card.region = "eu"
        #expect(card.sizes == [CGSize(width: 120, height: 80)])
        #expect(card.region == "eu")
    }

    @Test func anUnfairLockAllocatedByTheClient() {
        let lock = OSAllocatedUnfairLock(initialState: 0)
        lock.withLock { $0 += 1 }
        #expect(lock.withLock { $0 } == 1)
    }
}
