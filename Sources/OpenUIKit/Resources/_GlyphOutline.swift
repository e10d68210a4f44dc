import Foundation

/// Turns a TrueType/CFF glyph outline (points with on-curve, conic and cubic tags) into a path.
///
/// The rules are FreeType's (`FT_Outline_Decompose`): each contour is closed; a point tagged
/// on-curve (tag bits `01`) ends a line or curve; a conic control (`00`) makes a quadratic
/// curve, and two conic controls in a row imply an on-curve point halfway between them; two
/// cubic controls (`10`) in a row make a cubic curve. A contour starting with a conic control
/// starts at its last point if that is on the curve, else halfway between its first and last
/// points. Malformed contours (a lone cubic control) end where the malformation begins.
enum _GlyphOutline {
    /// The path of an outline whose contours end at the indices `contourEnds`.
    static func path(contourEnds: [Int], points: [CGPoint], tags: [UInt8]) -> CGMutablePath {
        let path = CGMutablePath()
        var first = 0
        for end in contourEnds {
            guard end >= first, end < points.count, tags.count == points.count else { break }
            appendContour(first...end, points: points, tags: tags, to: path)
            first = end + 1
        }
        return path
    }

    /// The tag kinds.
    private static let on: UInt8 = 1, conic: UInt8 = 0, cubic: UInt8 = 2

    /// Appends one closed contour.
    private static func appendContour(
        _ range: ClosedRange<Int>, points: [CGPoint], tags: [UInt8], to path: CGMutablePath
    ) {
        func kind(_ i: Int) -> UInt8 { tags[i] & 3 }
        func middle(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
        var limit = range.upperBound
        var index = range.lowerBound
        var start = points[index]
        switch kind(index) {
        case cubic:
            return
        case conic:
            if kind(limit) == on {
                start = points[limit]
                limit -= 1
            } else {
                start = middle(points[index], points[limit])
            }
            // The first point is a control: visit it in the loop.
            index -= 1
        default:
            break
        }
        path.move(to: start)
        while index < limit {
            index += 1
            switch kind(index) {
            case on:
                path.addLine(to: points[index])
            case conic:
                var control = points[index]
                while true {
                    guard index < limit else {
                        path.addQuadCurve(to: start, control: control)
                        path.closeSubpath()
                        return
                    }
                    index += 1
                    let next = points[index]
                    if kind(index) == on {
                        path.addQuadCurve(to: next, control: control)
                        break
                    }
                    guard kind(index) == conic else {
                        path.closeSubpath()
                        return
                    }
                    path.addQuadCurve(to: middle(control, next), control: control)
                    control = next
                }
            default:
                guard index + 1 <= limit, kind(index + 1) == cubic else {
                    path.closeSubpath()
                    return
                }
                let control1 = points[index]
                let control2 = points[index + 1]
                index += 2
                if index <= limit {
                    path.addCurve(to: points[index], control1: control1, control2: control2)
                } else {
                    path.addCurve(to: start, control1: control1, control2: control2)
                    path.closeSubpath()
                    return
                }
            }
        }
        path.closeSubpath()
    }
}
