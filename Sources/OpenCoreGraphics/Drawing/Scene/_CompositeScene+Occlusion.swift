import Foundation

/// Occlusion: what an opaque full-width shape hides is not composited.
///
/// A draw paints a pixel with a value that does not depend on what was under it when its
/// paint is opaque there and fully covers it at full opacity: an opaque color, or an opaque
/// image, at coverage 255 replaces the destination (source-over with alpha 255 keeps
/// `div255(d · 0) = 0` of it). Every entry painted before such a draw, on rows where it covers
/// the whole target width, is overwritten without a trace, so a band of those rows starts
/// compositing at that draw. A screen's background under the window, a table's background
/// under its opaque cells: each pixel is then written once instead of once per layer.
extension _CompositeScene {
    /// A top-level draw that hides everything before it on `rows` (every column of the target).
    struct Occluder {
        var index: Int
        var rows: Range<Int>
    }

    /// Finds this frame's occluders (in painting order) among the top-level entries.
    func findOccluders() {
        occluders.removeAll(keepingCapacity: true)
        guard cullsOccludedEntries, !box.isEmpty else { return }
        let minX = Double(box.minX)
        let maxX = Double(box.maxX)
        var i = 0
        while i < entries.count {
            switch entries[i] {
            case .group(let group):
                i = group.end
                continue
            case .backdrop:
                i += 1
                continue
            case .draw(let draw):
                defer { i += 1 }
                guard draw.clip < 0, draw.alpha >= 1, draw.box.minX <= box.minX, draw.box.maxX >= box.maxX,
                    case .aligned(let x0, let y0, let x1, let y1) = draw.coverage, x0 <= minX, x1 >= maxX,
                    isOpaque(draw.paint)
                else { continue }
                // Rows the rectangle covers whole (coverage 1 in every column).
                let top = Swift.max(Int(Swift.max(y0, -1e9).rounded(.up)), draw.box.minY)
                let bottom = Swift.min(Int(Swift.min(y1, 1e9).rounded(.down)), draw.box.maxY)
                guard top < bottom else { continue }
                occluders.append(Occluder(index: i, rows: top..<bottom))
            }
        }
    }

    /// Whether a paint is opaque at every pixel it paints.
    private func isOpaque(_ paint: Paint) -> Bool {
        switch paint {
        case .color(let pixel): return (pixel >> layout.alphaShift) & 0xFF == 255
        case .image(let image): return image.opaque
        default: return false
        }
    }

    /// The first entry whose paint shows on `rows`: the last occluder covering all of them
    /// (0 when none does).
    func firstVisibleEntry(rows: Range<Int>) -> Int {
        Self.firstVisibleEntry(rows: rows, occluders: occluders) ?? 0
    }

    /// The last of `occluders` that covers all of `rows`, or nil when none does.
    static func firstVisibleEntry(rows: Range<Int>, occluders: [Occluder]) -> Int? {
        var first: Int?
        for occluder in occluders
        where occluder.rows.lowerBound <= rows.lowerBound && occluder.rows.upperBound >= rows.upperBound {
            first = occluder.index
        }
        return first
    }
}
