import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// End to end: the common iOS pattern of a view backed by a `CAGradientLayer`, drawn by the
/// headless host.
@MainActor
@Suite struct GradientViewTests {
    /// A view whose layer is a gradient, as iOS code writes it.
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

        override init(frame: CGRect) {
            super.init(frame: frame)
            gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
            gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test func aGradientBackedViewShowsItsGradient() {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 40), scale: 1)
        host.window.backgroundColor = .white
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.layer.cornerRadius = 8
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        let image = host.render()
        // Left to right, red to blue; the rounded corner shows the window.
        let left = Drawing.pixel(image, 2, 20)
        let middle = Drawing.pixel(image, 49, 20)
        let right = Drawing.pixel(image, 97, 20)
        #expect(left[0] > 240 && left[2] < 15)
        #expect(abs(Int(middle[0]) - 128) <= 2 && abs(Int(middle[2]) - 126) <= 2)
        #expect(right[2] > 240 && right[0] < 15)
        expectEqual(Drawing.pixel(image, 0, 0), [255, 255, 255, 255])
    }
}
