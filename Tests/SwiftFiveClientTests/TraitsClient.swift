// Trait and dark-mode client code as apps write it, compiled in Swift 5 mode.
import OpenUIKit
import SegueTesting
import Testing

/// A card whose border follows dark mode the way Apple's "Supporting Dark Mode" asks: a
/// `CGColor` set again when the traits change, through an iOS 17 registration.
final class ThemedCardViewFive: UIView {
    private(set) var borderUpdates = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (self: Self, previousTraitCollection: UITraitCollection) in
            self.updateBorder()
        }
        updateBorder()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func updateBorder() {
        borderUpdates += 1
        layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
    }
}

/// A controller that adapts its layout to size classes and reads Dynamic Type.
final class AdaptiveControllerFive: UIViewController {
    let titleLabel = UILabel()
    private(set) var isCompactLayout = false
    static let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemOrange : .systemBlue }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .boldSystemFont(ofSize: 24))
        titleLabel.adjustsFontForContentSizeCategory = true
        view.addSubview(titleLabel)
        view.tintColor = Self.accent
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        isCompactLayout = traitCollection.verticalSizeClass == .compact
    }
}

@MainActor
@Suite struct TraitsSwiftFiveClientTests {
    @Test func aCardRecoloursItsBorderWhenTheAppGoesDark() {
        let host = HeadlessHost()
        let card = ThemedCardViewFive(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        host.window.addSubview(card)
        let updates = card.borderUpdates
        host.userInterfaceStyle = .dark
        #expect(card.borderUpdates == updates + 1)
        #expect(card.layer.borderColor?.components?.map { Int(($0 * 255).rounded()) } == [84, 84, 88, 153])
        #expect(card.layer.backgroundColor?.components?.map { Int(($0 * 255).rounded()) } == [28, 28, 30, 255])
    }

    @Test func aControllerFollowsSizeClassesAndTextSize() {
        let host = HeadlessHost()
        let controller = AdaptiveControllerFive()
        host.window.rootViewController = controller
        host.runUntilIdle()
        #expect(controller.titleLabel.font.pointSize == 24)
        host.resize(to: CGSize(width: 844, height: 390))
        #expect(controller.isCompactLayout)
        host.preferredContentSizeCategory = .accessibilityLarge
        #expect(controller.titleLabel.font.pointSize == 37, "24 × 43 / 28, to half points")
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 33)
        let tint = controller.view.tintColor.resolvedColor(with: controller.traitCollection)
        #expect(tint == UIColor.systemBlue.resolvedColor(with: controller.traitCollection))
    }
}
