import Foundation
import OpenQuartzCore
import TestSupport

/// Helpers for rendering tests: layers built without implicit animations, rendered by
/// `CARenderer` into a fresh RGBA bitmap.
enum RenderFixture {
    /// A layer with the given frame and background, made inside a transaction without actions.
    static func layer(
        _ frame: CGRect, _ color: CGColor? = nil, in parent: CALayer? = nil, _ configure: (CALayer) -> Void = { _ in }
    ) -> CALayer {
        let layer = CALayer()
        withoutActions {
            layer.frame = frame
            layer.backgroundColor = color
            configure(layer)
            parent?.addSublayer(layer)
        }
        return layer
    }

    /// Runs `body` in a transaction with actions disabled.
    static func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    /// A `width × height` RGBA context filled with `background` (nil leaves it transparent).
    static func context(width: Int, height: Int, background: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        -> CGContext
    {
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        if let background {
            context.setFillColor(background)
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
        return context
    }

    /// Renders `root` at media time `time` into a `width × height` bitmap showing `bounds`
    /// (the bitmap's size in points when nil).
    static func render(
        _ root: CALayer, width: Int, height: Int, bounds: CGRect? = nil, time: CFTimeInterval = 100,
        background: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    ) -> CGImage {
        let context = context(width: width, height: height, background: background)
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        if let bounds { renderer.bounds = bounds }
        frame(renderer, time: time)
        return context.makeImage()!
    }

    /// Draws one frame with `renderer` at media time `time`.
    @discardableResult
    static func frame(_ renderer: CARenderer, time: CFTimeInterval = 100) -> [Range<Int>] {
        var drawn: [Range<Int>] = []
        renderer.beginFrame(atTime: time, timeStamp: nil)
        renderer._render { drawn = $0 }
        renderer.endFrame()
        return drawn
    }

    /// An image of `width × height` pixels whose color at `(x, y)` (row 0 at the top) is `pixel(x, y)`
    /// (premultiplied RGBA bytes).
    static func image(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> CGImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y)
                let i = (y * width + x) * 4
                (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = p
            }
        }
        return CGImage(width: width, height: height, premultipliedRGBA: bytes)!
    }

    /// A text-like picture of `width × height` pixels (seeded): clear, opaque dark "ink" and
    /// translucent edges, as a label's contents.
    static func textPicture(width: Int, height: Int, seed: Int) -> CGImage {
        image(width: width, height: height) { x, y in
            let ink = (x * 7 + y * 13 + seed * 5) % 11
            if ink < 6 { return (0, 0, 0, 0) }
            if ink < 8 { return (20, 20, 30, 255) }
            let a = UInt8(40 + ink * 15)
            return (a / 3, a / 4, a / 2, a)
        }
    }

    /// A test picture: four colored quadrants (red top-left, green top-right, blue
    /// bottom-left, yellow bottom-right) with a dark 1-pixel frame, so that orientation and
    /// edges show.
    static func quadrants(width: Int = 16, height: Int = 16) -> CGImage {
        image(width: width, height: height) { x, y in
            if x == 0 || y == 0 || x == width - 1 || y == height - 1 { return (20, 20, 20, 255) }
            switch (x < width / 2, y < height / 2) {
            case (true, true): return (230, 40, 40, 255)
            case (false, true): return (40, 180, 60, 255)
            case (true, false): return (40, 80, 230, 255)
            case (false, false): return (240, 200, 30, 255)
            }
        }
    }

    /// The premultiplied RGBA bytes of pixel `(x, y)` (row 0 at the top).
    static func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image._premultipliedRGBA[i..<(i + 4)])
    }

    static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: a)
    }
}
