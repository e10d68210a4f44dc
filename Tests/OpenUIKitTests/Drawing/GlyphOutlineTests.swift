import Foundation
import Testing

@testable import OpenUIKit

/// `_GlyphOutline`: TrueType contours made of on-curve points and conic controls, decoded as
/// FreeType does. Expected elements worked out by hand from the implied on-curve midpoints.
@Suite struct GlyphOutlineTests {
    enum Element: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
        case close
    }

    func elements(_ path: CGPath) -> [Element] {
        var result: [Element] = []
        path.applyWithBlock { element in
            let p = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint: result.append(.move(p[0]))
            case .addLineToPoint: result.append(.line(p[0]))
            case .addQuadCurveToPoint: result.append(.quad(p[0], p[1]))
            case .addCurveToPoint: result.append(.cubic(p[0], p[1], p[2]))
            case .closeSubpath: result.append(.close)
            @unknown default: break
            }
        }
        return result
    }

    @Test func onCurvePointsMakeLines() {
        let path = _GlyphOutline.path(
            contourEnds: [2], points: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)], tags: [1, 1, 1]
        )
        #expect(
            elements(path) == [
                .move(CGPoint(x: 0, y: 0)), .line(CGPoint(x: 10, y: 0)), .line(CGPoint(x: 0, y: 10)), .close
            ])
    }

    @Test func allControlsStartHalfwayAndImplyMidpoints() {
        // Four conic controls at the corners of a square: a rounded diamond through the
        // midpoints of the sides, starting between the last and first points.
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]
        let path = _GlyphOutline.path(contourEnds: [3], points: points, tags: [0, 0, 0, 0])
        #expect(
            elements(path) == [
                .move(CGPoint(x: 0, y: 5)),
                .quad(CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0)),
                .quad(CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 5)),
                .quad(CGPoint(x: 10, y: 10), CGPoint(x: 5, y: 10)),
                .quad(CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 5)),
                .close
            ])
    }

    @Test func aContourStartingWithAControlStartsAtItsLastOnCurvePoint() {
        let points = [CGPoint(x: 5, y: 8), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 0)]
        let path = _GlyphOutline.path(contourEnds: [2], points: points, tags: [0, 1, 1])
        #expect(
            elements(path) == [
                .move(CGPoint(x: 0, y: 0)), .quad(CGPoint(x: 5, y: 8), CGPoint(x: 10, y: 0)), .close
            ])
    }

    @Test func cubicControlsComeInPairsAndSeveralContoursFollowEachOther() {
        let points = [
            CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 5), CGPoint(x: 8, y: 5), CGPoint(x: 10, y: 0),
            CGPoint(x: 20, y: 0), CGPoint(x: 22, y: 0), CGPoint(x: 22, y: 2)
        ]
        let path = _GlyphOutline.path(contourEnds: [3, 6], points: points, tags: [1, 2, 2, 1, 1, 1, 1])
        #expect(
            elements(path) == [
                .move(CGPoint(x: 0, y: 0)), .cubic(CGPoint(x: 2, y: 5), CGPoint(x: 8, y: 5), CGPoint(x: 10, y: 0)),
                .close,
                .move(CGPoint(x: 20, y: 0)), .line(CGPoint(x: 22, y: 0)), .line(CGPoint(x: 22, y: 2)), .close
            ])
    }

    @Test func malformedOutlinesStopWithoutCrashing() {
        // A lone cubic control, contour ends past the points, and tags that do not match.
        _ = _GlyphOutline.path(contourEnds: [1], points: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)], tags: [1, 2])
        _ = _GlyphOutline.path(contourEnds: [5], points: [CGPoint(x: 0, y: 0)], tags: [1])
        _ = _GlyphOutline.path(contourEnds: [0], points: [CGPoint(x: 0, y: 0)], tags: [])
        #expect(elements(_GlyphOutline.path(contourEnds: [0], points: [CGPoint(x: 0, y: 0)], tags: [2])).isEmpty)
    }
}
