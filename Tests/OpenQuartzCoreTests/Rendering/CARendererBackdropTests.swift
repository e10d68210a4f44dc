import Foundation
import TestSupport
import Testing

@testable import OpenQuartzCore

/// The backdrop filter's fast path (coarse grid, 16-bit fixed point on the way back up)
/// against a plain floating-point Gaussian blur of what is under the region.
@MainActor
@Suite struct CARendererBackdropTests {
    static let width = 160, height = 120

    /// Blocks of 10 × 10 pixels in colours that change from block to block: sharp edges
    /// everywhere, which a blur must spread.
    static let blocks = RenderFixture.image(width: width, height: height) { x, y in
        let b = (x / 10) * 7 + (y / 10) * 13
        return (UInt8((b * 37) % 256), UInt8((b * 91 + 40) % 256), UInt8((b * 53 + 100) % 256), 255)
    }

    /// The blocks, with a backdrop layer over `frame` configured by `configure` when given.
    func render(backdrop frame: CGRect?, _ configure: (CALayer) -> Void = { _ in }) -> [UInt8] {
        let root = RenderFixture.layer(CGRect(x: 0, y: 0, width: Self.width, height: Self.height))
        _ = RenderFixture.layer(root.bounds, in: root) { $0.contents = Self.blocks }
        if let frame { _ = RenderFixture.layer(frame, in: root, configure) }
        return RenderFixture.render(root, width: Self.width, height: Self.height)._premultipliedRGBA
    }

    /// Channel `c` of pixel (`x`, `y`) of `pixels` blurred by a Gaussian of `sigma` pixels,
    /// over the pixels of `source` only (renormalized at its edges).
    func gaussian(_ pixels: [UInt8], _ x: Int, _ y: Int, _ c: Int, sigma: Double, source: (Int, Int, Int, Int))
        -> Double
    {
        var sum = 0.0
        var weight = 0.0
        let reach = Int((3 * sigma).rounded(.up))
        for v in max(source.1, y - reach)..<min(source.3, y + reach + 1) {
            for u in max(source.0, x - reach)..<min(source.2, x + reach + 1) {
                let dx = Double(u - x)
                let dy = Double(v - y)
                let w = exp(-(dx * dx + dy * dy) / (2 * sigma * sigma))
                sum += w * Double(pixels[(v * Self.width + u) * 4 + c])
                weight += w
            }
        }
        return sum / weight
    }

    @Test func theBlurIsAGaussianOfWhatIsUnder() {
        let under = render(backdrop: nil)
        let region = CGRect(x: 30, y: 20, width: 100, height: 80)
        let sigma = 8.0
        let blurred = render(backdrop: region) { $0._backdropRadius = sigma }
        // The region and 3σ around it, within the canvas.
        let source = (30 - 24, 0, 130 + 24, Self.height)
        var largest = 0.0
        var total = 0.0
        var count = 0.0
        for y in stride(from: 20, to: 100, by: 3) {
            for x in stride(from: 30, to: 130, by: 3) {
                for c in 0..<3 {
                    let expected = gaussian(under, x, y, c, sigma: sigma, source: source)
                    let error = abs(Double(blurred[(y * Self.width + x) * 4 + c]) - expected)
                    largest = max(largest, error)
                    total += error
                    count += 1
                }
            }
        }
        // The grid's cells (3 pixels here) and the three box passes widen the kernel a little.
        #expect(largest < 7, "largest difference from a Gaussian: \(largest)")
        #expect(total / count < 1.6, "mean difference from a Gaussian: \(total / count)")
        // Outside the region nothing changes, even next to it.
        for y in 0..<Self.height where y < 20 || y >= 100 {
            for x in 0..<Self.width {
                let i = (y * Self.width + x) * 4
                expectEqual(blurred[i..<i + 4], under[i..<i + 4])
            }
        }
        expectEqual(blurred[(50 * Self.width + 29) * 4], under[(50 * Self.width + 29) * 4])
    }

