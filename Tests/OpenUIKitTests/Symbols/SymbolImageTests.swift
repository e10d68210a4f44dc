import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// `UIImage(systemName:)`: names, sizes, weights, scales, configurations, tinting, and how
/// symbols draw in image views, buttons and renderers.
@MainActor
@Suite struct SymbolImageTests {
    /// The alpha of every pixel of `image`.
    static func alphas(_ image: CGImage) -> [UInt8] {
        stride(from: 3, to: image._premultipliedRGBA.count, by: 4).map { image._premultipliedRGBA[$0] }
    }

    /// Total ink: the sum of alphas, in full pixels.
    static func ink(_ image: CGImage) -> Double {
        Double(alphas(image).reduce(0) { $0 + Int($1) }) / 255
    }

    // UIKitBehaviour #284
    @Test func everyListedNameGivesASymbolAndUnknownNamesGiveNil() throws {
        _ = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 2)
        #expect(_SymbolGlyph.names.count >= 40)
        for name in _SymbolGlyph.names {
            let image = try #require(UIImage(systemName: name), "\(name)")
            #expect(image.isSymbolImage)
            expectEqual(image.scale, 2)
            expectEqual(image.renderingMode, .automatic)
            #expect(image.size.width > 3 && image.size.height > 1, "\(name): \(image.size)")
            #expect(Self.ink(try #require(image.cgImage)) > 4, "\(name) draws nothing")
        }
        expectEqual(UIImage(systemName: "no.such.symbol"), nil)
        expectEqual(UIImage(systemName: ""), nil)
        #expect(UIImage(systemName: "Star") == nil)  // names are case-sensitive
        #expect(UIImage(named: "star") == nil)  // symbols are not bundle images
        let bitmap = UIImage(cgImage: try #require(UIImage(systemName: "star")?.cgImage))
        #expect(
            !bitmap.isSymbolImage && bitmap.symbolConfiguration == nil
                && bitmap.applyingSymbolConfiguration(.init(weight: .bold)) == nil)
    }

    // UIKitBehaviour #282
    @Test func theDefaultSizeIsThatOfSeventeenPointBodyText() throws {
        _ = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 3)
        let circle = try #require(UIImage(systemName: "circle"))
        // 18.4-pt centre line plus a 1.6-pt regular stroke, on the 3× pixel grid.
        expectEqual(circle.size, CGSize(width: 20, height: 20))
        let chevron = try #require(UIImage(systemName: "chevron.right"))
        #expect(chevron.size.width < chevron.size.height / 1.5)
        #expect(abs(chevron.size.height - 15.9) < 0.4)
        // Circles hang 2 pt below the baseline; the strokes reach into the alignment insets.
        #expect(abs(circle.baselineOffsetFromBottom - (20 / 2 - 5.85)) < 0.01)
        #expect(circle.hasBaseline && abs(circle.alignmentRectInsets.left - 0.8) < 1e-9)
        #expect(!UIImage().hasBaseline && UIImage().alignmentRectInsets == .zero)
        // Equal symbols share their pixels, so they compare equal, as in UIKit.
        expectEqual(UIImage(systemName: "star"), UIImage(systemName: "star"))
        #expect(UIImage(systemName: "star") != UIImage(systemName: "star.fill"))
    }

    // UIKitBehaviour #283
    @Test func pointSizeScaleAndWeightSizeTheSymbol() throws {
        _ = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 2)
        func size(_ configuration: UIImage.SymbolConfiguration) throws -> CGSize {
            try #require(UIImage(systemName: "plus", withConfiguration: configuration)).size
        }
        let body = try size(.unspecified)
        let double = try size(.init(pointSize: 34))
        #expect(abs(double.width - body.width * 2) <= 0.5)
        let small = try size(.init(scale: .small))
        let large = try size(.init(scale: .large))
        #expect(small.width < body.width && body.width < large.width)
        // The outline grows 1.29 times; the 1.6-pt stroke does not.
        #expect(abs((large.width - 1.6) / (body.width - 1.6) - 1.29) < 0.05)
        // Heavier weights draw wider strokes: more ink, slightly larger images.
        let inks = try [UIImage.SymbolWeight.ultraLight, .regular, .black].map { weight in
            Self.ink(
                try #require(
                    UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(weight: weight))?
                        .cgImage))
        }
        #expect(inks[0] < inks[1] && inks[1] < inks[2])
        #expect(inks[2] / inks[0] > 4)
        // A text style gives its size and weight.
        let headline = try #require(
            UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(headline.size.width > body.width * 1.8)
    }

    // UIKitBehaviour #282
    @Test func badPointSizesAreUnspecified() throws {
        _ = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let body = try #require(UIImage(systemName: "heart")).size
        for bad in [CGFloat.nan, .infinity, -.infinity, -4, 0] {
            let image = try #require(
                UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: bad)))
            #expect(image.size == body, "\(bad)")
        }
    }

    // UIKitBehaviour #282
    @Test func configurationsApplyOnTopOfEachOther() throws {
        _ = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let base = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)
        let merged = base.applying(UIImage.SymbolConfiguration(weight: .light))
        #expect(merged.isEqual(to: UIImage.SymbolConfiguration(pointSize: 30, weight: .light, scale: .large)))
        #expect(base.applying(nil).isEqual(to: base))
        // A text style on top replaces the point size; the weight stays.
        let styled = base.applying(UIImage.SymbolConfiguration(textStyle: .caption1))
        #expect(
            styled.isEqual(
                to: UIImage.SymbolConfiguration(textStyle: .caption1, scale: .large).applying(
                    UIImage.SymbolConfiguration(weight: .bold))))
        #expect(base.configurationWithoutPointSizeAndWeight().isEqual(to: UIImage.SymbolConfiguration(scale: .large)))
        #expect(base.configurationWithoutScale().isEqual(to: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)))
        expectEqual(UIImage.SymbolConfiguration(weight: .heavy), UIImage.SymbolConfiguration(weight: .heavy))
        expectEqual(UIImage.SymbolWeight.semibold.fontWeight(), .semibold)

        let star = try #require(UIImage(systemName: "star", withConfiguration: base))
        expectEqual(star.symbolConfiguration?.isEqual(to: base), true)
        let lighter = try #require(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .ultraLight)))
        #expect(lighter.size.height < star.size.height)  // the same outline, thinner strokes
        #expect(
            lighter.symbolConfiguration?.isEqual(
                to: UIImage.SymbolConfiguration(pointSize: 30, weight: .ultraLight, scale: .large)) == true)
        // withConfiguration replaces the configuration.
        let replaced = star.withConfiguration(UIImage.SymbolConfiguration(weight: .ultraLight))
        expectEqual(replaced.symbolConfiguration?.isEqual(to: UIImage.SymbolConfiguration(weight: .ultraLight)), true)
        #expect(replaced.size.width < star.size.width)
        // Keeping the rendering mode and the symbol through withRenderingMode.
        let original = star.withRenderingMode(.alwaysOriginal)
        #expect(original.isSymbolImage && original.renderingMode == .alwaysOriginal)
    }

    // UIKitBehaviour #285
    @Test func imageViewsShowSymbolsInTheirTintColour() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 120, height: 40), scale: 2)
        host.window.backgroundColor = .white
        host.window.tintColor = .systemBlue
        let plain = UIImageView(image: UIImage(systemName: "circle.fill"))
        let red = UIImageView(image: UIImage(systemName: "circle.fill")?.withTintColor(.systemRed))
        let template = UIImageView(
            image: UIImage(systemName: "circle.fill")?.withTintColor(.systemRed, renderingMode: .alwaysTemplate))
        for (index, view) in [plain, red, template].enumerated() {
            view.frame.origin = CGPoint(x: 10 + CGFloat(index) * 36, y: 10)
            host.window.addSubview(view)
        }
        host.advance(by: 1.0 / 60)
        let image = host.render()
        func centre(_ view: UIImageView) -> [UInt8] {
            Drawing.pixel(image, Int(view.frame.midX * 2), Int(view.frame.midY * 2))
        }
        let blue = UIColor.systemBlue.cgColor.components!.map { UInt8(($0 * 255).rounded()) }
        let systemRed = UIColor.systemRed.cgColor.components!.map { UInt8(($0 * 255).rounded()) }
        expectEqual(centre(plain), blue)
        expectEqual(centre(red), systemRed)
        expectEqual(centre(template), blue)
        // The tint follows changes.
        host.window.tintColor = .systemGreen
        host.advance(by: 1.0 / 60)
        let green = UIColor.systemGreen.cgColor.components!.map { UInt8(($0 * 255).rounded()) }
        expectEqual(Drawing.pixel(host.render(), Int(plain.frame.midX * 2), Int(plain.frame.midY * 2)), green)
    }

    // UIKitBehaviour #286
    @Test func anImageViewsPreferredConfigurationResizesTheSymbol() throws {
        _ = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 2)
        let image = try #require(UIImage(systemName: "gear"))
        let view = UIImageView(image: image)
        let natural = view.intrinsicContentSize
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        #expect(view.image === image)
        #expect(abs(view.intrinsicContentSize.width - (natural.width - 1.6) * 2 - 3.2) < 1)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .small)
        #expect(view.intrinsicContentSize.width < natural.width)
        view.preferredSymbolConfiguration = nil
        expectEqual(view.intrinsicContentSize, natural)
    }

    @Test func drawingASymbolRendersItAtTheDestinationsResolution() throws {
        _ = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let symbol = try #require(UIImage(systemName: "xmark.circle.fill"))
        expectEqual(symbol.scale, 1)
        let renderer = UIGraphicsImageRenderer(size: symbol.size, format: Drawing.format(scale: 3))
        let drawn = try #require(renderer.image { _ in symbol.draw(at: .zero) }.cgImage)
        let crisp = try #require(symbol._symbol?.render(scale: 3, color: UIColor.black.cgColor))
        #expect(drawn.width == crisp.width && drawn.height == crisp.height)
        let difference = zip(Self.alphas(drawn), Self.alphas(crisp)).map { abs(Int($0) - Int($1)) }.max() ?? 255
        #expect(difference <= 2)
        // A tinted symbol draws in its colour; the cut-out shows through.
        let tinted = renderer.image { _ in symbol.withTintColor(.red).draw(at: .zero) }.cgImage!
        let middle = Drawing.pixel(tinted, tinted.width / 2, tinted.height / 2)
        let edge = Drawing.pixel(tinted, tinted.width / 2, tinted.height / 5)
        #expect(middle[3] == 0)  // the × is cut out of the disc
        expectEqual(edge, [255, 0, 0, 255])
    }

    @Test func aSystemButtonShowsASymbolInItsTint() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 44), scale: 2)
        host.window.backgroundColor = .white
        host.window.tintColor = .purple
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "heart.fill"), for: .normal)
        button.frame = host.window.bounds
        host.window.addSubview(button)
        host.advance(by: 1.0 / 60)
        let icon = try #require(button.imageView).frame
        expectEqual(icon.size, UIImage(systemName: "heart.fill")!.size)
        expectEqual(Drawing.pixel(host.render(), Int(icon.midX * 2), Int(icon.midY * 2)), [128, 0, 128, 255])
    }

    /// The contact sheet: every symbol at light, regular and bold, 3×, black on white,
    /// written to `.build/symbols-contact-sheet.png` for looking at, and compared with the snapshot.
    ///
    /// Snapshot: three columns (light, regular, bold) of rows, each row a symbol name's glyph.
    @Test func contactSheet() throws {
        _ = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let names = _SymbolGlyph.names
        let cell: CGFloat = 30
        let columns = 9
        let rows = (names.count + columns - 1) / columns
        let weights: [UIImage.SymbolWeight] = [.light, .regular, .bold]
        let size = CGSize(width: CGFloat(columns * weights.count) * cell + 20, height: CGFloat(rows) * cell)
        let sheet = UIGraphicsImageRenderer(size: size, format: Drawing.format(scale: 3, opaque: true)).image {
            context in
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            for (index, name) in names.enumerated() {
                for (w, weight) in weights.enumerated() {
                    let image = UIImage(
                        systemName: name, withConfiguration: UIImage.SymbolConfiguration(weight: weight))!
                    let x = CGFloat(w * columns + index % columns) * cell + CGFloat(w) * 10
                    let y = CGFloat(index / columns) * cell
                    UIColor(white: 0.93, alpha: 1).setFill()
                    context.fill(CGRect(x: x + 1, y: y + 1, width: cell - 2, height: cell - 2))
                    image.draw(at: CGPoint(x: x + (cell - image.size.width) / 2, y: y + (cell - image.size.height) / 2))
                }
            }
        }.cgImage!
        try? writeContactSheet(
            [sheet], to: FileManager.default.currentDirectoryPath + "/.build/symbols-contact-sheet.png")
        expectSnapshot(of: sheet, named: "symbols-contact-sheet", tolerance: Drawing.tolerance)
    }
}
