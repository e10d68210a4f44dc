import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// Text drawn with real glyphs: `UILabel`'s contents, string drawing, and the glyph bitmaps
/// and outlines behind them. Snapshots were inspected by eye when recorded.
@MainActor
@Suite struct TextDrawingTests {
    /// A label of `size` at the host's scale, displayed, and its contents.
    func labelContents(_ configure: (UILabel) -> Void, size: CGSize, host: HeadlessHost) -> CGImage? {
        let label = UILabel(frame: CGRect(origin: CGPoint(x: 5, y: 5), size: size))
        configure(label)
        host.window.addSubview(label)
        host.advance(by: 1.0 / 60)
        return label.layer.contents as? CGImage
    }

    /// Snapshot: "Transitions drawn / frame by frame" — two lines of black DejaVu Sans at 17 pt,
    /// scale 2, wrapped at a word boundary,
    /// left aligned and centred vertically in a 190 × 56 pt label.
    @Test func twoLineLabelSnapshot() {
        let host = HeadlessHost(screenSize: CGSize(width: 320, height: 200), scale: 2)
        let image = labelContents(
            {
                $0.text = "Transitions drawn frame by frame"
                $0.numberOfLines = 0
                $0.font = UIFont(name: "DejaVuSans", size: 17)
            }, size: CGSize(width: 190, height: 56), host: host)
        let contents = try! #require(image)
        #expect(contents.width == 380 && contents.height == 112)
        // Two lines of 19.79 pt, centred: ink between y ≈ 8 and 48 pt.
        let box = try! #require(Drawing.paintedBox(contents))
        #expect(box.minY > 12 && box.minY < 24)
        #expect(box.maxY > 80 && box.maxY < 100)
        #expect(box.minX < 8)
        expectSnapshot(of: contents, named: "label-two-lines", tolerance: Drawing.tolerance)
    }

    /// Snapshot: "Bold text" in DejaVu Sans Bold 17 pt, scale 2, dark blue.
    @Test func boldLabelSnapshot() {
        let host = HeadlessHost(screenSize: CGSize(width: 320, height: 200), scale: 2)
        let image = labelContents(
            {
                $0.text = "Bold text"
                $0.font = UIFont.boldSystemFont(ofSize: 17)
                $0.textColor = UIColor(red: 0.1, green: 0.2, blue: 0.6, alpha: 1)
            }, size: CGSize(width: 100, height: 24), host: host)
        expectSnapshot(of: try! #require(image), named: "label-bold", tolerance: Drawing.tolerance)
    }

    /// Snapshot: "Centred" centred in a 120 pt wide label, scale 2.
    @Test func centredLabelSnapshot() {
        let host = HeadlessHost(screenSize: CGSize(width: 320, height: 200), scale: 2)
        let image = try! #require(
            labelContents(
                {
                    $0.text = "Centred"
                    $0.textAlignment = .center
                }, size: CGSize(width: 120, height: 24), host: host))
        let box = try! #require(Drawing.paintedBox(image))
        // Equal margins left and right, within a pixel or two of glyph side bearings.
        #expect(abs(box.minX - (image.width - 1 - box.maxX)) <= 4)
        expectSnapshot(of: image, named: "label-centred", tolerance: Drawing.tolerance)
    }

