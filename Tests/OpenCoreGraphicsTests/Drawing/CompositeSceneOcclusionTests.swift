import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// Occlusion (``_CompositeScene/findOccluders()``): rows that an opaque full-width draw
/// covers start compositing at that draw. Random scenes — translucent and opaque colors,
/// images, groups, clips, full-width rectangles with whole and fractional edges — rendered
/// with and without culling must give the same bytes, in both byte orders and with threads.
@Suite struct CompositeSceneOcclusionTests {
    private static let width = 40, height = 100

    private func randomColor(opaque: Bool, using random: inout SeededGenerator) -> CGColor {
        CGColor(
            red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
            blue: .random(in: 0...1, using: &random), alpha: opaque ? 1 : .random(in: 0.1...0.9, using: &random))
    }

    private func randomImage(opaque: Bool, using random: inout SeededGenerator) -> CGImage {
        let w = Int.random(in: 2...12, using: &random)
        let h = Int.random(in: 2...12, using: &random)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for i in 0..<(w * h) {
            let a: UInt8 = opaque ? 255 : .random(in: 0...255, using: &random)
            for c in 0..<3 { bytes[i * 4 + c] = .random(in: 0...a, using: &random) }
            bytes[i * 4 + 3] = a
        }
        return CGImage(width: w, height: h, premultipliedRGBA: bytes)!
    }

    /// Renders a random scene; returns the bytes and how many occluders culling found.
    private func render(seed: UInt64, culling: Bool, bitmapInfo: UInt32, threads: Int) -> ([UInt8], Int) {
        var random = SeededGenerator(seed: seed)
        let (width, height) = (Self.width, Self.height)
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo)!
        context.setFillColor(CGColor(red: 0.3, green: 0.2, blue: 0.9, alpha: 0.5))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        let scene = _CompositeScene()
        scene.cullsOccludedEntries = culling
        scene.begin(for: context)
        var openGroups = 0
        for _ in 0..<Int.random(in: 4...24, using: &random) {
            let kind = Int.random(in: 0..<7, using: &random)
            // Full width (sometimes overhanging), rows with whole or fractional edges.
            let top = Double(Int.random(in: -10...90, using: &random)) + (Bool.random(using: &random) ? 0 : 0.4)
            let band = CGRect(
                x: Bool.random(using: &random) ? 0 : -3, y: top, width: Double(width) + 6,
                height: Double.random(in: 1...60, using: &random).rounded())
            let small = CGRect(
                x: .random(in: -5...30, using: &random), y: .random(in: -5...90, using: &random),
                width: .random(in: 1...30, using: &random), height: .random(in: 1...40, using: &random))
            switch kind {
            case 0, 1:
                scene.fill(
                    .rect(band), map: .identity, nearPlanes: [],
                    paint: .color(randomColor(opaque: kind == 0, using: &random)),
                    alpha: kind == 0 && Bool.random(using: &random) ? 1 : 0.7, clip: -1)
            case 2:
                let image = randomImage(opaque: Bool.random(using: &random), using: &random)
                let rect = Bool.random(using: &random) ? band : small
                let toLocal = CGAffineTransform(
                    a: rect.width / CGFloat(image.width), b: 0, c: 0, d: rect.height / CGFloat(image.height),
                    tx: rect.minX, ty: rect.minY)
                scene.fill(
                    .rect(rect), map: .identity, nearPlanes: [],
                    paint: .image(image, imageToLocal: toLocal, nearest: false),
                    alpha: 1, clip: -1)
            case 3:
                scene.fill(
                    .roundedRect(small, _CornerRadii(uniform: 3)), map: .identity, nearPlanes: [],
                    paint: .color(randomColor(opaque: Bool.random(using: &random), using: &random)), alpha: 1, clip: -1)
            case 4:
                let clip = scene.addClip(.rect(small), map: .identity, nearPlanes: [], parent: -1)
                scene.fill(
                    .rect(band), map: .identity, nearPlanes: [],
                    paint: .color(randomColor(opaque: true, using: &random)),
                    alpha: 1, clip: clip)
            case 5 where openGroups < 2:
                scene.beginGroup(alpha: Float.random(in: 0.3...1, using: &random))
                openGroups += 1
            default:
                if openGroups > 0 {
                    scene.endGroup()
                    openGroups -= 1
                }
            }
        }
        while openGroups > 0 {
            scene.endGroup()
            openGroups -= 1
        }
        // An opaque band last, so that culling has something to do.
        scene.fill(
            .rect(CGRect(x: 0, y: 20, width: width, height: 40)), map: .identity, nearPlanes: [],
            paint: .color(randomColor(opaque: true, using: &random)), alpha: 1, clip: -1)
        scene.render(into: context, threads: threads)
        let bytes = Array(UnsafeRawBufferPointer(start: context.data, count: context.bytesPerRow * height))
        return (bytes, scene.occluders.count)
    }

    @Test(arguments: 0..<24)
    func cullingChangesNoPixel(seed: UInt64) {
        let premultipliedLast = CGImageAlphaInfo.premultipliedLast.rawValue
        let bgra = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let rgbx = CGImageAlphaInfo.noneSkipLast.rawValue
        for info in [premultipliedLast, bgra, rgbx] {
            let (culled, found) = render(seed: seed, culling: true, bitmapInfo: info, threads: 1 + Int(seed % 2))
            let (full, none) = render(seed: seed, culling: false, bitmapInfo: info, threads: 1)
            #expect(found >= 1)
            expectEqual(none, 0)
            let differing = stride(from: 0, to: culled.count, by: 4).filter {
                culled[$0..<($0 + 4)] != full[$0..<($0 + 4)]
            }
            #expect(
                differing.isEmpty, "seed \(seed), bitmap info \(info): pixels at bytes \(differing.prefix(8)) differ")
        }
    }

    @Test func onlyOpaqueFullWidthTopLevelDrawsOcclude() {
        let context = CGContext(
            data: nil, width: 20, height: 64, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let scene = _CompositeScene()
        scene.begin(for: context)
        let opaque = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        func band(_ y: Double, _ h: Double, width: Double = 20) -> _SceneShape {
            .rect(CGRect(x: 0, y: y, width: width, height: h))
        }
        // 0: rows 0..<10
        scene.fill(band(0, 10), map: .identity, nearPlanes: [], paint: .color(opaque), alpha: 1, clip: -1)
        scene.fill(
            band(10, 10), map: .identity, nearPlanes: [], paint: .color(opaque.copy(alpha: 0.5)!), alpha: 1, clip: -1)
        scene.fill(band(20, 10), map: .identity, nearPlanes: [], paint: .color(opaque), alpha: 0.5, clip: -1)
        scene.fill(band(30, 10, width: 19), map: .identity, nearPlanes: [], paint: .color(opaque), alpha: 1, clip: -1)
        // rows 41..<50
        scene.fill(band(40.5, 10), map: .identity, nearPlanes: [], paint: .color(opaque), alpha: 1, clip: -1)
        scene.beginGroup(alpha: 1)
        scene.fill(band(50, 10), map: .identity, nearPlanes: [], paint: .color(opaque), alpha: 1, clip: -1)
        scene.endGroup()
        scene.findOccluders()
        expectEqual(scene.occluders.map(\.rows), [0..<10, 41..<50])
        expectEqual(scene.firstVisibleEntry(rows: 0..<8), 0)
        expectEqual(scene.firstVisibleEntry(rows: 42..<48), 4)
        expectEqual(scene.firstVisibleEntry(rows: 40..<48), 0)
    }
}
