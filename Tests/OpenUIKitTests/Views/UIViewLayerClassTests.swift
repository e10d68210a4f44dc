import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `layerClass` overridden the UIKit way: the view's layer is an instance of the class, made
/// with its own `init()`, and its presentation during an animation is an instance of the
/// class too, made with its own `init(layer:)`.
@MainActor
@Suite struct UIViewLayerClassTests {
    final class GradientLayer: CALayer {
        var tint: CGColor?
        var madeByInit = false
        override init() {
            super.init()
            madeByInit = true
        }
        override init(layer: Any) {
            super.init(layer: layer)
            tint = (layer as? GradientLayer)?.tint
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class GradientView: UIView {
        override class var layerClass: AnyClass { GradientLayer.self }
        var gradientLayer: GradientLayer { layer as! GradientLayer }
    }

    /// A view whose layer is a subclass with stored properties and no initializers.
    final class BadgeView: UIView {
        final class BadgeLayer: CALayer { var count = 1 }
        override class var layerClass: AnyClass { BadgeLayer.self }
    }

    @Test func theLayerIsMadeWithTheClassesInit() {
        _ = HeadlessHost()
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layer is GradientLayer)
        #expect(view.gradientLayer.madeByInit)
        #expect(view.layer.delegate === view)
        #expect(BadgeView().layer is BadgeView.BadgeLayer)
    }

    @Test func thePresentationMidAnimationIsCopiedThroughInitLayer() {
        let host = HeadlessHost()
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.gradientLayer.tint = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        host.window.addSubview(view)
        host.runFrame()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.center = CGPoint(x: 250, y: 50)
        }
        host.advance(by: 0.5)
        let presentation = view.layer.presentation()
        #expect(presentation is GradientLayer)
        let gradient = presentation as? GradientLayer
        expectEqual(gradient?.tint, view.gradientLayer.tint)
        expectEqual(gradient?.madeByInit, false)
        #expect(gradient?.model() === view.layer)
        #expect(isClose(presentation?.position ?? .zero, CGPoint(x: 150, y: 50), tolerance: 1e-6))
        // The idiom UIKit code uses to read where a view is on screen.
        #expect(isClose((view.layer.presentation() ?? view.layer).frame.origin, CGPoint(x: 100, y: 0), tolerance: 1e-6))
    }
}
