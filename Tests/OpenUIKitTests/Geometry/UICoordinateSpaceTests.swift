import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `UICoordinateSpace`: views and the screen's spaces convert to one another through every
/// transform on the way, across windows through screen space; the `UIView?` forms stay
/// unambiguous beside the protocol forms.
@MainActor
@Suite struct UICoordinateSpaceTests {
    /// A second window at (40, 100) on the screen, scaled by 2 about its centre, holding a
    /// 50 × 50 view at (10, 10) turned by 90°.
    private func secondWindow() -> (window: UIWindow, view: UIView) {
        let window = UIWindow(frame: CGRect(x: 40, y: 100, width: 200, height: 100))
        window.transform = CGAffineTransform(scaleX: 2, y: 2)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(view)
        window.isHidden = false
        return (window, view)
    }

    @Test func aViewInTheMainWindowToTheScreen() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 30, y: 60, width: 100, height: 40))
        host.window.addSubview(view)
        let screen = UIScreen.main.coordinateSpace
        expectEqual(view.convert(CGPoint(x: 5, y: 5), to: screen), CGPoint(x: 35, y: 65))
        expectEqual(view.convert(CGPoint(x: 35, y: 65), from: screen), CGPoint(x: 5, y: 5))
        expectEqual(view.convert(view.bounds, to: screen), CGRect(x: 30, y: 60, width: 100, height: 40))
        #expect(
            screen.convert(CGRect(x: 30, y: 60, width: 10, height: 10), to: view)
                == CGRect(x: 0, y: 0, width: 10, height: 10))
        expectEqual(screen.convert(CGPoint(x: 35, y: 65), to: view), CGPoint(x: 5, y: 5))
        expectEqual(screen.convert(CGPoint(x: 5, y: 5), from: view), CGPoint(x: 35, y: 65))
        expectEqual(screen.bounds, UIScreen.main.bounds)
        expectEqual(screen.convert(CGPoint(x: 3, y: 4), to: UIScreen.main.fixedCoordinateSpace), CGPoint(x: 3, y: 4))
    }

    @Test func throughAScaledWindowAndARotatedView() {
        let host = HeadlessHost()
        let (window, view) = secondWindow()
        let screen = UIScreen.main.coordinateSpace
        // The window's centre (140, 150) stays put; its (0, 0) lands at 140 − 200, 150 − 100.
        #expect(isClose(window.convert(CGPoint.zero, to: screen), CGPoint(x: -60, y: 50)))
        // The view's centre is (35, 35) in the window; its local (0, 0) is turned to (+25, −25)
        // from there: (60, 10) in the window, (−60 + 120, 50 + 20) on the screen.
        #expect(isClose(view.convert(CGPoint.zero, to: screen), CGPoint(x: 60, y: 70)))
        #expect(isClose(view.convert(CGPoint(x: 60, y: 70), from: screen), .zero))
        #expect(isClose(view.convert(view.bounds, to: screen), CGRect(x: -40, y: 70, width: 100, height: 100)))
        _ = host
    }

    @Test func viewsInDifferentWindowsConvertThroughTheScreen() {
        let host = HeadlessHost()
        let (_, view) = secondWindow()
        let mainView = UIView(frame: CGRect(x: 100, y: 200, width: 10, height: 10))
        host.window.addSubview(mainView)
        // view's (0, 0) is (60, 70) on the screen, which is (−40, −130) in mainView.
        #expect(isClose(view.convert(CGPoint.zero, to: mainView as any UICoordinateSpace), CGPoint(x: -40, y: -130)))
        #expect(isClose(mainView.convert(CGPoint(x: -40, y: -130), to: view as any UICoordinateSpace), .zero))
        #expect(isClose(view.convert(CGPoint.zero, to: mainView), CGPoint(x: -40, y: -130)))
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(
            isClose(
                mainView.convert(
                    view.convert(rect, to: mainView as any UICoordinateSpace), to: view as any UICoordinateSpace),
                rect))
        #expect(
            isClose(view.convert(rect, from: mainView as any UICoordinateSpace), view.convert(rect, from: mainView)))
    }

    @Test func theUIViewFormsStayUnambiguous() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        let other = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        host.window.addSubview(view)
        host.window.addSubview(other)
        let optional: UIView? = other
        let p = CGPoint(x: 1, y: 2)
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        // Each of these compiles (none is ambiguous) and picks an overload that gives the same answer.
        expectEqual(view.convert(p, to: nil), CGPoint(x: 11, y: 22))
        expectEqual(view.convert(p, from: nil), CGPoint(x: -9, y: -18))
        expectEqual(view.convert(r, to: nil), CGRect(x: 11, y: 22, width: 3, height: 4))
        expectEqual(view.convert(r, from: nil), CGRect(x: -9, y: -18, width: 3, height: 4))
        expectEqual(view.convert(p, to: other), CGPoint(x: -89, y: -78))
        expectEqual(view.convert(p, from: other), CGPoint(x: 91, y: 82))
        expectEqual(view.convert(r, to: other), CGRect(x: -89, y: -78, width: 3, height: 4))
        expectEqual(view.convert(r, from: other), CGRect(x: 91, y: 82, width: 3, height: 4))
        expectEqual(view.convert(p, to: optional), CGPoint(x: -89, y: -78))
        expectEqual(view.convert(p, to: host.window), CGPoint(x: 11, y: 22))
        let space: any UICoordinateSpace = other
        expectEqual(view.convert(p, to: space), CGPoint(x: -89, y: -78))
        expectEqual(view.convert(r, from: space), CGRect(x: 91, y: 82, width: 3, height: 4))
        expectEqual(view.bounds, (view as any UICoordinateSpace).bounds)
    }

    /// A coordinate space of the app's own, converting through the screen's.
    final class ShiftedSpace: UICoordinateSpace {
        let shift = CGPoint(x: 1000, y: 0)
        var bounds: CGRect { CGRect(x: 0, y: 0, width: 10, height: 10) }
        private var screen: any UICoordinateSpace { UIScreen.main.coordinateSpace }
        func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
            screen.convert(CGPoint(x: point.x + shift.x, y: point.y + shift.y), to: coordinateSpace)
        }
        func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
            let p = screen.convert(point, from: coordinateSpace)
            return CGPoint(x: p.x - shift.x, y: p.y - shift.y)
        }
        func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
            screen.convert(rect.offsetBy(dx: shift.x, dy: shift.y), to: coordinateSpace)
        }
        func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
            screen.convert(rect, from: coordinateSpace).offsetBy(dx: -shift.x, dy: -shift.y)
        }
    }

    @Test func aCustomSpaceConvertsThroughTheScreen() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        host.window.addSubview(view)
        let custom = ShiftedSpace()
        expectEqual(view.convert(CGPoint(x: 1, y: 1), to: custom), CGPoint(x: -989, y: 21))
        expectEqual(view.convert(CGPoint(x: -989, y: 21), from: custom), CGPoint(x: 1, y: 1))
        expectEqual(custom.convert(CGPoint(x: -989, y: 21), to: view), CGPoint(x: 1, y: 1))
        #expect(
            view.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: custom)
                == CGRect(x: -990, y: 20, width: 5, height: 5))
        expectEqual(UIScreen.main.coordinateSpace.convert(CGPoint(x: 1000, y: 3), to: custom), CGPoint(x: 0, y: 3))
    }

    @Test func theScreensTwoSpacesCoincideInPortrait() {
        _ = HeadlessHost()  // a fresh, portrait application: an earlier test may have rotated it
        let screen = UIScreen.main
        #expect(screen.coordinateSpace === screen.coordinateSpace)
        #expect(screen.fixedCoordinateSpace === screen.fixedCoordinateSpace)
        expectEqual(screen.coordinateSpace.bounds, screen.fixedCoordinateSpace.bounds)
        let p = CGPoint(x: 12, y: 34)
        expectEqual(screen.coordinateSpace.convert(p, to: screen.fixedCoordinateSpace), p)
        #expect(
            screen.fixedCoordinateSpace.convert(CGRect(x: 1, y: 2, width: 3, height: 4), from: screen.coordinateSpace)
                == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aViewOutsideAnyWindowLiesWhereItsRootLies() {
        _ = HeadlessHost()
        let root = UIView(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSubview(child)
        expectEqual(child.convert(CGPoint.zero, to: UIScreen.main.coordinateSpace), CGPoint(x: 15, y: 15))
    }
}
