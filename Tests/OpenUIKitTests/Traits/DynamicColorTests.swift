import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Dynamic colours resolve with the traits of where they are shown, and follow dark mode —
/// also in the middle of a transition.
@MainActor
@Suite struct DynamicColorTests {
    private func bytes(_ color: UIColor) -> [Int] {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b].map { Int(($0 * 255).rounded()) }
    }

    @Test func aProviderGivesTheColorForTheTraits() {
        _ = HeadlessHost()  // a light screen for UITraitCollection.current
        let brand = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        expectEqual(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .white)
        expectEqual(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)), .black)
        expectEqual(brand.resolvedColor(with: UITraitCollection()), .black)
        var components: [Int] = []
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { components = bytes(brand) }
        #expect(components == [255, 255, 255], "getRed resolves with UITraitCollection.current")
        expectEqual(bytes(brand), [0, 0, 0])
        #expect(brand == brand && brand != UIColor { _ in .black }, "dynamic colours are equal only to themselves")
    }

    @Test func aProviderThatNeverSettlesResolvesToClearWithAReport() {
        let host = HeadlessHost()
        final class Box: @unchecked Sendable { var color: UIColor? }
        let box = Box()
        let loop = UIColor { _ in box.color! }
        box.color = loop
        expectEqual(loop.resolvedColor(with: UITraitCollection()), .clear)
        #expect(host.reports.contains { $0.contains("kept returning dynamic colors") })
    }

    @Test func systemColorsHaveAppleDarkValues() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let elevated = dark.modifyingTraits { $0.userInterfaceLevel = .elevated }
        expectEqual(bytes(UIColor.systemRed.resolvedColor(with: dark)), [255, 69, 58])
        expectEqual(bytes(UIColor.systemBlue.resolvedColor(with: dark)), [10, 132, 255])
        expectEqual(bytes(UIColor.systemGray6.resolvedColor(with: dark)), [28, 28, 30])
        expectEqual(bytes(UIColor.label.resolvedColor(with: dark)), [255, 255, 255])
        expectEqual(bytes(UIColor.secondaryLabel.resolvedColor(with: dark)), [235, 235, 245])
        expectEqual(bytes(UIColor.systemBackground.resolvedColor(with: dark)), [0, 0, 0])
        expectEqual(bytes(UIColor.systemBackground.resolvedColor(with: elevated)), [28, 28, 30])
        expectEqual(bytes(UIColor.secondarySystemGroupedBackground.resolvedColor(with: dark)), [28, 28, 30])
        expectEqual(bytes(UIColor.separator.resolvedColor(with: dark)), [84, 84, 88])
        #expect(UIColor.systemRed == UIColor.systemRed && UIColor.systemRed != UIColor.systemBlue)
        #expect(UIColor.systemRed.description.hasPrefix("<UIDynamicSystemColor; name = systemRedColor>"))
    }

    @Test func aViewsBackgroundFollowsItsTraitsButADirectCGColorDoesNot() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        view.backgroundColor = .systemBackground
        view.layer.borderColor = UIColor.label.cgColor
        expectEqual(view.layer.backgroundColor?.components, [1, 1, 1, 1])
        host.userInterfaceStyle = .dark
        expectEqual(view.layer.backgroundColor?.components, [0, 0, 0, 1])
        #expect(
            view.layer.borderColor?.components == [0, 0, 0, 1], "a CGColor set on the layer stays (UIKitBehaviour #225)"
        )
        #expect(view.backgroundColor == .systemBackground, "the view keeps the dynamic colour")
        view.overrideUserInterfaceStyle = .light
        expectEqual(view.layer.backgroundColor?.components, [1, 1, 1, 1])
    }

    @Test func aLabelRedrawsInItsNewColor() {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 60))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        label.text = "████"
        label.font = .systemFont(ofSize: 40)
        host.window.backgroundColor = .systemBackground
        host.window.addSubview(label)
        host.runUntilIdle()
        let lightImage = host.render()
        host.userInterfaceStyle = .dark
        host.runUntilIdle()
        let darkImage = host.render()
        let darkest = { (image: CGImage) in (0..<100).map { Drawing.pixel(image, $0, 30)[0] }.min()! }
        let lightest = { (image: CGImage) in (0..<100).map { Drawing.pixel(image, $0, 30)[0] }.max()! }
        #expect(darkest(lightImage) < 40 && lightest(lightImage) > 240, "black text on white")
        #expect(Drawing.pixel(darkImage, 99, 2)[0] < 15, "black background")
        #expect(lightest(darkImage) > 215, "white text")
    }

    @Test func switchingToDarkMidPresentationRecoloursAndTheTransitionCompletes() {
        let host = HeadlessHost()
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        host.window.rootViewController = root
        host.runUntilIdle()
        final class Sheet: UIViewController {
            var styles: [UIUserInterfaceStyle] = []
            override func viewDidLoad() { view.backgroundColor = .secondarySystemBackground }
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                styles.append(traitCollection.userInterfaceStyle)
            }
        }
        let sheet = Sheet()
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        host.advance(by: 0.15)
        #expect(sheet.isBeingPresented && sheet.transitionCoordinator != nil)
        host.userInterfaceStyle = .dark
        #expect(sheet.styles == [.light, .dark], "elevated when presented, then dark")
        expectEqual(root.view.layer.backgroundColor?.components, [0, 0, 0, 1])
        #expect(
            sheet.view.layer.backgroundColor?.components?.map { Int(($0 * 255).rounded()) } == [44, 44, 46, 255],
            "an elevated sheet in dark mode")
        host.runUntilIdle()
        #expect(completed && sheet.presentingViewController === root && sheet.view.window === host.window)
        #expect(host.reports.isEmpty, "\(host.reports)")
    }
}
