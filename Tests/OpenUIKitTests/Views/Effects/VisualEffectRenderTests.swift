import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The backdrop blur drawn: what is behind a visual effect view is blurred with the style's
/// radius, saturated and tinted.
@MainActor
@Suite struct VisualEffectRenderTests {
    /// A white window whose left half (x < 195) is black, under an effect view over its middle.
    func edgeScene(_ effect: UIVisualEffect?) -> (HeadlessHost, UIVisualEffectView) {
        let host = HeadlessHost()
        host.window.backgroundColor = .white
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 844))
        black.backgroundColor = .black
        host.window.addSubview(black)
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = CGRect(x: 40, y: 300, width: 310, height: 200)
        host.window.addSubview(effectView)
        host.runUntilIdle()
        return (host, effectView)
    }

    // UIKitBehaviour #249
    @Test func aSharpEdgeBehindBecomesAGradientOfTheBlursWidth() throws {
        // No tint or saturation change: `.dark`'s 20 pt blur would hide the gradient's shape,
        // so the edge is read where the tint is known: dark tint 0.11 at 0.73 over the blur.
        let (host, _) = edgeScene(UIBlurEffect(style: .dark))
        let image = host.render()
        try writeContactSheet([image], to: "/tmp/segue-effects/edge-dark.png")
        func level(_ x: Int) -> Double { Double(Drawing.pixel(image, x, 400)[0]) }
        // Far from the edge: black or white under the tint.
        let tint = 0.11 * 0.73 * 255
        #expect(abs(level(60) - tint) < 6, "black side: tint over black \(level(60))")
        #expect(abs(level(330) - (tint + 0.27 * 255)) < 6, "white side: tint over white \(level(330))")
        // At the edge: halfway; σ = 20 pt away: 16% and 84% of the way (Gaussian).
        let span = 0.27 * 255
        #expect(abs(level(195) - (tint + 0.5 * span)) < 8, "the edge is halfway: \(level(195))")
        #expect(abs(level(175) - (tint + 0.16 * span)) < 8, "σ before the edge: \(level(175))")
        #expect(abs(level(215) - (tint + 0.84 * span)) < 8, "σ after the edge: \(level(215))")
        // Outside the effect view the edge stays sharp.
        #expect(Drawing.pixel(image, 194, 200)[0] == 0 && Drawing.pixel(image, 196, 200)[0] == 255)
        // The values rise monotonically across the edge.
        for x in 150..<240 { #expect(level(x) <= level(x + 1) + 1) }
    }

    @Test func noEffectDrawsNothing() {
        let (host, _) = edgeScene(nil)
        let image = host.render()
        #expect(Drawing.pixel(image, 194, 400)[0] == 0 && Drawing.pixel(image, 196, 400)[0] == 255)
    }
}
