import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UIKit's `NSValue` geometry additions: exact round trips, Apple's type encodings, equality
/// and hashing by contents, and boxed values driving animations exactly as raw ones do.
@MainActor
@Suite struct NSValueUIGeometryTests {
    @Test func everyKindRoundTripsExactly() {
        let point = CGPoint(x: 1.5, y: -2.25)
        let size = CGSize(width: 1e-300, height: 7e10)
        let rect = CGRect(x: -3, y: 0.1, width: 0.2, height: 1 / 3)
        let vector = CGVector(dx: 4, dy: -0.5)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let directional = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        let offset = UIOffset(horizontal: -9, vertical: 10)
        let transform = CATransform3DRotate(CATransform3DMakeScale(2, 3, 4), 0.4, 1, 1, 0)
        expectEqual(NSValue(cgPoint: point).cgPointValue, point)
        expectEqual(NSValue(cgSize: size).cgSizeValue, size)
        expectEqual(NSValue(cgRect: rect).cgRectValue, rect)
        expectEqual(NSValue(cgVector: vector).cgVectorValue, vector)
        expectEqual(NSValue(cgAffineTransform: affine).cgAffineTransformValue, affine)
        expectEqual(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue, insets)
        expectEqual(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue, directional)
        expectEqual(NSValue(uiOffset: offset).uiOffsetValue, offset)
        expectEqual(NSValue(caTransform3D: transform).caTransform3DValue, transform)
    }

    @Test func typeEncodingsAreApples() {
        func encoding(_ value: NSValue) -> String { String(cString: value.objCType) }
        expectEqual(encoding(NSValue(cgPoint: .zero)), "{CGPoint=dd}")
        expectEqual(encoding(NSValue(cgSize: .zero)), "{CGSize=dd}")
        expectEqual(encoding(NSValue(cgRect: .zero)), "{CGRect={CGPoint=dd}{CGSize=dd}}")
        expectEqual(encoding(NSValue(cgVector: CGVector(dx: 0, dy: 0))), "{CGVector=dd}")
        expectEqual(encoding(NSValue(cgAffineTransform: .identity)), "{CGAffineTransform=dddddd}")
        expectEqual(encoding(NSValue(uiEdgeInsets: .zero)), "{UIEdgeInsets=dddd}")
        expectEqual(encoding(NSValue(directionalEdgeInsets: .zero)), "{NSDirectionalEdgeInsets=dddd}")
        expectEqual(encoding(NSValue(uiOffset: .zero)), "{UIOffset=dd}")
    }

