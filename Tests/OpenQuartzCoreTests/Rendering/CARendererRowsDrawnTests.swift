import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics
@testable import OpenQuartzCore

/// `CARenderer._render(beforeDrawing:)` says which rows a frame draws before drawing them, so
/// that its owner can point the context at other storage holding the rows it does not: what
/// `_FrameRenderer` does to draw each frame into its image's own pixels.
@Suite @BackgroundLane struct CARendererRowsDrawnTests {
    typealias F = RenderFixture

    /// Pixel storage a test points the context at.
    private final class Storage {
        var bytes: [UInt8]
        init(count: Int) { bytes = [UInt8](repeating: 0, count: count) }
    }

    /// A renderer over black that keeps unchanged rows, into `storage`'s bytes (which the
    /// caller keeps while the renderer draws).
    private func makeRenderer(_ root: CALayer, width: Int, height: Int, into storage: Storage) -> CARenderer {
        let context = storage.bytes.withUnsafeMutableBytes { bytes in
            CGContext(
                data: bytes.baseAddress, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        }
        let renderer = CARenderer(cgContext: context)
        renderer._backgroundColor = F.rgb(0, 0, 0)
        renderer._reusesUnchangedRows = true
        renderer.layer = root
        renderer.bounds = root.bounds
        return renderer
    }

    /// Draws a frame, returning the rows `prepare` was told of (nil when it was not called).
    @discardableResult
    private func frame(_ renderer: CARenderer, prepare: ([Range<Int>]) -> Void = { _ in }) -> [Range<Int>]? {
        var told: [Range<Int>]?
        renderer.beginFrame(atTime: 100, timeStamp: nil)
        renderer._render { rows in
            #expect(told == nil, "told once")
            told = rows
            prepare(rows)
        }
        renderer.endFrame()
        return told
    }

    @Test func theRowsAFrameDrawsAreToldFirst() {
        let engine = EngineFixture()
        _ = engine
        // 40 points tall at 2×: three bands of rows (32, 32 and 16).
        let root = F.layer(CGRect(x: 0, y: 0, width: 20, height: 40), F.rgb(1, 1, 1))
        let dot = F.layer(CGRect(x: 2, y: 2, width: 4, height: 4), F.rgb(1, 0, 0), in: root)
        let storage = Storage(count: 40 * 80 * 4)
        let renderer = makeRenderer(root, width: 40, height: 80, into: storage)
        expectEqual(frame(renderer), [0..<80])
        F.withoutActions { dot.backgroundColor = F.rgb(0, 1, 0) }
        expectEqual(frame(renderer), [0..<32])
        F.withoutActions { dot.position.y = 36 }  // from the first band to the third
        expectEqual(frame(renderer), [0..<32, 64..<80])
        F.withoutActions { dot.position.y = 30 }  // to the second: the second and third, one range
        expectEqual(frame(renderer), [32..<80])
        expectEqual(frame(renderer), [])
        renderer.bounds = .zero  // filled without a display list
        expectEqual(frame(renderer), [0..<80])
        renderer.layer = nil  // nothing drawn
        expectEqual(frame(renderer), [])
        withExtendedLifetime(storage) {}
    }

    /// Frames drawn into two storages in turn, each first given the rows the frame does not
    /// draw from the other, come out as a fresh renderer draws them.
    @Test func framesDrawnIntoTwoStoragesInTurnMatchAFreshRender() {
        let engine = EngineFixture()
        _ = engine
        let (width, height) = (40, 100)
        let root = F.layer(CGRect(x: 0, y: 0, width: 40, height: 100), F.rgb(1, 1, 1))
        let boxes = (0..<4).map { i in
            F.layer(CGRect(x: 2, y: 4 + Double(i) * 25, width: 8, height: 8), F.rgb(0.2, 0.4, 1, 0.7), in: root)
        }
        var storages = [Storage(count: width * height * 4), Storage(count: width * height * 4)]
        let renderer = makeRenderer(root, width: width, height: height, into: storages[0])
        let context = renderer.context
        for step in 0..<10 {
            F.withoutActions { boxes[step % 4].position.x += Double(step % 3) * 3 }
            let previous = storages[0]
            let next = storages[1]
            frame(renderer) { drawn in
                var row = 0
                for range in drawn + [height..<height] {
                    let kept = row * width * 4..<range.lowerBound * width * 4
                    next.bytes.replaceSubrange(kept, with: previous.bytes[kept])
                    row = range.upperBound
                }
                context._draw(into: &next.bytes)
            }
            storages.swapAt(0, 1)
            let fresh = F.context(width: width, height: height, background: nil)
            let reference = CARenderer(cgContext: fresh)
            reference._backgroundColor = F.rgb(0, 0, 0)
            reference.layer = root
            F.frame(reference)
            #expect(storages[0].bytes == fresh.makeImage()!._premultipliedRGBA, "step \(step)")
        }
    }

    /// A context carrying a `_RowOpacity` learns each composited row's opacity from the
    /// compositor, on one thread or two; rows not composited keep what was known of them.
    @Test(arguments: [1, 2])
    func theCompositorMeasuresTheRowsItDraws(threads: Int) {
        let engine = EngineFixture()
        _ = engine
        // 40 points tall at 2×: three bands of rows, white but for a red strip in the second
        // (rows 40 ..< 44) over transparent pixels.
        let root = F.layer(CGRect(x: 0, y: 0, width: 20, height: 40), nil)
        _ = F.layer(CGRect(x: 0, y: 0, width: 20, height: 20), F.rgb(1, 1, 1), in: root)
        _ = F.layer(CGRect(x: 0, y: 22, width: 20, height: 18), F.rgb(1, 1, 1), in: root)
        let strip = F.layer(CGRect(x: 0, y: 20, width: 20, height: 2), F.rgb(1, 0, 0), in: root)
        let storage = Storage(count: 40 * 80 * 4)
        let renderer = makeRenderer(root, width: 40, height: 80, into: storage)
        renderer._backgroundColor = nil
        renderer.maximumThreadCount = threads
        F.withoutActions { strip.opacity = 0.5 }
        let opacity = _RowOpacity(rows: 80)
        renderer.context._rowOpacity = opacity
        frame(renderer)
        // Known from the compositor: the bytes are not looked at again.
        let known = { (bytes: [UInt8]) in bytes.withUnsafeBytes { opacity.allOpaque($0, rowBytes: 160) } }
        #expect(!known(storage.bytes))
        #expect(!known([UInt8](repeating: 255, count: 80 * 160)), "row 40 is known translucent")
        F.withoutActions { strip.opacity = 1 }
        expectEqual(frame(renderer), [32..<64])
        #expect(known([UInt8](repeating: 0, count: 80 * 160)), "every row is known opaque")
        expectEqual(storage.bytes.count, 80 * 160)
    }
}
