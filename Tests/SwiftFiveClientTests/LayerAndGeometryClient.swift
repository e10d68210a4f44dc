import OpenUIKit
import Testing

// Code written for iOS in the Swift 5 language mode: a layer subclass in the UIKit form, a
// view that uses it as its layer class, boxed animation values and coordinate spaces.

class GradientLayer: CALayer {
    var colors: [CGColor] = []

    override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    override init(layer: Any) {
        super.init(layer: layer)
        colors = (layer as? GradientLayer)?.colors ?? []
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class GradientView: UIView {
    override class var layerClass: AnyClass { GradientLayer.self }

    func pulse(to point: CGPoint) {
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: layer.position)
        move.toValue = NSValue(cgPoint: point)
        let spin = CAKeyframeAnimation(keyPath: "transform")
        spin.values = [
            NSValue(caTransform3D: CATransform3DIdentity),
            NSValue(caTransform3D: CATransform3DMakeRotation(.pi, 0, 0, 1))
        ]
        layer.add(move, forKey: "move")
        layer.add(spin, forKey: "spin")
    }

    func placeOnScreen(_ other: UIView) -> CGPoint {
        let onScreen = convert(CGPoint(x: 1, y: 1), to: window?.screen.coordinateSpace ?? UIScreen.main.coordinateSpace)
        _ = convert(bounds, to: nil)
        _ = convert(onScreen, from: other)
        endEditing(true)
        return onScreen
    }
}

@MainActor @Test func layerClassAndBoxedValuesCompileInSwift5() {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.layer is GradientLayer)
    #expect(
        NSValue(uiOffset: UIOffset(horizontal: 1, vertical: 2)).uiOffsetValue == UIOffset(horizontal: 1, vertical: 2))
}