    @Test func getValueGivesTheStructsFieldsInApplesOrder() {
        var fields = [Double](repeating: 0, count: 6)
        fields.withUnsafeMutableBytes {
            NSValue(cgAffineTransform: CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)).getValue(
                $0.baseAddress!)
        }
        expectEqual(fields, [1, 2, 3, 4, 5, 6])
        var insets = [Double](repeating: 0, count: 4)
        insets.withUnsafeMutableBytes {
            NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).getValue($0.baseAddress!)
        }
        expectEqual(insets, [1, 2, 3, 4])
        var offset = [Double](repeating: 0, count: 2)
        offset.withUnsafeMutableBytes {
            NSValue(uiOffset: UIOffset(horizontal: 7, vertical: 8)).getValue($0.baseAddress!)
        }
        expectEqual(offset, [7, 8])
    }

    @Test func equalContentsAreEqualWithEqualHashes() {
        let pairs: [(NSValue, NSValue, NSValue)] = [
            (
                NSValue(cgPoint: CGPoint(x: 1, y: 2)), NSValue(cgPoint: CGPoint(x: 1, y: 2)),
                NSValue(cgPoint: CGPoint(x: 2, y: 1))
            ),
            (
                NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)),
                NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)),
                NSValue(cgRect: .zero)
            ),
            (
                NSValue(cgAffineTransform: .identity), NSValue(cgAffineTransform: CGAffineTransform(scaleX: 1, y: 1)),
                NSValue(cgAffineTransform: CGAffineTransform(rotationAngle: 1))
            ),
            (
                NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)),
                NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)), NSValue(uiEdgeInsets: .zero)
            ),
            (
                NSValue(uiOffset: UIOffset(horizontal: 0, vertical: 0)), NSValue(uiOffset: .zero),
                NSValue(uiOffset: UIOffset(horizontal: 0, vertical: 1))
            )
        ]
        for (a, b, different) in pairs {
            #expect(a.isEqual(b), "\(a)")
            expectEqual(a, b)
            expectEqual(a.hash, b.hash)
            #expect(!a.isEqual(different), "\(a) vs \(different)")
            expectEqual(Set([a, b, different]).count, 2)
        }
        // Foundation's own spellings box the same values (as on macOS, where NSRect is CGRect).
        #expect(
            NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))
                == NSValue(rect: CGRect(x: 1, y: 2, width: 3, height: 4)))
        expectEqual(NSValue(point: CGPoint(x: 3, y: 4)).cgPointValue, CGPoint(x: 3, y: 4))
    }

    @Test func kindsWithTheSameFieldsStayApart() {
        // A UIOffset and a CGVector, a CGPoint and a CGSize, have the same bytes but are not equal.
        #expect(
            !NSValue(uiOffset: UIOffset(horizontal: 1, vertical: 2)).isEqual(NSValue(cgVector: CGVector(dx: 1, dy: 2))))
        #expect(!NSValue(cgPoint: CGPoint(x: 1, y: 2)).isEqual(NSValue(cgSize: CGSize(width: 1, height: 2))))
        #expect(
            !NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                .isEqual(
                    NSValue(directionalEdgeInsets: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        )
    }

    @Test func readingAnotherKindGivesZeroAndAReport() {
        let host = HeadlessHost()
        let before = host.reports.count
        let offset = NSValue(uiOffset: UIOffset(horizontal: 1, vertical: 2))
        expectEqual(offset.cgVectorValue, CGVector(dx: 0, dy: 0))
        expectEqual(offset.cgPointValue, .zero)
        expectEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgSizeValue, .zero)
        expectEqual(NSValue(cgRect: .infinite).uiEdgeInsetsValue, .zero)
        expectEqual(NSNumber(value: 1).cgRectValue, .zero)
        let reports = Array(host.reports.dropFirst(before))
        expectEqual(reports.count, 5)
        #expect(
            reports.first
                == "NSValue.cgVectorValue: an NSValue holding a UIOffset holds no CGVector; returning CGVector(dx: 0.0, dy: 0.0)"
        )
        expectEqual(reports.last?.hasPrefix("NSValue.cgRectValue: an NSNumber holds no CGRect"), true)
    }

    @Test func uiOffset() {
        expectEqual(UIOffset(), .zero)
        expectEqual(UIOffset.zero, UIOffset(horizontal: 0, vertical: 0))
        var offset = UIOffset(horizontal: 3, vertical: -4)
        offset.vertical = 5
        #expect(offset.horizontal == 3 && offset.vertical == 5)
        expectEqual(Set([offset, UIOffset(horizontal: 3, vertical: 5), .zero]).count, 2)
    }

    /// Code written for iOS: a view's layer animated with boxed values moves exactly as with raw ones.
    @Test func boxedValuesAnimateAViewsLayerLikeRawOnes() {
        let host = HeadlessHost()
        let boxedView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let rawView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(boxedView)
        host.window.addSubview(rawView)
        host.runFrame()
        let start = CACurrentMediaTime()
        func animations(boxed: Bool) -> [CABasicAnimation] {
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = boxed ? NSValue(cgPoint: CGPoint(x: 50, y: 50)) : CGPoint(x: 50, y: 50)
            move.toValue = boxed ? NSValue(cgPoint: CGPoint(x: 200, y: 400)) : CGPoint(x: 200, y: 400)
            let grow = CABasicAnimation(keyPath: "bounds")
            grow.toValue =
                boxed
                ? NSValue(cgRect: CGRect(x: 0, y: 0, width: 300, height: 30))
                : CGRect(x: 0, y: 0, width: 300, height: 30)
            let flip = CABasicAnimation(keyPath: "transform")
            let turned = CATransform3DMakeRotation(.pi * 0.75, 0, 0, 1)
            flip.toValue = boxed ? NSValue(caTransform3D: turned) : turned
            let origin = CABasicAnimation(keyPath: "bounds.origin")
            origin.byValue = boxed ? NSValue(cgPoint: CGPoint(x: 10, y: 5)) : CGPoint(x: 10, y: 5)
            for animation in [move, grow, flip, origin] {
                animation.duration = 0.5
                animation.beginTime = start
                animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
            }
            return [move, grow, flip, origin]
        }
        for (index, animation) in animations(boxed: true).enumerated() {
            boxedView.layer.add(animation, forKey: "\(index)")
        }
        for (index, animation) in animations(boxed: false).enumerated() {
            rawView.layer.add(animation, forKey: "\(index)")
        }
        var frames = 0
        host.advance(by: 0.6) {
            let boxed = boxedView.layer.presentation()!
            let raw = rawView.layer.presentation()!
            expectEqual(boxed.position, raw.position)
            expectEqual(boxed.bounds, raw.bounds)
            expectEqual(boxed.transform, raw.transform)
            expectEqual(boxed.frame, raw.frame)
            frames += 1
        }
        #expect(frames >= 30)
    }
}
