import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// frame, bounds, center and transform at the view level, and the rejection of bad values.
@MainActor
@Suite struct UIViewGeometryTests {
    @Test func defaults() {
        // UIKitBehaviour #139
        let view = UIView()
        expectEqual(view.frame, .zero)
        expectEqual(view.bounds, .zero)
        expectEqual(view.center, .zero)
        expectEqual(view.transform, .identity)
        expectEqual(view.layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        expectEqual(view.layer.zPosition, 0)
        #expect(
            view.layer.sublayerTransform.m11 == 1 && view.layer.sublayerTransform.m44 == 1
                && view.layer.sublayerTransform.m34 == 0)
        expectEqual(view.alpha, 1)
        #expect(!view.isHidden)
        #expect(view.isOpaque)
        expectEqual(view.backgroundColor, nil)
        #expect(!view.clipsToBounds)
        #expect(view.isUserInteractionEnabled)
        expectEqual(view.tag, 0)
        #expect(view.autoresizesSubviews)
        expectEqual(view.autoresizingMask, [])
        expectEqual(view.contentMode, .scaleToFill)
        #expect(view.superview == nil && view.subviews.isEmpty && view.window == nil)
    }

    @Test func frameSetsCenterAndBoundsSize() {
        // UIKitBehaviour #141, #142
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        expectEqual(view.center, CGPoint(x: 60, y: 45))
        expectEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        expectEqual(view.layer.position, CGPoint(x: 60, y: 45))
        view.bounds.origin = CGPoint(x: 7, y: 9)
        view.frame = CGRect(x: -5, y: 5, width: 30, height: 40)
        expectEqual(view.center, CGPoint(x: 10, y: 25))
        #expect(view.bounds == CGRect(x: 7, y: 9, width: 30, height: 40), "frame keeps bounds.origin")
    }

    @Test func centerMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.center = CGPoint(x: 0, y: 0)
        expectEqual(view.frame, CGRect(x: -50, y: -25, width: 100, height: 50))
        expectEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func boundsKeepsTheCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 200, height: 10)
        expectEqual(view.center, CGPoint(x: 60, y: 45))
        expectEqual(view.frame, CGRect(x: -40, y: 40, width: 200, height: 10))
        view.bounds.origin = CGPoint(x: 30, y: 30)
        #expect(view.frame == CGRect(x: -40, y: 40, width: 200, height: 10), "bounds.origin does not move the frame")
    }

    @Test func anchorPointMovesTheFrameNotTheCenter() {
        // UIKitBehaviour #140
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        expectEqual(view.center, CGPoint(x: 50, y: 50))
        expectEqual(view.frame, CGRect(x: 50, y: 50, width: 100, height: 100))
    }

    @Test func scaledFrameIsTheBoundingBox() {
        // UIKitBehaviour #143: 100 × 100 at the origin, scale 2 ⇒ frame (−50, −50, 200, 200)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(isClose(view.frame, CGRect(x: -50, y: -50, width: 200, height: 200)))
        expectEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 100))
        expectEqual(view.center, CGPoint(x: 50, y: 50))
        view.transform = .identity
        #expect(isClose(view.frame, CGRect(x: 0, y: 0, width: 100, height: 100)))
    }

    @Test func rotatedFrameIsTheBoundingBox() {
        // UIKitBehaviour #143: about the center; 100 × 50 turned by 90° is 50 × 100 around (50, 25)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100), tolerance: 1e-9))
        expectEqual(view.center, CGPoint(x: 50, y: 25))
        expectEqual(view.bounds.size, CGSize(width: 100, height: 50))
        // 45°: a 100 × 100 square's box has side 100·√2, around the center (50, 50)
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        square.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = 100 * 2.0.squareRoot()
        #expect(
            isClose(
                square.frame, CGRect(x: 50 - side / 2, y: 50 - side / 2, width: side, height: side), tolerance: 1e-9))
    }

    @Test func transformReadsBackAndComposesWithATranslation() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let t = CGAffineTransform(a: 1, b: 0, c: 0, d: 3, tx: 10, ty: -5)
        view.transform = t
        expectEqual(view.transform, t)
        // height 20 scaled by 3 about y = 10 ⇒ −20…40, then moved by (10, −5)
        #expect(isClose(view.frame, CGRect(x: 10, y: -25, width: 40, height: 60)))
        #expect(view.transform3D.m22 == 3 && view.transform3D.m41 == 10 && view.transform3D.m42 == -5)
    }

    @Test func settingBoundsUnderATransformKeepsCenterAndScalesTheBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        expectEqual(view.center, CGPoint(x: 50, y: 50))
        #expect(isClose(view.frame, CGRect(x: 40, y: 30, width: 20, height: 40)))
    }

    @Test func nonFiniteGeometryIsIgnoredWithAReport() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        var expectedReports = host.reports.count
        func check(_ label: String, _ change: () -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
            change()
            expectedReports += 1
            #expect(host.reports.count == expectedReports, "\(label) is reported", sourceLocation: sourceLocation)
            #expect(
                view.frame == CGRect(x: 10, y: 20, width: 100, height: 50), "\(label) leaves the frame",
                sourceLocation: sourceLocation)
            #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50), sourceLocation: sourceLocation)
            #expect(view.center == CGPoint(x: 60, y: 45), sourceLocation: sourceLocation)
            #expect(view.transform == .identity, sourceLocation: sourceLocation)
        }
        check("frame.x NaN") { view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10) }
        check("frame.height ∞") { view.frame = CGRect(x: 0, y: 0, width: 10, height: CGFloat.infinity) }
        check("bounds.width NaN") { view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10) }
        check("bounds.y −∞") { view.bounds = CGRect(x: 0, y: -CGFloat.infinity, width: 10, height: 10) }
        check("center.y NaN") { view.center = CGPoint(x: 1, y: CGFloat.nan) }
        check("center.x ∞") { view.center = CGPoint(x: CGFloat.infinity, y: 1) }
        check("transform NaN") { view.transform = CGAffineTransform(a: CGFloat.nan, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
        check("transform tx ∞") { view.transform = CGAffineTransform(translationX: CGFloat.infinity, y: 0) }
        check("transform3D m34 NaN") {
            var t = CATransform3DIdentity
            t.m34 = CGFloat.nan
            view.transform3D = t
        }
        #expect(host.reports.suffix(9).allSatisfy { $0.contains("UIView.") })
    }

    @Test func alphaIsClampedAndNonFiniteAlphaIgnored() {
        let host = HeadlessHost()
        let view = UIView()
        view.alpha = 0.25
        expectEqual(view.alpha, 0.25)
        view.alpha = 1.5
        expectEqual(view.alpha, 1)
        view.alpha = -0.5
        expectEqual(view.alpha, 0)
        expectEqual(view.layer.opacity, 0)
        view.alpha = 0.5
        let before = host.reports.count
        view.alpha = .nan
        expectEqual(view.alpha, 0.5)
        view.alpha = .infinity
        expectEqual(view.alpha, 0.5)
        view.alpha = -.infinity
        expectEqual(view.alpha, 0.5)
        expectEqual(host.reports.count, before + 3)
    }
}
