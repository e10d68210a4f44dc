import Foundation

/// Text layouts made recently, so that laying out the same text again is a lookup.
///
/// A label lays out its text several times for one appearance: for its intrinsic size in
/// every engine its constraints go to (the window's, a cell's fitting engine), for its
/// baselines, and to draw. `_TextLayout` is a pure function of its inputs (fonts are
/// immutable: a face and a point size), so a layout made for equal inputs is the same value
/// and can be shared. The cache holds at most ``capacity`` layouts and forgets the oldest
/// first.
@MainActor
final class _TextLayoutCache {
    /// The cache the views share.
    static let shared = _TextLayoutCache()

    /// The most layouts kept.
    static let capacity = 256

    /// Every input of a layout.
    struct Key: Hashable {
        var text: String
        var face: ObjectIdentifier
        var pointSize: CGFloat
        var maximumWidth: CGFloat
        var maximumHeight: CGFloat
        var numberOfLines: Int
        var alignment: NSTextAlignment
        var lineBreakMode: NSLineBreakMode
    }

    private var layouts: [Key: _TextLayout] = [:]
    /// Keys in the order they were added (a ring of ``capacity`` slots).
    private var order: [Key] = []
    private var oldest = 0
    /// Lookups answered from the cache and layouts made (for tests).
    private(set) var hits = 0, misses = 0

    /// How many layouts are kept.
    var count: Int { layouts.count }

    /// The layout of `text` with these inputs: a kept one, or a new one that is then kept.
    func layout(
        text: String, font: UIFont, maximumWidth: CGFloat = .greatestFiniteMagnitude,
        maximumHeight: CGFloat = .greatestFiniteMagnitude, numberOfLines: Int,
        alignment: NSTextAlignment, lineBreakMode: NSLineBreakMode
    ) -> _TextLayout {
        // NaN limits mean no limit (as `_TextLayout` reads them) and would never equal a key.
        let key = Key(
            text: text, face: ObjectIdentifier(font._face), pointSize: font.pointSize,
            maximumWidth: maximumWidth.isNaN ? .greatestFiniteMagnitude : maximumWidth,
            maximumHeight: maximumHeight.isNaN ? .greatestFiniteMagnitude : maximumHeight,
            numberOfLines: numberOfLines, alignment: alignment, lineBreakMode: lineBreakMode)
        if let layout = layouts[key] {
            hits += 1
            return layout
        }
        misses += 1
        let layout = _TextLayout(
            text: text, font: font, maximumWidth: maximumWidth, maximumHeight: maximumHeight,
            numberOfLines: numberOfLines, alignment: alignment, lineBreakMode: lineBreakMode)
        if order.count < Self.capacity {
            order.append(key)
        } else {
            layouts[order[oldest]] = nil
            order[oldest] = key
            oldest = (oldest + 1) % Self.capacity
        }
        layouts[key] = layout
        return layout
    }

    /// Forgets every layout (for tests).
    func removeAll() {
        layouts.removeAll()
        order.removeAll()
        oldest = 0
        hits = 0
        misses = 0
    }
}
