import Foundation
import OpenCoreGraphics
import TestSupport
import Testing

@testable import OpenQuartzCore

/// Shadows without `shadowPath` cast by what a layer draws — its sublayers, translucent
/// contents, shape or border — rendered offscreen and blurred, as Core Animation casts them.
///
/// Set `SEGUE_DUMP_SHADOWS=<dir>` to write the pictures these tests look at.
@Suite struct CARendererContentShadowTests {
    typealias F = RenderFixture

    /// The largest channel difference between two images of the same size.
    static func largestDifference(_ a: CGImage, _ b: CGImage) -> Int {
        zip(a._premultipliedRGBA, b._premultipliedRGBA).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    /// The red channel of pixel `(x, y)` (the backgrounds are white: lower is darker).
    static func red(_ image: CGImage, _ x: Int, _ y: Int) -> Int { Int(F.pixel(image, x, y)[0]) }

    static func dump(_ image: CGImage, _ name: String) {
        guard let folder = ProcessInfo.processInfo.environment["SEGUE_DUMP_SHADOWS"] else { return }
        try? _PNGCodec.encode(image)?.write(to: URL(fileURLWithPath: "\(folder)/\(name).png"))
    }

    /// Apple's CustomTransitions pattern: a clear wrapper with the shadow holding a rounded,
    /// opaque, clipping card (itself holding a "label").
    static func wrapperScene(
        transform: CATransform3D = CATransform3DIdentity, shadowFromWrapper: Bool = true,
        configure: (CALayer) -> Void = { _ in }
    ) -> CALayer {
        let root = F.layer(CGRect(x: 0, y: 0, width: 160, height: 120), F.rgb(1, 1, 1))
        let wrapper = F.layer(CGRect(x: 30, y: 30, width: 100, height: 60), nil, in: root) {
            $0.shadowOpacity = 0.8
            $0.shadowRadius = 8
            $0.shadowOffset = CGSize(width: 0, height: 6)
            $0.transform = transform
            if !shadowFromWrapper {
                // The same shape casting the analytic shadow of its own rounded background.
                $0.backgroundColor = F.rgb(0.2, 0.4, 0.8)
                $0.cornerRadius = 14
            }
        }
        if shadowFromWrapper {
            let card = F.layer(wrapper.bounds, F.rgb(0.2, 0.4, 0.8), in: wrapper) {
                $0.cornerRadius = 14
                $0.masksToBounds = true
            }
            _ = F.layer(CGRect(x: 10, y: 10, width: 50, height: 12), F.rgb(1, 1, 1), in: card)
        }
        F.withoutActions { configure(wrapper) }
        return root
    }

    @Test func aClearWrapperCastsTheRoundedShadowOfItsCard() {
        let engine = EngineFixture()
        _ = engine
        let image = F.render(Self.wrapperScene(), width: 160, height: 120)
        Self.dump(image, "wrapper")
        // Below the card (the offset is 6 pt down) darker than above it; far away, nothing.
        let below = Self.red(image, 80, 94)
        let above = Self.red(image, 80, 26)
        #expect(below < 200, "below the card: \(below)")
        #expect(above > below + 20, "above \(above), below \(below)")
        expectEqual(F.pixel(image, 4, 4), [255, 255, 255, 255])
        expectEqual(F.pixel(image, 156, 116), [255, 255, 255, 255])
        // Rounded: just outside the bottom-right corner's arc, lighter than at the same
        // distance straight below the bottom edge.
        #expect(Self.red(image, 130, 96) > Self.red(image, 110, 96) + 10)
        // The opaque card hides its shadow: inside it, the picture without a shadow.
        let plain = F.render(Self.wrapperScene { $0.shadowOpacity = 0 }, width: 160, height: 120)
        var leaks = 0
        for y in 31..<89 {
            // (Clear of the 14 pt corners, where the shadow shows beside the arcs.)
            let columns = y < 45 || y >= 75 ? 45..<115 : 31..<129
            for x in columns where F.pixel(image, x, y) != F.pixel(plain, x, y) { leaks += 1 }
        }
        expectEqual(leaks, 0)
    }

    @Test func aTranslucentCardShowsItsShadowThrough() {
        let engine = EngineFixture()
        _ = engine
        let see = { (wrapper: CALayer) in wrapper.sublayers![0].opacity = 0.5 }
        let image = F.render(Self.wrapperScene(configure: see), width: 160, height: 120)
        let plain = F.render(
            Self.wrapperScene {
                see($0)
                $0.shadowOpacity = 0
            }, width: 160, height: 120)
        // Under the card's middle the shadow is full (the card casts at half strength).
        #expect(Self.red(image, 80, 60) < Self.red(plain, 80, 60) - 20)
    }

    @Test(arguments: [1, 3])
    func theCastShadowMatchesTheAnalyticShadowOfTheSameShape(scale: Int) {
        let engine = EngineFixture()
        _ = engine
        // At 3× the blur is 12 pixels: computed on a coarser grid.
        let size = CGRect(x: 0, y: 0, width: 160, height: 120)
        let cast = F.render(Self.wrapperScene(), width: 160 * scale, height: 120 * scale, bounds: size)
        let analytic = F.render(
            Self.wrapperScene(shadowFromWrapper: false), width: 160 * scale, height: 120 * scale, bounds: size)
        Self.dump(cast, "cast-\(scale)x")
        Self.dump(analytic, "analytic-\(scale)x")
        // Compared outside the card (which differs: it holds a label).
        var worst = 0
        for y in 0..<(120 * scale) {
            for x in 0..<(160 * scale) {
                let inside = x >= 30 * scale && x < 130 * scale && y >= 30 * scale && y < 90 * scale
                guard !inside else { continue }
                worst = max(worst, abs(Self.red(cast, x, y) - Self.red(analytic, x, y)))
            }
        }
        // Stated tolerance: 4/255 (the extended box filter against the exact Gaussian, and
        // the coarse grid at 3×).
        #expect(worst <= 4, "largest difference \(worst)")
    }

    @Test func aCircularSublayerCastsACircularShadow() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 120, height: 120), F.rgb(1, 1, 1))
        let wrapper = F.layer(CGRect(x: 30, y: 30, width: 60, height: 60), nil, in: root) {
            $0.shadowOpacity = 1
            $0.shadowRadius = 6
            $0.shadowOffset = .zero
        }
        _ = F.layer(wrapper.bounds, F.rgb(0.9, 0.3, 0.2), in: wrapper) { $0.cornerRadius = 30 }
        let image = F.render(root, width: 120, height: 120)
        Self.dump(image, "circle")
        // About 2 pt outside the circle, along an axis and along a diagonal: alike (a
        // square's shadow would be much darker beyond its corner's diagonal).
        let side = Self.red(image, 60, 92)
        let diagonal = Self.red(image, 83, 82)  // its centre 32.5 pt from the circle's, as the side's
        #expect(side < 220, "beside the circle: \(side)")
        #expect(abs(side - diagonal) <= 12, "side \(side), diagonal \(diagonal)")
        // Inside the circle's bounding square but outside the circle, near its corner: light.
        #expect(Self.red(image, 33, 33) > side + 20)
        // Against the blurred shadow of the same circle given as a shadow path.
        let reference = F.layer(CGRect(x: 0, y: 0, width: 120, height: 120), F.rgb(1, 1, 1))
        let pathWrapper = F.layer(CGRect(x: 30, y: 30, width: 60, height: 60), nil, in: reference) {
            $0.shadowOpacity = 1
            $0.shadowRadius = 6
            $0.shadowOffset = .zero
            $0.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60), transform: nil)
        }
        _ = F.layer(pathWrapper.bounds, F.rgb(0.9, 0.3, 0.2), in: pathWrapper) { $0.cornerRadius = 30 }
        #expect(Self.largestDifference(image, F.render(reference, width: 120, height: 120)) <= 4)
    }

    @Test func translucentContentsCastTheShadowOfTheirAlpha() {
        let engine = EngineFixture()
        _ = engine
        // A glyph-like picture: an opaque bar on the left half only, the rest transparent.
        let picture = F.image(width: 20, height: 20) { x, _ in x < 10 ? (30, 30, 30, 255) : (0, 0, 0, 0) }
        let root = F.layer(CGRect(x: 0, y: 0, width: 120, height: 100), F.rgb(1, 1, 1))
        _ = F.layer(CGRect(x: 20, y: 10, width: 80, height: 40), nil, in: root) {
            $0.contents = picture
            $0.shadowOpacity = 1
            $0.shadowRadius = 2
            $0.shadowOffset = CGSize(width: 0, height: 44)
        }
        let image = F.render(root, width: 120, height: 100)
        Self.dump(image, "contents-alpha")
        // Under the opaque half: dark; under the transparent half: nothing.
        #expect(Self.red(image, 40, 74) < 40)
        expectEqual(F.pixel(image, 80, 74), [255, 255, 255, 255])
    }

    @Test func aShapeLayerCastsTheShadowOfItsPath() {
        let engine = EngineFixture()
        _ = engine
        let root = F.layer(CGRect(x: 0, y: 0, width: 100, height: 100), F.rgb(1, 1, 1))
        let shape = CAShapeLayer()
        F.withoutActions {
            shape.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            let triangle = CGMutablePath()
            triangle.move(to: .zero)
            triangle.addLine(to: CGPoint(x: 40, y: 0))
            triangle.addLine(to: CGPoint(x: 0, y: 40))
            triangle.closeSubpath()
            shape.path = triangle
            shape.fillColor = F.rgb(0.1, 0.6, 0.3)
            shape.shadowOpacity = 1
            shape.shadowRadius = 1
            shape.shadowOffset = CGSize(width: 45, height: 45)
            root.addSublayer(shape)
        }
        let image = F.render(root, width: 100, height: 100)
        Self.dump(image, "shape")
        // The triangle's shadow: dark near its right angle, nothing across its hypotenuse.
        #expect(Self.red(image, 60, 60) < 60)
        expectEqual(F.pixel(image, 90, 90), [255, 255, 255, 255])
    }

    @Test func zeroOpacityOrNoColorCastsNothing() {
        let engine = EngineFixture()
        _ = engine
        let plain = F.render(Self.wrapperScene { $0.shadowOpacity = 0 }, width: 160, height: 120)
        expectEqual(Self.red(plain, 80, 94), 255)
        #expect(
            Self.largestDifference(plain, F.render(Self.wrapperScene { $0.shadowColor = nil }, width: 160, height: 120))
                == 0)
        #expect(
            Self.largestDifference(
                plain, F.render(Self.wrapperScene { $0.shadowOpacity = -1 }, width: 160, height: 120)) == 0)
    }

    @Test func theShadowTurnsWithTheLayer() {
        let engine = EngineFixture()
        _ = engine
        // A quarter turn: the offset (down in the layer) points left on screen.
        let turned = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let image = F.render(Self.wrapperScene(transform: turned), width: 160, height: 120)
        Self.dump(image, "turned")
        // The turned card spans x 50…110, y 10…110.
        #expect(Self.red(image, 46, 60) < Self.red(image, 114, 60) - 20)
        let analytic = F.render(Self.wrapperScene(transform: turned, shadowFromWrapper: false), width: 160, height: 120)
        #expect(abs(Self.red(image, 46, 60) - Self.red(analytic, 46, 60)) <= 4)
        // Under perspective the shadow is still cast (and drawn under the card).
        var perspective = CATransform3DMakeRotation(.pi / 5, 0, 1, 0)
        perspective.m34 = -1 / 300
        let tilted = F.render(Self.wrapperScene(transform: perspective), width: 160, height: 120)
        Self.dump(tilted, "perspective")
        #expect(Self.red(tilted, 80, 96) < 230)
        expectEqual(F.pixel(tilted, 4, 4), [255, 255, 255, 255])
    }

    @Test func badRadiusOrOffsetMatchTheAnalyticPath() {
        let engine = EngineFixture()
        _ = engine
        let plain = F.render(Self.wrapperScene { $0.shadowOpacity = 0 }, width: 160, height: 120)
        // NaN or infinite radius or offset: no shadow, as for a background's shadow.
        for bad in [CGFloat.nan, .infinity] {
            for edit in [{ (l: CALayer) in l.shadowRadius = bad }, { $0.shadowOffset = CGSize(width: bad, height: 0) }]
            {
                let cast = F.render(Self.wrapperScene(configure: edit), width: 160, height: 120)
                expectEqual(Self.largestDifference(cast, plain), 0)
                let analytic = F.render(
                    Self.wrapperScene(shadowFromWrapper: false, configure: edit), width: 160, height: 120)
                expectEqual(Self.red(analytic, 80, 94), 255)
            }
        }
        // A negative radius is 0: a sharp shadow.
        let sharp = F.render(Self.wrapperScene { $0.shadowRadius = -5 }, width: 160, height: 120)
        #expect(
            Self.largestDifference(sharp, F.render(Self.wrapperScene { $0.shadowRadius = 0 }, width: 160, height: 120))
                == 0)
        #expect(Self.red(sharp, 80, 93) < 80)
        expectEqual(Self.red(sharp, 80, 97), 255)
    }

    @Test func opacityAndMasksToBoundsApplyToTheShadow() {
        let engine = EngineFixture()
        _ = engine
        let full = F.render(Self.wrapperScene(), width: 160, height: 120)
        let half = F.render(Self.wrapperScene { $0.opacity = 0.5 }, width: 160, height: 120)
        let a = 255 - Self.red(full, 80, 94)
        let b = 255 - Self.red(half, 80, 94)
        #expect(abs(a - 2 * b) <= 3, "full \(a), half \(b)")
        // A layer clipping to its bounds clips its shadow too: nothing shows outside.
        let clipped = F.render(Self.wrapperScene { $0.masksToBounds = true }, width: 160, height: 120)
        expectEqual(F.pixel(clipped, 80, 94), [255, 255, 255, 255])
    }

    @Test func aRendererReusesItsBuffersAsTheCardMoves() {
        let engine = EngineFixture()
        _ = engine
        let root = Self.wrapperScene()
        let context = F.context(width: 160, height: 120)
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        // Rows split between two threads, which share the shadow's mask.
        renderer.maximumThreadCount = 2
        let wrapper = root.sublayers![0]
        for (step, y) in [30.0, 10.0, 50.0].enumerated() {
            F.withoutActions { wrapper.position.y = CGFloat(y) + 30 }
            context.setFillColor(F.rgb(1, 1, 1))
            context.fill(CGRect(x: 0, y: 0, width: 160, height: 120))
            renderer.beginFrame(atTime: 100, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
            let fresh = F.render(root, width: 160, height: 120)
            #expect(Self.largestDifference(context.makeImage()!, fresh) == 0, "frame \(step)")
        }
    }

    @Test func nestedCastShadowsAndMasksRender() {
        let engine = EngineFixture()
        _ = engine
        let root = Self.wrapperScene()
        let card = root.sublayers![0].sublayers![0]
        F.withoutActions {
            // The card's label casts a shadow of its own, inside the wrapper's.
            let label = card.sublayers![0]
            label.shadowOpacity = 1
            label.shadowRadius = 2
            _ = F.layer(CGRect(x: 0, y: 0, width: 4, height: 4), F.rgb(0, 0, 0), in: label)
            let mask = CALayer()
            // (A mask clips the layer's shadow as well: it reaches below the wrapper.)
            mask.frame = CGRect(x: 0, y: 0, width: 50, height: 80)
            mask.backgroundColor = F.rgb(0, 0, 0)
            root.sublayers![0].mask = mask
        }
        let image = F.render(root, width: 160, height: 120)
        Self.dump(image, "nested-masked")
        // The mask keeps the wrapper's left half: its shadow shows below it, not the right's.
        #expect(Self.red(image, 50, 94) < 200)
        expectEqual(Self.red(image, 110, 94), 255)
    }
}
