import Foundation
import OpenCoreGraphics
import SegueTesting
import TestSupport
import Testing

@testable import OpenQuartzCore

/// Gradient layers drawn by `CARenderer`: where each type puts its locations, bad input, and
/// snapshots of every kind (inspected when recorded).
@Suite struct CARendererGradientTests {
    typealias F = RenderFixture
    static let red = F.rgb(1, 0, 0)
    static let blue = F.rgb(0, 0, 1)

    /// A gradient layer at `frame` in `root`, configured without actions.
    @discardableResult
    static func gradient(
        _ frame: CGRect, in root: CALayer, _ configure: (CAGradientLayer) -> Void
    ) -> CAGradientLayer {
        let layer = CAGradientLayer()
        F.withoutActions {
            layer.frame = frame
            layer.colors = [red, blue]
            configure(layer)
            root.addSublayer(layer)
        }
        return layer
    }

    /// Whether `pixel` is the opaque red → blue color at location `t` (within 1.2/255).
    static func isRedToBlue(_ pixel: [UInt8], at t: Double) -> Bool {
        abs(Double(pixel[0]) - (1 - t) * 255) <= 1.2 && abs(Double(pixel[2]) - t * 255) <= 1.2 && pixel[1] == 0
            && pixel[3] == 255
    }

