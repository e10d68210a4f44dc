import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// snapshotView(afterScreenUpdates:): a frozen copy of a view's layer tree.
@MainActor
@Suite struct UIViewSnapshotTests {
    /// A 120 × 80 red view at (30, 40) holding a blue view and a white view that holds a black one.
    func sample(_ host: HeadlessHost) -> (view: UIView, blue: UIView, white: UIView, black: UIView) {
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 120, height: 80))
        view.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        blue.backgroundColor = .blue
        let white = UIView(frame: CGRect(x: 50, y: 10, width: 60, height: 60))
        white.backgroundColor = .white
        let black = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        black.backgroundColor = .black
        white.addSubview(black)
        view.addSubview(blue)
        view.addSubview(white)
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        return (view, blue, white, black)
    }

    /// The layer tree's shape and colours as text: "[colour (x,y,w,h) children…]".
    func describe(_ layer: CALayer) -> String {
        let colour =
            layer.backgroundColor.map { c in
                let rgba = c._sRGBA
                return [rgba.red, rgba.green, rgba.blue, rgba.alpha].map { format($0) }.joined(separator: ",")
            } ?? "none"
        let f = layer.frame
        let children = (layer.sublayers ?? []).map(describe).joined(separator: " ")
        return
            "[\(colour) (\(format(f.minX)),\(format(f.minY)),\(format(f.width)),\(format(f.height)))\(children.isEmpty ? "" : " " + children)]"
    }

    @Test func theSnapshotHasTheBoundsSizeAndAFrozenCopyOfTheTree() {
        let host = HeadlessHost()
        let (view, _, _, _) = sample(host)
        let snapshot = view.snapshotView(afterScreenUpdates: false)!
        expectEqual(snapshot.bounds.size, CGSize(width: 120, height: 80))
        expectEqual(snapshot.superview, nil)
        let copies = snapshot.layer.sublayers ?? []
        expectEqual(copies.count, 1)
        let copy = copies[0]
        #expect(copy !== view.layer)
        #expect(copy.delegate == nil)
        // the copy sits at the snapshot's bounds, with the original's tree below it
        #expect(
            describe(copy)
                == "[1,0,0,1 (0,0,120,80) [0,0,1,1 (10,10,20,20)] [1,1,1,1 (50,10,60,60) [0,0,0,1 (5,5,10,10)]]]")
        for (a, b) in zip(copy.sublayers ?? [], view.layer.sublayers ?? []) { #expect(a !== b) }
    }

    @Test func laterChangesToTheOriginalDoNotReachTheSnapshot() {
        let host = HeadlessHost()
        let (view, blue, white, black) = sample(host)
        let snapshot = view.snapshotView(afterScreenUpdates: false)!
        let before = describe(snapshot.layer.sublayers![0])
        view.backgroundColor = .black
        blue.removeFromSuperview()
        white.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        black.backgroundColor = .white
        view.addSubview(UIView(frame: CGRect(x: 1, y: 1, width: 1, height: 1)))
        view.frame.size = CGSize(width: 10, height: 10)
        host.advance(by: 0.5)
        expectEqual(describe(snapshot.layer.sublayers![0]), before)
        expectEqual(snapshot.bounds.size, CGSize(width: 120, height: 80))
    }

    @Test func aTransformedViewIsCopiedInItsOwnSpace() {
        let host = HeadlessHost()
        let (view, _, _, _) = sample(host)
        view.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 2)
        let snapshot = view.snapshotView(afterScreenUpdates: true)!
        expectEqual(snapshot.bounds.size, CGSize(width: 120, height: 80))
        #expect(isClose(snapshot.layer.sublayers![0].frame, CGRect(x: 0, y: 0, width: 120, height: 80)))
        #expect(view.transform != .identity, "the original keeps its transform")
    }

    @Test func anAnimationInFlightIsCapturedWhereItIs() {
        let host = HeadlessHost()
        let (view, blue, _, _) = sample(host)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.alpha = 0
                blue.center = CGPoint(x: 120, y: 20)  // from (20, 20)
            })
        host.advance(by: 0.5)
        let snapshot = view.snapshotView(afterScreenUpdates: false)!
        let copy = snapshot.layer.sublayers![0]
        #expect(isClose(copy.opacity, 0.5, tolerance: 1e-6))
        #expect(isClose(copy.sublayers![0].position, CGPoint(x: 70, y: 20), tolerance: 1e-9))
        #expect(copy.animationKeys() == nil && copy.sublayers![0].animationKeys() == nil)
        host.runUntilIdle()
        expectEqual(view.layer.presentation()!.opacity, 0)
        #expect(isClose(copy.opacity, 0.5, tolerance: 1e-6), "frozen after the animation ends")
        #expect(isClose(copy.sublayers![0].position, CGPoint(x: 70, y: 20), tolerance: 1e-9))
        #expect(isClose(copy.presentation()?.opacity ?? copy.opacity, 0.5, tolerance: 1e-6))
    }
}
