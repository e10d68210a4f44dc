import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Converting points and rectangles through rotated, scaled and nested views; nil is the window.
@MainActor
@Suite struct UIViewConversionTests {
    /// A 200 × 100 view centred at (200, 150) and turned by 90°, holding a 40 × 30 view at
    /// (10, 20) scaled by 2. By hand (rotation by +90° maps an offset (dx, dy) to (−dy, dx)):
    /// container (0, 0) → offset (−100, −50) → (50, −100) → (250, 50) in the window.
    func rotatedTree(_ host: HeadlessHost) -> (container: UIView, inner: UIView) {
        let container = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        container.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let inner = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        inner.transform = CGAffineTransform(scaleX: 2, y: 2)
        container.addSubview(inner)
        host.window.addSubview(container)
        return (container, inner)
    }

    @Test func pointsThroughA90DegreeRotation() {
        let host = HeadlessHost()
        let (container, _) = rotatedTree(host)
        let cases: [(CGPoint, CGPoint)] = [
            (CGPoint(x: 0, y: 0), CGPoint(x: 250, y: 50)),
            (CGPoint(x: 200, y: 0), CGPoint(x: 250, y: 250)),
            (CGPoint(x: 0, y: 100), CGPoint(x: 150, y: 50)),
            (CGPoint(x: 150, y: 75), CGPoint(x: 175, y: 200))
        ]
        for (local, window) in cases {
            #expect(isClose(container.convert(local, to: nil), window, tolerance: 1e-9), "\(local) to nil")
            #expect(
                isClose(container.convert(local, to: host.window), window, tolerance: 1e-9), "\(local) to the window")
            #expect(isClose(container.convert(window, from: nil), local, tolerance: 1e-9), "\(window) from nil")
            #expect(isClose(host.window.convert(window, to: container), local, tolerance: 1e-9))
        }
    }

    @Test func pointsThroughNestedRotationAndScale() {
        // inner (0, 0): offset (−20, −15) × 2 + centre (30, 35) = (−10, 5) in the container,
        // then (−110, −45) → (45, −110) → (245, 40) in the window.
        // inner (40, 30): (20, 15) × 2 + (30, 35) = (70, 65) → (−30, 15) → (−15, −30) → (185, 120).
        let host = HeadlessHost()
        let (container, inner) = rotatedTree(host)
        #expect(isClose(inner.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 245, y: 40), tolerance: 1e-9))
        #expect(isClose(inner.convert(CGPoint(x: 40, y: 30), to: nil), CGPoint(x: 185, y: 120), tolerance: 1e-9))
        #expect(isClose(inner.convert(CGPoint(x: 0, y: 0), to: container), CGPoint(x: -10, y: 5), tolerance: 1e-9))
        #expect(isClose(container.convert(CGPoint(x: 70, y: 65), to: inner), CGPoint(x: 40, y: 30), tolerance: 1e-9))
        #expect(isClose(inner.convert(CGPoint(x: 185, y: 120), from: nil), CGPoint(x: 40, y: 30), tolerance: 1e-9))
        // between two unrelated branches of the tree
        let other = UIView(frame: CGRect(x: 5, y: 7, width: 10, height: 10))
        host.window.addSubview(other)
        #expect(isClose(inner.convert(CGPoint(x: 0, y: 0), to: other), CGPoint(x: 240, y: 33), tolerance: 1e-9))
        #expect(isClose(other.convert(CGPoint(x: 240, y: 33), to: inner), CGPoint(x: 0, y: 0), tolerance: 1e-9))
    }

    @Test func rectanglesBecomeTheBoundingBoxOfTheirCorners() {
        // inner's corners land at (245, 40), (245, 120), (185, 120) and (185, 40).
        let host = HeadlessHost()
        let (container, inner) = rotatedTree(host)
        #expect(
            isClose(inner.convert(inner.bounds, to: nil), CGRect(x: 185, y: 40, width: 60, height: 80), tolerance: 1e-9)
        )
        #expect(
            isClose(
                container.convert(container.bounds, to: nil), CGRect(x: 150, y: 50, width: 100, height: 200),
                tolerance: 1e-9))
        #expect(
            isClose(
                container.convert(CGRect(x: 150, y: 50, width: 100, height: 200), from: nil),
                CGRect(x: 0, y: 0, width: 200, height: 100), tolerance: 1e-9))
    }

    @Test func pointsThroughA45DegreeRotation() {
        // A 100 × 100 square centred at (150, 150) turned by 45°: its top-middle (50, 0) is the
        // offset (0, −50), which turns to (50 sin 45°, −50 cos 45°).
        let host = HeadlessHost()
        let square = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        square.transform = CGAffineTransform(rotationAngle: .pi / 4)
        host.window.addSubview(square)
        let h = 50 * (0.5).squareRoot()
        #expect(
            isClose(square.convert(CGPoint(x: 50, y: 0), to: nil), CGPoint(x: 150 + h, y: 150 - h), tolerance: 1e-9))
        #expect(isClose(square.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 150, y: 150 - 2 * h), tolerance: 1e-9))
        #expect(
            isClose(square.convert(CGPoint(x: 150, y: 150 - 2 * h), from: nil), CGPoint(x: 0, y: 0), tolerance: 1e-9))
    }

    @Test func boundsOriginShiftsTheSubviewsCoordinates() {
        let host = HeadlessHost()
        let scroller = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        scroller.bounds.origin = CGPoint(x: 0, y: 40)
        let child = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        scroller.addSubview(child)
        host.window.addSubview(scroller)
        expectEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 10, y: 20))
        expectEqual(scroller.convert(CGPoint.zero, to: nil), CGPoint(x: 10, y: -30))
    }

    @Test func nilMeansTheViewsWindowEvenWhenTheWindowIsNotAtTheOrigin() {
        // UIKit: "If view is nil, this method instead converts to window base coordinates."
        let host = HeadlessHost()
        _ = host
        let window = UIWindow(frame: CGRect(x: 50, y: 60, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        window.addSubview(view)
        expectEqual(view.convert(CGPoint(x: 1, y: 2), to: nil), CGPoint(x: 11, y: 22))
        expectEqual(view.convert(CGPoint(x: 1, y: 2), to: window), CGPoint(x: 11, y: 22))
        expectEqual(view.convert(CGPoint(x: 11, y: 22), from: nil), CGPoint(x: 1, y: 2))
        expectEqual(view.convert(view.bounds, to: nil), CGRect(x: 10, y: 20, width: 30, height: 30))
        expectEqual(window.convert(CGPoint(x: 3, y: 4), to: nil), CGPoint(x: 3, y: 4))
        expectEqual(window.convert(CGPoint(x: 3, y: 4), from: nil), CGPoint(x: 3, y: 4))
    }
}
