import Foundation
import SegueTesting
import Testing

@testable import OpenCoreGraphics

/// Gradients compared with a snapshot PNG (inspected when recorded).
@Suite struct CGContextGradientSnapshotTests {
    /// Four panels, 64 × 48 each: (top left) a horizontal linear gradient with four stops and
    /// a hard edge at 0.5, extended both ways; (top right) a concentric radial gradient, white
    /// to transparent blue, not extended; (bottom left) a two-circle "cone" from a small circle
    /// on the left to a larger one on the right, extended both ways, over gray; (bottom right)
    /// a linear gradient under a 30° turned CTM, clipped to an ellipse, at alpha 0.7.
    @Test func gradients() {
        let context = DrawingFixture.whiteContext(width: 128, height: 96)
        let colors = [
            CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1), CGColor(red: 1, green: 0.8, blue: 0, alpha: 1),
            CGColor(red: 0.1, green: 0.6, blue: 0.2, alpha: 1), CGColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 1)
        ]
        let stops = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 0.5, 0.5, 1])!
        let both: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        // Top left (device y 48…96).
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 48, width: 64, height: 48))
        context.drawLinearGradient(stops, start: CGPoint(x: 8, y: 0), end: CGPoint(x: 56, y: 0), options: both)
        context.restoreGState()
        // Top right.
        let components: [CGFloat] = [1, 1, 1, 1, 0.2, 0.4, 1, 1, 0.2, 0.4, 1, 0]
        let glow = CGGradient(
            colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: [0, 0.6, 1], count: 3)!
        context.drawRadialGradient(
            glow, startCenter: CGPoint(x: 96, y: 72), startRadius: 0, endCenter: CGPoint(x: 96, y: 72), endRadius: 22,
            options: [])
        // Bottom left.
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 64, height: 48))
        context.setFillColor(CGColor(gray: 0.6, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 64, height: 48))
        let cone = CGGradient(colorsSpace: nil, colors: [colors[1], colors[3]] as CFArray, locations: nil)!
        context.drawRadialGradient(
            cone, startCenter: CGPoint(x: 12, y: 24), startRadius: 3, endCenter: CGPoint(x: 44, y: 24), endRadius: 14,
            options: both)
        context.restoreGState()
        // Bottom right.
        context.saveGState()
        context.addEllipse(in: CGRect(x: 68, y: 4, width: 56, height: 40))
        context.clip()
        context.translateBy(x: 96, y: 24)
        context.rotate(by: .pi / 6)
        context.setAlpha(0.7)
        context.drawLinearGradient(stops, start: CGPoint(x: -24, y: 0), end: CGPoint(x: 24, y: 0), options: both)
        context.restoreGState()
        let image = context.makeImage()!
        expectSnapshot(of: image, named: "gradients", tolerance: 2)
        if let folder = ProcessInfo.processInfo.environment["SEGUE_GRADIENT_PICTURES"] {
            try? _PNGCodec.encode(image)?.write(to: URL(fileURLWithPath: "\(folder)/cg-gradients.png"))
        }
    }
}
