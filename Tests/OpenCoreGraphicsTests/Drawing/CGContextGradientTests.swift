import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// `drawLinearGradient` and `drawRadialGradient`: where locations land, the extension options,
/// the CTM, clip, alpha and blend mode, and bad input. Colors are checked against the exact
/// interpolation at pixel centres (within 1/255 plus the table's step).
@Suite struct CGContextGradientTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let redToBlue = CGGradient(colorsSpace: nil, colors: [red, blue] as CFArray, locations: nil)!

    /// Premultiplied RGBA bytes at column `x`, row `y` from the top.
    static func pixel(_ context: CGContext, _ x: Int, _ y: Int) -> [Int] {
        let image = context.makeImage()!
        let i = (y * image.width + x) * 4
        return image._premultipliedRGBA[i..<(i + 4)].map(Int.init)
    }

    /// Whether `pixel` is red → blue at location `t` (opaque).
    static func isRedToBlue(_ pixel: [Int], at t: Double) -> Bool {
        abs(Double(pixel[0]) - (1 - t) * 255) <= 1.2 && abs(Double(pixel[2]) - t * 255) <= 1.2 && pixel[1] == 0
            && pixel[3] == 255
    }

    @Test func linearGradientPaintsTheBandBetweenItsPoints() {
        let context = DrawingFixture.context(width: 100, height: 2)
        context.drawLinearGradient(Self.redToBlue, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0), options: [])
        expectEqual(Self.pixel(context, 9, 0), [0, 0, 0, 0])
        expectEqual(Self.pixel(context, 90, 1), [0, 0, 0, 0])
        for x in [10, 30, 49, 75, 89] {
            let t = (Double(x) + 0.5 - 10) / 80
            #expect(Self.isRedToBlue(Self.pixel(context, x, 1), at: t), "x \(x): \(Self.pixel(context, x, 1))")
        }
    }

    @Test func optionsExtendTheEndColors() {
        let context = DrawingFixture.context(width: 100, height: 2)
        context.drawLinearGradient(
            Self.redToBlue, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        expectEqual(Self.pixel(context, 0, 0), [255, 0, 0, 255])
        expectEqual(Self.pixel(context, 99, 0), [0, 0, 255, 255])
        let before = DrawingFixture.context(width: 100, height: 2)
        before.drawLinearGradient(
            Self.redToBlue, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0), options: .drawsBeforeStartLocation)
        expectEqual(Self.pixel(before, 0, 0), [255, 0, 0, 255])
        expectEqual(Self.pixel(before, 99, 0), [0, 0, 0, 0])
    }

    @Test func linearGradientFollowsTheCTM() {
        // User x 0…50 spans device x 0…100; a quarter turn makes the gradient vertical.
        let context = DrawingFixture.context(width: 100, height: 100)
        context.scaleBy(x: 2, y: 1)
        context.drawLinearGradient(Self.redToBlue, start: .zero, end: CGPoint(x: 50, y: 0), options: [])
        #expect(Self.isRedToBlue(Self.pixel(context, 49, 50), at: 49.5 / 100))
        let turned = DrawingFixture.context(width: 100, height: 100)
        turned.translateBy(x: 100, y: 0)
        turned.rotate(by: .pi / 2)
        // User +x is device +y (up): location 0 at the bottom row, 1 at the top.
        turned.drawLinearGradient(Self.redToBlue, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        #expect(Self.isRedToBlue(Self.pixel(turned, 3, 99), at: 0.5 / 100))
        #expect(Self.isRedToBlue(Self.pixel(turned, 70, 24), at: 75.5 / 100))
        expectEqual(Self.pixel(turned, 10, 24), Self.pixel(turned, 90, 24))
    }

    @Test func concentricRadialGradient() {
        let white = CGColor(gray: 1, alpha: 1)
        let black = CGColor(gray: 0, alpha: 1)
        let gradient = CGGradient(colorsSpace: nil, colors: [white, black] as CFArray, locations: nil)!
        let context = DrawingFixture.context(width: 64, height: 64)
        context.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 32, y: 32), startRadius: 0, endCenter: CGPoint(x: 32, y: 32),
            endRadius: 20,
            options: [])
        // Pixel (x, row) has its centre at user (x + 0.5, 63.5 − row).
        for (x, row) in [(32, 31), (40, 31), (32, 45), (45, 20), (44, 44)] {
            let dx = Double(x) + 0.5 - 32
            let dy = 63.5 - Double(row) - 32
            let t = (dx * dx + dy * dy).squareRoot() / 20
            let level = Double(Self.pixel(context, x, row)[0])
            #expect(abs(level - (1 - t) * 255) <= 1.2, "(\(x), \(row)): \(level) for t \(t)")
        }
        expectEqual(Self.pixel(context, 60, 31), [0, 0, 0, 0])
        let extended = DrawingFixture.context(width: 64, height: 64)
        extended.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 32, y: 32), startRadius: 0, endCenter: CGPoint(x: 32, y: 32),
            endRadius: 20,
            options: .drawsAfterEndLocation)
        expectEqual(Self.pixel(extended, 60, 31), [0, 0, 0, 255])
    }

    @Test func twoCircleGradientPaintsItsCone() {
        let context = DrawingFixture.context(width: 64, height: 64)
        let options: CGGradientDrawingOptions = []
        context.drawRadialGradient(
            Self.redToBlue, startCenter: CGPoint(x: 16, y: 32), startRadius: 4, endCenter: CGPoint(x: 48, y: 32),
            endRadius: 8, options: options)
        // Inside the end circle, the location solves |p − c(t)| = r(t): the smaller root,
        // 0.792, at (48.5, 32.5) (the larger, 1.303, is past the end).
        #expect(Self.isRedToBlue(Self.pixel(context, 48, 31), at: 0.79215))
        // Outside the cone and before the start circle nothing is painted…
        expectEqual(Self.pixel(context, 32, 2), [0, 0, 0, 0])
        expectEqual(Self.pixel(context, 8, 31), [0, 0, 0, 0])
        // …unless the circles continue before the start (t = −1/7 at x 8.5).
        let before = DrawingFixture.context(width: 64, height: 64)
        before.drawRadialGradient(
            Self.redToBlue, startCenter: CGPoint(x: 16, y: 32), startRadius: 4, endCenter: CGPoint(x: 48, y: 32),
            endRadius: 8, options: .drawsBeforeStartLocation)
        expectEqual(Self.pixel(before, 8, 31), [255, 0, 0, 255])
        expectEqual(Self.pixel(before, 32, 2), [0, 0, 0, 0])
    }

    @Test func clipAlphaAndBlendModeApply() {
        let context = DrawingFixture.whiteContext(width: 40, height: 40)
        context.clip(to: CGRect(x: 10, y: 10, width: 20, height: 20))
        context.setAlpha(0.5)
        context.drawLinearGradient(
            Self.redToBlue, start: .zero, end: CGPoint(x: 40, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        expectEqual(Self.pixel(context, 5, 20), [255, 255, 255, 255])
        let p = Self.pixel(context, 19, 20)
        // Half of the gradient's color (t = 0.4875) over white.
        #expect(abs(p[0] - 193) <= 1 && abs(p[1] - 128) <= 1 && abs(p[2] - 190) <= 1, "\(p)")
        // `.copy` replaces what the gradient reaches and leaves the rest alone.
        let copy = DrawingFixture.whiteContext(width: 64, height: 64)
        copy.setBlendMode(.copy)
        let clear = CGGradient(
            colorsSpace: nil, colors: [CGColor(gray: 0, alpha: 0), CGColor(gray: 0, alpha: 0)] as CFArray,
            locations: nil)!
        copy.drawRadialGradient(
            clear, startCenter: CGPoint(x: 32, y: 32), startRadius: 0, endCenter: CGPoint(x: 32, y: 32), endRadius: 10,
            options: [])
        expectEqual(Self.pixel(copy, 32, 31), [0, 0, 0, 0])
        expectEqual(Self.pixel(copy, 2, 2), [255, 255, 255, 255])
    }

    @Test func conicAnglesAreWithinTheStatedError() {
        // Every direction around the circle, and the origin (0 by definition).
        var worst = 0.0
        for k in 0..<1000 {
            let angle = Double(k) / 1000 * 2 * Double.pi - Double.pi
            let radius = 0.001 + Double(k % 7) * 300
            let y = SIMD4<Double>(radius * sin(angle), 0, -1e-300, 3)
            let x = SIMD4<Double>(radius * cos(angle), 0, 1, -3)
            let fast = _GradientShader.fastAtan2(y, x)
            worst = max(worst, abs(fast[0] - atan2(y[0], x[0])))
            #expect(fast[1] == 0 && abs(fast[2]) < 1e-12 && abs(fast[3] - 3 * Double.pi / 4) < 1.2e-5)
        }
        #expect(worst < 1.2e-5, "\(worst)")
    }

    @Test func badGeometryDrawsNothing() {
        let context = DrawingFixture.context(width: 16, height: 16)
        context.drawLinearGradient(Self.redToBlue, start: CGPoint(x: 4, y: 4), end: CGPoint(x: 4, y: 4), options: [])
        context.drawLinearGradient(
            Self.redToBlue, start: CGPoint(x: CGFloat.nan, y: 0), end: CGPoint(x: 4, y: 4), options: [])
        context.drawLinearGradient(Self.redToBlue, start: .zero, end: CGPoint(x: CGFloat.infinity, y: 0), options: [])
        context.drawRadialGradient(
            Self.redToBlue, startCenter: .zero, startRadius: -1, endCenter: .zero, endRadius: 8, options: [])
        context.drawRadialGradient(
            Self.redToBlue, startCenter: .zero, startRadius: 4, endCenter: .zero, endRadius: 4, options: [])
        context.drawRadialGradient(
            Self.redToBlue, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: .nan, options: [])
        context.scaleBy(x: 0, y: 1)
        context.drawLinearGradient(Self.redToBlue, start: .zero, end: CGPoint(x: 8, y: 0), options: [])
        #expect(context.makeImage()!._premultipliedRGBA.allSatisfy { $0 == 0 })
    }
}
