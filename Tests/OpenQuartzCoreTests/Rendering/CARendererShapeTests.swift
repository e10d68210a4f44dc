import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenQuartzCore

/// Rounded corners, borders, clipping to bounds, masks and shape layers.
@Suite struct CARendererShapeTests {
    typealias F = RenderFixture

    @Test func cornerRadiusRoundsTheBackgroundAndTheBorderOfMaskedCorners() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 96, height: 48), F.rgb(1, 1, 1))
        _ = F.layer(CGRect(x: 4, y: 4, width: 40, height: 40), F.rgb(0.2, 0.5, 0.9), in: root) {
            $0.cornerRadius = 12
        }
        _ = F.layer(CGRect(x: 52, y: 4, width: 40, height: 40), F.rgb(0.95, 0.85, 0.3), in: root) {
            $0.cornerRadius = 16
            $0.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
            $0.borderWidth = 3
            $0.borderColor = F.rgb(0.1, 0.1, 0.1)
        }
        let image = F.render(root, width: 96, height: 48)
        // The rounded corner's very tip is outside the arc: white.
        expectEqual(F.pixel(image, 4, 4), [255, 255, 255, 255])
        expectEqual(F.pixel(image, 24, 24), [51, 128, 230, 255])
        // Square corners keep their tip, drawn with the border.
        expectEqual(F.pixel(image, 91, 4), [26, 26, 26, 255])
        expectEqual(F.pixel(image, 52, 4), [255, 255, 255, 255])
        expectSnapshot(of: image, named: "corners-borders")
    }

    @Test func masksToBoundsClipsSublayersAndContentsToTheRoundedShape() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 96, height: 48), F.rgb(1, 1, 1))
        for (i, clips) in [false, true].enumerated() {
            let box = F.layer(
                CGRect(x: 8 + CGFloat(i) * 48, y: 8, width: 32, height: 32), F.rgb(0.85, 0.85, 0.85), in: root
            ) {
                $0.cornerRadius = 10
                $0.masksToBounds = clips
            }
            _ = F.layer(CGRect(x: -6, y: 16, width: 44, height: 10), F.rgb(0.8, 0.1, 0.2), in: box)
        }
        let image = F.render(root, width: 96, height: 48)
        #expect(F.pixel(image, 4, 28) == [204, 26, 51, 255])  // unclipped: sticks out on the left
        #expect(F.pixel(image, 52, 28) == [255, 255, 255, 255])  // clipped
        expectEqual(F.pixel(image, 60, 28), [204, 26, 51, 255])
        expectSnapshot(of: image, named: "masks-to-bounds")
    }

    @Test func maskLayersMultiplyByTheMaskAlpha() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 96, height: 48), F.rgb(1, 1, 1))
        // A layer masked by a half-transparent layer, and one masked by a circle shape.
        let a = F.layer(CGRect(x: 4, y: 4, width: 40, height: 40), F.rgb(0.1, 0.4, 0.8), in: root)
        let halfMask = F.layer(CGRect(x: 10, y: 0, width: 30, height: 40), F.rgb(0, 0, 0, 0.5))
        F.withoutActions { a.mask = halfMask }
        let b = F.layer(CGRect(x: 52, y: 4, width: 40, height: 40), F.rgb(0.9, 0.3, 0.1), in: root)
        let circle = CAShapeLayer()
        F.withoutActions {
            circle.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            circle.path = CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 32, height: 32), transform: nil)
            b.mask = circle
        }
        let image = F.render(root, width: 96, height: 48)
        #expect(F.pixel(image, 8, 20) == [255, 255, 255, 255])  // outside the mask
        // Half alpha: (26, 102, 204) at alpha 128 over white → 26·128/255 + 127 etc.
        expectEqual(F.pixel(image, 30, 20), [140, 178, 229, 255])
        #expect(F.pixel(image, 53, 5) == [255, 255, 255, 255])  // outside the circle
        expectEqual(F.pixel(image, 72, 24), [230, 77, 26, 255])
        expectSnapshot(of: image, named: "mask-layers")
    }

    @Test func shapeLayersFillStrokeTrimAndDash() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 128, height: 48), F.rgb(1, 1, 1))
        func shape(_ x: CGFloat, _ configure: (CAShapeLayer) -> Void) {
            let s = CAShapeLayer()
            F.withoutActions {
                s.frame = CGRect(x: x, y: 4, width: 40, height: 40)
                configure(s)
                root.addSublayer(s)
            }
        }
        let triangle = CGMutablePath()
        triangle.move(to: CGPoint(x: 4, y: 36))
        triangle.addLine(to: CGPoint(x: 20, y: 4))
        triangle.addLine(to: CGPoint(x: 36, y: 36))
        triangle.closeSubpath()
        shape(2) {
            $0.path = triangle
            $0.fillColor = F.rgb(0.3, 0.7, 0.4)
            $0.strokeColor = F.rgb(0.1, 0.2, 0.1)
            $0.lineWidth = 3
            $0.lineJoin = .round
        }
        shape(44) {
            $0.path = CGPath(ellipseIn: CGRect(x: 6, y: 6, width: 28, height: 28), transform: nil)
            $0.fillColor = nil
            $0.strokeColor = F.rgb(0.2, 0.3, 0.9)
            $0.lineWidth = 5
            $0.lineCap = .round
            $0.strokeEnd = 0.6
        }
        shape(86) {
            let line = CGMutablePath()
            line.move(to: CGPoint(x: 2, y: 20))
            line.addLine(to: CGPoint(x: 38, y: 20))
            $0.path = line
            $0.strokeColor = F.rgb(0.8, 0.2, 0.2)
            $0.lineWidth = 6
            $0.lineDashPattern = [6, 4]
        }
        let image = F.render(root, width: 128, height: 48)
        expectEqual(F.pixel(image, 22, 28), [77, 179, 102, 255])
        expectEqual(F.pixel(image, 90, 24), [204, 51, 51, 255])  // in the first dash (x 88 ..< 94)
        expectEqual(F.pixel(image, 96, 24), [255, 255, 255, 255])  // in the first gap (x 94 ..< 98)
        expectSnapshot(of: image, named: "shape-layers")
    }
}