    @Test func aWideBlurIsSmoothAndKeepsTheMean() {
        // σ = 40: cells of 16 pixels, read every fourth row.
        let under = render(backdrop: nil)
        let blurred = render(backdrop: CGRect(x: 0, y: 0, width: Self.width, height: Self.height)) {
            $0._backdropRadius = 40
        }
        for c in 0..<3 {
            let mean = { (p: [UInt8]) in
                stride(from: c, to: p.count, by: 4).reduce(0.0) { $0 + Double(p[$1]) } / Double(p.count / 4)
            }
            #expect(abs(mean(under) - mean(blurred)) < 6, "channel \(c): \(mean(under)) → \(mean(blurred))")
            // Neighbours differ by a few levels at most.
            for y in 0..<Self.height {
                for x in 1..<Self.width {
                    let i = (y * Self.width + x) * 4 + c
                    #expect(abs(Int(blurred[i]) - Int(blurred[i - 4])) <= 3)
                }
            }
        }
    }

    @Test func saturationAndTintApplyAfterTheBlur() {
        let region = CGRect(x: 10, y: 10, width: 140, height: 100)
        let gray = render(backdrop: region) {
            $0._backdropRadius = 6
            $0._backdropSaturation = 0
        }
        let white = render(backdrop: region) {
            $0._backdropRadius = 6
            $0._backdropTintColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        }
        for y in 10..<110 {
            for x in 10..<150 {
                let i = (y * Self.width + x) * 4
                #expect(abs(Int(gray[i]) - Int(gray[i + 1])) <= 1 && abs(Int(gray[i + 1]) - Int(gray[i + 2])) <= 1)
                expectEqual(white[i..<i + 4], [255, 255, 255, 255])
            }
        }
    }

    @Test func anOpaqueTargetBlursAsAnAlphaOne() {
        // Without alpha (the padding byte read as opaque) the alpha plane is not blurred but
        // taken from the weights: the same colours.
        let root = RenderFixture.layer(CGRect(x: 0, y: 0, width: Self.width, height: Self.height))
        _ = RenderFixture.layer(root.bounds, in: root) { $0.contents = Self.blocks }
        _ = RenderFixture.layer(CGRect(x: 20, y: 10, width: 120, height: 100), in: root) {
            $0._backdropRadius = 12
            $0._backdropTintColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.3)
        }
        var images: [[UInt8]] = []
        for info in [CGImageAlphaInfo.premultipliedLast, .noneSkipLast] {
            let context = CGContext(
                data: nil, width: Self.width, height: Self.height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info.rawValue)!
            let renderer = CARenderer(cgContext: context)
            renderer.layer = root
            renderer.beginFrame(atTime: 100, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
            images.append(context.makeImage()!._premultipliedRGBA)
        }
        var largest = 0
        for i in stride(from: 0, to: images[0].count, by: 4) {
            for c in 0..<3 { largest = max(largest, abs(Int(images[0][i + c]) - Int(images[1][i + c]))) }
        }
        #expect(largest <= 1, "largest difference: \(largest)")
    }

    @Test func tinyAndClippedRegionsAndBadRadii() {
        let under = render(backdrop: nil)
        // One pixel; a region mostly off the canvas; radii that mean nothing.
        for (frame, radius) in [
            (CGRect(x: 70, y: 60, width: 1, height: 1), 30.0),
            (CGRect(x: -50, y: -40, width: 80, height: 70), 12),
            (CGRect(x: 100, y: 5, width: 200, height: 300), .infinity),
            (CGRect(x: 20, y: 20, width: 50, height: 50), .nan),
            (CGRect(x: 20, y: 20, width: 50, height: 50), -10)
        ] {
            let out = render(backdrop: frame) { $0._backdropRadius = radius }
            for y in 0..<Self.height {
                for x in 0..<Self.width where !frame.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                    let i = (y * Self.width + x) * 4
                    #expect(out[i..<i + 4] == under[i..<i + 4], "\(frame) \(radius): (\(x), \(y)) changed")
                }
            }
            // A radius that is not a finite positive number blurs nothing.
            if !radius.isFinite || radius < 0 { #expect(out == under) }
        }
    }
}