    @Test func axialRunsFromTopToBottomByDefault() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 40, height: 40), F.rgb(1, 1, 1))
        Self.gradient(CGRect(x: 0, y: 0, width: 40, height: 40), in: root) { _ in }
        let image = F.render(root, width: 40, height: 40)
        for y in [0, 9, 20, 39] {
            #expect(
                Self.isRedToBlue(F.pixel(image, 7, y), at: (Double(y) + 0.5) / 40), "row \(y): \(F.pixel(image, 7, y))")
            expectEqual(F.pixel(image, 7, y), F.pixel(image, 33, y))
        }
    }

    @Test func axialIsComputedInTheUnitSquare() {
        // (0, 0) → (1, 1) on an 80 × 20 layer: lines of one color run from the bottom-left
        // corner's side to the top-right's, so (0, 20) and (80, 0) share location 0.5.
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 80, height: 20), F.rgb(1, 1, 1))
        Self.gradient(CGRect(x: 0, y: 0, width: 80, height: 20), in: root) {
            $0.startPoint = .zero
            $0.endPoint = CGPoint(x: 1, y: 1)
        }
        let image = F.render(root, width: 80, height: 20)
        // Pixel (x, y): u = (x + 0.5) / 80, v = (y + 0.5) / 20, t = (u + v) / 2.
        for (x, y) in [(0, 19), (79, 0), (40, 10), (10, 2)] {
            let t = ((Double(x) + 0.5) / 80 + (Double(y) + 0.5) / 20) / 2
            #expect(Self.isRedToBlue(F.pixel(image, x, y), at: t), "(\(x), \(y)): \(F.pixel(image, x, y))")
        }
    }

    @Test func radialFillsTheEllipseAndExtendsTheLastColor() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 80, height: 40), F.rgb(1, 1, 1))
        Self.gradient(CGRect(x: 0, y: 0, width: 80, height: 40), in: root) {
            $0.type = .radial
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 1)
        }
        let image = F.render(root, width: 80, height: 40)
        // The ellipse's semi-axes are 40 and 20 points.
        for (x, y) in [(40, 20), (60, 20), (40, 29), (70, 30)] {
            let a = (Double(x) + 0.5 - 40) / 40
            let b = (Double(y) + 0.5 - 20) / 20
            let t = min((a * a + b * b).squareRoot(), 1)
            #expect(Self.isRedToBlue(F.pixel(image, x, y), at: t), "(\(x), \(y)): \(F.pixel(image, x, y))")
        }
        expectEqual(F.pixel(image, 0, 0), [0, 0, 255, 255])
    }

    @Test func conicTurnsTowardsPlusY() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 40, height: 40), F.rgb(1, 1, 1))
        Self.gradient(CGRect(x: 0, y: 0, width: 40, height: 40), in: root) {
            $0.type = .conic
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)
        }
        let image = F.render(root, width: 40, height: 40)
        // Right of the centre: location ≈ 0; below (+y on a layer): 0.25; left: 0.5; above: 0.75.
        for (x, y, t) in [(39, 20, 0.004), (20, 39, 0.246), (0, 20, 0.496), (20, 0, 0.754)] {
            let dx = Double(x) + 0.5 - 20
            let dy = Double(y) + 0.5 - 20
            var exact = atan2(dy, dx) / (2 * Double.pi)
            if exact < 0 { exact += 1 }
            #expect(abs(exact - t) < 0.001)
            #expect(Self.isRedToBlue(F.pixel(image, x, y), at: exact), "(\(x), \(y)): \(F.pixel(image, x, y))")
        }
    }

    @Test func badGeometryAndLocationsHaveDefinedResults() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 80, height: 20), F.rgb(1, 1, 1))
        // Equal points, a flat ellipse, a NaN point: no gradient, the background shows.
        Self.gradient(CGRect(x: 0, y: 0, width: 20, height: 20), in: root) {
            $0.backgroundColor = F.rgb(0, 1, 0)
            $0.endPoint = $0.startPoint
        }
        Self.gradient(CGRect(x: 20, y: 0, width: 20, height: 20), in: root) {
            $0.type = .radial
            $0.endPoint = CGPoint(x: 0.5, y: 1)
        }
        Self.gradient(CGRect(x: 40, y: 0, width: 20, height: 20), in: root) {
            $0.startPoint = CGPoint(x: CGFloat.nan, y: 0)
        }
        // Locations that do not match the colors are ignored: evenly spaced.
        Self.gradient(CGRect(x: 60, y: 0, width: 20, height: 20), in: root) {
            $0.locations = [0.9]
        }
        let image = F.render(root, width: 80, height: 20)
        expectEqual(F.pixel(image, 10, 10), [0, 255, 0, 255])
        expectEqual(F.pixel(image, 30, 10), [255, 255, 255, 255])
        expectEqual(F.pixel(image, 50, 10), [255, 255, 255, 255])
        #expect(Self.isRedToBlue(F.pixel(image, 70, 4), at: 4.5 / 20))
    }

    @Test func oneColorFillsTheShapeAndAnimationsRender() {
        let engine = EngineFixture(time: 100)
        let root = F.layer(CGRect(x: 0, y: 0, width: 40, height: 20), F.rgb(1, 1, 1))
        let layer = Self.gradient(CGRect(x: 0, y: 0, width: 20, height: 20), in: root) {
            $0.colors = [F.rgb(0, 0.5, 0)]
        }
        let moving = Self.gradient(CGRect(x: 20, y: 0, width: 20, height: 20), in: root) { _ in }
        engine.frame()
        let animation = CABasicAnimation(keyPath: "colors")
        animation.fromValue = [Self.red, Self.red]
        animation.toValue = [Self.blue, Self.blue]
        animation.duration = 2
        moving.add(animation, forKey: "colors")
        engine.frame()
        let image = F.render(root, width: 40, height: 20, time: 101)
        expectEqual(F.pixel(image, 10, 3), [0, 128, 0, 255])
        #expect(Self.isRedToBlue(F.pixel(image, 30, 3), at: 0.5))
        #expect(Self.isRedToBlue(F.pixel(image, 30, 17), at: 0.5))
        _ = layer
    }

    /// Five panels, 48 × 48: (1) an axial rainbow from the top-left corner to the bottom-right
    /// with locations; (2) a radial gradient, white centre → orange → transparent, over a gray
    /// background; (3) a conic color wheel around the centre starting at the top; (4) an axial
    /// gradient with corner radius 12, masked by a diagonal band with a round hole (a
    /// `CAShapeLayer`, even-odd), so two rounded corners show; (5) a horizontal
    /// gradient layer turned 50° about the y axis under perspective, with rounded corners.
    @Test func snapshotOfEveryKind() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 5 * 52 + 4, height: 56), F.rgb(1, 1, 1))
        func panel(_ i: Int) -> CGRect { CGRect(x: 4 + CGFloat(i) * 52, y: 4, width: 48, height: 48) }
        let rainbow = [
            F.rgb(0.9, 0.1, 0.1), F.rgb(1, 0.6, 0), F.rgb(1, 0.9, 0.1), F.rgb(0.2, 0.7, 0.2), F.rgb(0.1, 0.4, 0.9),
            F.rgb(0.5, 0.2, 0.8)
        ]
        Self.gradient(panel(0), in: root) {
            $0.colors = rainbow
            $0.locations = [0, 0.1, 0.3, 0.5, 0.8, 1]
            $0.startPoint = .zero
            $0.endPoint = CGPoint(x: 1, y: 1)
        }
        Self.gradient(panel(1), in: root) {
            $0.backgroundColor = F.rgb(0.5, 0.5, 0.55)
            $0.type = .radial
            $0.colors = [F.rgb(1, 1, 1), F.rgb(1, 0.5, 0), F.rgb(1, 0.5, 0, 0)]
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 1)
        }
        Self.gradient(panel(2), in: root) {
            $0.type = .conic
            $0.colors = rainbow + [rainbow[0]]
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 0.5, y: 0)
        }
        Self.gradient(panel(3), in: root) {
            $0.colors = [F.rgb(0.1, 0.7, 0.6), F.rgb(0.1, 0.1, 0.5)]
            $0.cornerRadius = 12
            // A diagonal band with a notch: two rounded corners stay, two are masked away.
            let band = CAShapeLayer()
            band.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
            let path = CGMutablePath()
            path.addLines(between: [
                CGPoint(x: -4, y: 12), CGPoint(x: 12, y: -4), CGPoint(x: 52, y: 36), CGPoint(x: 36, y: 52)
            ])
            path.closeSubpath()
            path.addEllipse(in: CGRect(x: 18, y: 18, width: 12, height: 12))
            band.path = path
            band.fillRule = .evenOdd
            $0.mask = band
        }
        let stage = F.layer(panel(4), nil, in: root) {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 120
            $0.sublayerTransform = perspective
        }
        Self.gradient(CGRect(x: 4, y: 4, width: 40, height: 40), in: stage) {
            $0.colors = [F.rgb(0.9, 0.2, 0.4), F.rgb(0.2, 0.3, 0.9)]
            $0.startPoint = CGPoint(x: 0, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)
            $0.cornerRadius = 8
            $0.transform = CATransform3DMakeRotation(50 * .pi / 180, 0, 1, 0)
        }
        let image = F.render(root, width: 5 * 52 + 4, height: 56)
        Self.save(image, "gradient-layers")
        expectSnapshot(of: image, named: "gradient-layers", tolerance: 1)
    }

    /// Writes `image` to `$SEGUE_GRADIENT_PICTURES/<name>.png` when that variable is set.
    static func save(_ image: CGImage, _ name: String) {
        guard let folder = ProcessInfo.processInfo.environment["SEGUE_GRADIENT_PICTURES"] else { return }
        try? _PNGCodec.encode(image)?.write(to: URL(fileURLWithPath: "\(folder)/\(name).png"))
    }
}
