import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// The text layout cache labels share: a kept layout is the layout made afresh, the cache is
/// bounded and forgets the oldest first, and a label drawn from a kept layout has the same
/// pixels as one drawn from a new layout.
@MainActor
@Suite struct TextLayoutCacheTests {
    private func sameLayout(_ a: _TextLayout, _ b: _TextLayout) -> Bool {
        a.usedSize == b.usedSize && a.lines.count == b.lines.count
            && zip(a.lines, b.lines).allSatisfy {
                $0.glyphs == $1.glyphs && $0.origin == $1.origin && $0.width == $1.width
                    && $0.baseline == $1.baseline && $0.isTruncated == $1.isTruncated
            }
    }

    @Test func aKeptLayoutIsTheLayoutMadeAfresh() {
        let cache = _TextLayoutCache()
        let font = UIFont.systemFont(ofSize: 15)
        let text = "Some detail text that wraps. Some detail text that wraps."
        let inputs: [(width: CGFloat, height: CGFloat, lines: Int, mode: NSLineBreakMode)] = [
            (.greatestFiniteMagnitude, .greatestFiniteMagnitude, 0, .byWordWrapping),
            (120, .greatestFiniteMagnitude, 0, .byWordWrapping),
            (120, 40, 0, .byTruncatingTail),
            (120, .greatestFiniteMagnitude, 2, .byCharWrapping)
        ]
        for input in inputs {
            let fresh = _TextLayout(
                text: text, font: font, maximumWidth: input.width, maximumHeight: input.height,
                numberOfLines: input.lines, alignment: .center, lineBreakMode: input.mode)
            let first = cache.layout(
                text: text, font: font, maximumWidth: input.width, maximumHeight: input.height,
                numberOfLines: input.lines, alignment: .center, lineBreakMode: input.mode)
            let again = cache.layout(
                text: text, font: UIFont.systemFont(ofSize: 15), maximumWidth: input.width,
                maximumHeight: input.height, numberOfLines: input.lines, alignment: .center,
                lineBreakMode: input.mode)
            #expect(sameLayout(first, fresh) && sameLayout(again, fresh))
        }
        #expect(cache.misses == inputs.count && cache.hits == inputs.count, "an equal font is the same key")
        // Every input is part of the key.
        _ = cache.layout(
            text: text, font: UIFont.systemFont(ofSize: 16), maximumWidth: 120, numberOfLines: 0,
            alignment: .center, lineBreakMode: .byWordWrapping)
        _ = cache.layout(
            text: text, font: font, maximumWidth: 120, numberOfLines: 0,
            alignment: .right, lineBreakMode: .byWordWrapping)
        _ = cache.layout(
            text: text + ".", font: font, maximumWidth: 120, numberOfLines: 0,
            alignment: .center, lineBreakMode: .byWordWrapping)
        expectEqual(cache.misses, inputs.count + 3)
        // NaN limits mean no limit, as the layout reads them.
        let unlimited = cache.layout(
            text: text, font: font, maximumWidth: .nan, maximumHeight: .nan, numberOfLines: 0,
            alignment: .center, lineBreakMode: .byWordWrapping)
        #expect(sameLayout(unlimited, _TextLayout(text: text, font: font, alignment: .center)))
        expectEqual(cache.hits, inputs.count + 1)
    }

    @Test func theCacheIsBoundedAndForgetsTheOldestFirst() {
        let cache = _TextLayoutCache()
        let font = UIFont.systemFont(ofSize: 12)
        func look(_ number: Int) {
            _ = cache.layout(
                text: "Row \(number)", font: font, numberOfLines: 1, alignment: .natural,
                lineBreakMode: .byTruncatingTail)
        }
        for number in 0..<(_TextLayoutCache.capacity + 10) { look(number) }
        expectEqual(cache.count, _TextLayoutCache.capacity)
        #expect(cache.misses == _TextLayoutCache.capacity + 10 && cache.hits == 0)
        look(_TextLayoutCache.capacity + 9)
        #expect(cache.hits == 1, "the newest is kept")
        look(9)
        #expect(cache.hits == 1 && cache.misses == _TextLayoutCache.capacity + 11, "the oldest ten were forgotten")
        look(11)
        #expect(cache.hits == 2, "the twelfth is still kept (the eleventh made room for the tenth)")
        expectEqual(cache.count, _TextLayoutCache.capacity)
    }

    @Test func aLabelDrawsTheSamePixelsFromAKeptLayout() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 180, height: 90))
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 15)
        label.text = "Glyphs drawn again — Ünïcode, kerning (AV To) and wrapping."
        let renderer = UIGraphicsImageRenderer(size: label.bounds.size)
        func draw() -> Data { renderer.pngData { _ in label.drawText(in: label.bounds) } }
        _TextLayoutCache.shared.removeAll()
        let fresh = draw()
        let misses = _TextLayoutCache.shared.misses
        let kept = draw()
        #expect(
            _TextLayoutCache.shared.misses == misses && _TextLayoutCache.shared.hits > 0,
            "the second drawing used the kept layout")
        expectEqual(fresh, kept)
        #expect(fresh != renderer.pngData { _ in }, "something was drawn")
    }
}