    /// Snapshot: "Right" against the right edge of a 120 pt wide label, scale 2.
    @Test func rightAlignedLabelSnapshot() {
        let host = HeadlessHost(screenSize: CGSize(width: 320, height: 200), scale: 2)
        let image = try! #require(
            labelContents(
                {
                    $0.text = "Right"
                    $0.textAlignment = .right
                }, size: CGSize(width: 120, height: 24), host: host))
        let box = try! #require(Drawing.paintedBox(image))
        #expect(box.maxX >= image.width - 4)
        #expect(box.minX > image.width / 2)
        expectSnapshot(of: image, named: "label-right", tolerance: Drawing.tolerance)
    }

    @Test func aLabelRedrawsWhenItsTextChanges() {
        let host = HeadlessHost(screenSize: CGSize(width: 320, height: 200), scale: 1)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "i"
        host.window.addSubview(label)
        host.advance(by: 1.0 / 60)
        let narrow = Drawing.paintedPixels(try! #require(label.layer.contents as? CGImage))
        label.text = "WWW"
        host.advance(by: 1.0 / 60)
        let wide = Drawing.paintedPixels(try! #require(label.layer.contents as? CGImage))
        #expect(wide > narrow * 4)
        label.textColor = .red
        host.advance(by: 1.0 / 60)
        let red = try! #require(label.layer.contents as? CGImage)
        let inked = try! #require(Drawing.paintedBox(red))
        let sample = Drawing.pixel(red, inked.minX + 2, (inked.minY + inked.maxY) / 2)
        #expect(sample[1] == 0 && sample[2] == 0)
        label.text = nil
        host.advance(by: 1.0 / 60)
        expectEqual(Drawing.paintedPixels(try! #require(label.layer.contents as? CGImage)), 0)
        expectEqual(label.contentMode, .redraw)
    }

    @Test func drawTextInRectCanBeMovedByASubclass() {
        final class InsetLabel: UILabel {
            override func drawText(in rect: CGRect) {
                super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)))
            }
        }
        let host = HeadlessHost(screenSize: CGSize(width: 320, height: 200), scale: 1)
        let label = InsetLabel(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
        label.text = "Inset"
        host.window.addSubview(label)
        host.advance(by: 1.0 / 60)
        let contents = try! #require(label.layer.contents as? CGImage)
        let box = try! #require(Drawing.paintedBox(contents))
        #expect(box.minX >= 50 && box.minX <= 53)
    }

    /// Snapshot: string drawing at scale 2 — a gray `draw(at:)` line in 12 pt (the default font),
    /// a centred `draw(in:)` paragraph in 14 pt wrapped onto three lines, and an attributed string whose words
    /// are red, green and blue.
    @Test func stringDrawingSnapshot() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 96), format: Drawing.format(scale: 2))
            .image { _ in
                ("Default 12 pt" as NSString).draw(
                    at: CGPoint(x: 4, y: 2), withAttributes: [.foregroundColor: UIColor.darkGray])
                let centred = NSMutableParagraphStyle()
                centred.alignment = .center
                "Wrapped and centred in a box".draw(
                    in: CGRect(x: 4, y: 20, width: 112, height: 50),
                    withAttributes: [
                        .font: UIFont.systemFont(ofSize: 14), .paragraphStyle: centred
                    ])
                let colors = NSMutableAttributedString(
                    string: "Red Green Blue", attributes: [.font: UIFont.systemFont(ofSize: 14)])
                colors.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
                colors.addAttribute(
                    .foregroundColor, value: UIColor(red: 0, green: 0.6, blue: 0, alpha: 1),
                    range: NSRange(location: 4, length: 5))
                colors.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 10, length: 4))
                colors.draw(at: CGPoint(x: 4, y: 74))
            }
        expectSnapshot(of: image.cgImage!, named: "string-drawing", tolerance: Drawing.tolerance)
    }

    @Test func drawWithRectWithoutLineFragmentOriginStartsAtTheBaseline() {
        let font = UIFont.systemFont(ofSize: 20)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40), format: Drawing.format(scale: 1)).image
        { _ in
            ("H" as NSString).draw(
                with: CGRect(x: 2, y: 30, width: 50, height: 10), options: [],
                attributes: [.font: font], context: nil)
        }.cgImage!
        // The capital H stands on the baseline y = 30 and reaches up by its cap height.
        let box = try! #require(Drawing.paintedBox(image))
        expectEqual(box.maxY, 29)
        #expect(abs(CGFloat(box.minY) - (30 - font.capHeight)) <= 1)
    }

    /// Two ways, one answer: the same text drawn from cached FreeType bitmaps and from filled
    /// outlines (forced by a 10⁻⁷ vertical stretch) agrees within a stated tolerance. The
    /// bitmap path moves pens by up to 1/8 pixel and baselines by up to 1/2 pixel; this text
    /// sits on a whole-pixel baseline, so only the pen rounding and the two rasterizers'
    /// different arithmetic remain: mean alpha difference under 1.5/255, none over 48/255 (measured
    /// when written: 0.60 and 26).
    @Test func glyphBitmapsAgreeWithOutlines() {
        let font = UIFont.systemFont(ofSize: 15)
        let baselineTop = 20 - font.ascender
        func render(stretch: CGFloat) -> CGImage {
            UIGraphicsImageRenderer(size: CGSize(width: 120, height: 30), format: Drawing.format(scale: 2)).image {
                context in
                context.cgContext.scaleBy(x: 1, y: stretch)
                ("Agree: Wavy 0123" as NSString).draw(at: CGPoint(x: 3, y: baselineTop), withAttributes: [.font: font])
            }.cgImage!
        }
        let bitmaps = render(stretch: 1)
        let outlines = render(stretch: 1 + 1e-7)
        var total = 0
        var worst = 0
        var inked = 0
        for i in stride(from: 3, to: bitmaps._premultipliedRGBA.count, by: 4) {
            let difference = abs(Int(bitmaps._premultipliedRGBA[i]) - Int(outlines._premultipliedRGBA[i]))
            total += difference
            worst = max(worst, difference)
            if bitmaps._premultipliedRGBA[i] > 0 { inked += 1 }
        }
        #expect(inked > 500)
        #expect(Double(total) / Double(bitmaps.width * bitmaps.height) < 1.5)
        #expect(worst <= 48)
    }

    @Test func textUnderAShadowOrARotationIsDrawnAsOutlines() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60), format: Drawing.format(scale: 1)).image
        { context in
            context.cgContext.setShadow(offset: CGSize(width: 0, height: 20), blur: 0, color: UIColor.blue.cgColor)
            ("X" as NSString).draw(at: CGPoint(x: 10, y: 0), withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
            context.cgContext.setShadow(offset: .zero, blur: 0, color: nil)
            context.cgContext.translateBy(x: 50, y: 30)
            context.cgContext.rotate(by: .pi / 2)
            ("X" as NSString).draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        }.cgImage!
        // The shadow of the first X is blue, 20 points lower.
        let box = try! #require(Drawing.paintedBox(image))
        #expect(box.maxY > 30)
        var sawBlue = false
        for y in 20..<45 { for x in 8..<30 where Drawing.pixel(image, x, y) == [0, 0, 255, 255] { sawBlue = true } }
        #expect(sawBlue)
        // The rotated X lands left of x = 50, below y = 30.
        var rotated = 0
        for y in 30..<60 { for x in 30..<50 where Drawing.pixel(image, x, y)[3] > 0 { rotated += 1 } }
        #expect(rotated > 20)
    }

    @Test func glyphBitmapsAreCachedAndConserveInkAcrossSubpixelShifts() {
        let face = UIFont.systemFont(ofSize: 17)._face
        let glyph = _FontLibrary.shared.withLock { face.glyphIndex("g") }
        let bitmaps = _FontLibrary.shared.withLock {
            (0..<4).map { _GlyphCache.shared.bitmap(face: face, size: 34 * 64, glyph: glyph, quarter: $0)! }
        }
        let again = _FontLibrary.shared.withLock {
            _GlyphCache.shared.bitmap(face: face, size: 34 * 64, glyph: glyph, quarter: 2)!
        }
        #expect(again === bitmaps[2])
        // A shift moves ink, it does not make or lose any: the coverage sums agree within 1 %.
        let sums = bitmaps.map { $0.coverage.reduce(0) { $0 + Int($1) } }
        for sum in sums { #expect(abs(sum - sums[0]) * 100 <= sums[0]) }
        #expect(bitmaps[0].coverage != bitmaps[2].coverage)
        #expect(sums[0] > 100 * 255)
    }

    @Test func missingCharactersAndFontsStillDraw() {
        // A private-use character DejaVu lacks draws as its .notdef box.
        expectEqual(UIFont(name: "NoSuchFontAnywhere", size: 17), nil)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: Drawing.format(scale: 1)).image
        { _ in
            ("\u{E000}" as NSString).draw(
                at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        }.cgImage!
        #expect(Drawing.paintedPixels(image) > 20)
        // A label whose font was set to nil draws in the default font.
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        label.text = "Fallback"
        label.font = nil
        host.window.addSubview(label)
        host.advance(by: 1.0 / 60)
        #expect(Drawing.paintedPixels(try! #require(label.layer.contents as? CGImage)) > 100)
    }

    @Test func badAndHugeFontSizes() {
        for size: CGFloat in [0, -12, .nan, .infinity] {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: Drawing.format(scale: 1))
                .image { _ in
                    ("Aa" as NSString).draw(
                        at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont.systemFont(ofSize: size)])
                }.cgImage!
            #expect(Drawing.paintedPixels(image) == 0, "size \(size) draws nothing")
        }
        // 300 pixels per em is beyond the glyph bitmap cache: the outline is filled instead.
        let big = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 320), format: Drawing.format(scale: 1)).image
        { _ in
            ("H" as NSString).draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 300)])
        }.cgImage!
        let box = try! #require(Drawing.paintedBox(big))
        let font = UIFont.systemFont(ofSize: 300)
        #expect(abs(CGFloat(box.maxY + 1) - font.ascender) <= 1, "stands on the baseline")
        // Antialiased edges may add a partly covered row at the top and the bottom.
        #expect(abs(CGFloat(box.maxY + 1 - box.minY) - font.capHeight) <= 2, "as tall as the cap height")
    }
}
