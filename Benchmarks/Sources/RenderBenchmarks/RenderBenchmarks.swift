import Foundation
import OpenQuartzCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// "The transition frame" (issue 5): a 1179 × 2556 canvas (393 × 852 pt at 3×) with an
/// opaque full-screen "from" layer, a 50 % black dimming layer and a 1179 × 2200 "to" layer
/// with 36 pt corners at opacity 0.9, in three variants — (a) affine: scale 0.9 and a
/// translation, (b) perspective: 30° about y with m34 = −1/500, (c) (a) plus a shadow of
/// radius 20 — bilinear filtering, one thread, contents already rasterized. Reports the
/// median milliseconds per frame and the ratio to a fused source-over of two full frames
/// measured in the same run (the memory floor). Variants (d)–(f) draw one opaque full-screen
/// `CAGradientLayer` (diagonal axial, radial, conic) instead. Variant (g) is (a) with the card
/// inside a clear wrapper that casts its shadow (radius 13, no `shadowPath`: rendered offscreen);
/// (h) is (g) with the card opaque (Apple's pattern), whose content hides most of the shadow.
/// (i) is one opaque full-screen picture, (j) the same under a 390 × 844 pt backdrop blur (a
/// visual effect view's layer): (j) − (i) is what the blur costs. `--paired` runs (i) and (j)
/// interleaved instead (``PairedBackdrop``), `--frames` pairs, for a difference that the
/// machine's state weighs on alike.
///
///     swift run -c release RenderBenchmarks [--frames N] [--threads N] [--only a|b|c|d|e|f|g|h|i|j] [--paired]
@main
struct RenderBenchmarks {
    static let pixelWidth = 1179, pixelHeight = 2556
    static let usage =
        "usage: RenderBenchmarks [--frames N] [--threads N] [--only a|b|c|d|e|f|g|h|i|j] [--paired] [--write]"

    static func main() {
        var frames = 40
        var threads = 1
        var only: String?
        var paired = false
        var arguments = Array(CommandLine.arguments.dropFirst())
        while !arguments.isEmpty {
            let flag = arguments.removeFirst()
            if flag == "--only", let value = arguments.first {
                only = value
                arguments.removeFirst()
                continue
            }
            if flag == "--paired" || flag == "--write" {
                paired = paired || flag == "--paired"
                continue
            }
            guard let value = arguments.first.flatMap(Int.init), value > 0 else {
                print(usage)
                return
            }
            arguments.removeFirst()
            switch flag {
            case "--frames": frames = value
            case "--threads": threads = value
            default:
                print(usage)
                return
            }
        }
        #if DEBUG
        print("warning: debug build; measure with `swift run -c release RenderBenchmarks`")
        #endif
        let context = CGContext(
            data: nil, width: pixelWidth, height: pixelHeight, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        if paired {
            PairedBackdrop.run(context: context, pairs: frames, threads: threads)
            return
        }
        let floor = memoryFloor(frames: frames)
        print("Transition frame, \(pixelWidth) × \(pixelHeight), \(threads) thread(s), median of \(frames) frames")
        print("memory floor (fused src-over of two full frames): \(format(floor)) ms")
        for variant in TransitionScene.Variant.allCases where only == nil || variant.rawValue.hasPrefix("(\(only!))") {
            let scene = TransitionScene(variant: variant)
            let renderer = CARenderer(cgContext: context)
            renderer.layer = scene.root
            renderer.bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
            renderer.maximumThreadCount = threads
            var times: [Double] = []
            for i in 0..<(frames + 3) {
                let start = now()
                renderer.beginFrame(atTime: 1, timeStamp: nil)
                renderer.render()
                renderer.endFrame()
                let ms = Double(now() - start) / 1e6
                if i >= 3 { times.append(ms) }
            }
            let median = times.sorted()[times.count / 2]
            print("\(variant.rawValue): \(format(median)) ms  (\(format(median / floor))× the memory floor)")
            if CommandLine.arguments.contains("--write") {
                _ = context.makeImage()
            }
        }
    }

    /// The median time of a fused source-over of one full frame onto another into a third.
    static func memoryFloor(frames: Int) -> Double {
        let count = pixelWidth * pixelHeight
        let a = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        let b = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        let out = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        defer {
            a.deallocate()
            b.deallocate()
            out.deallocate()
        }
        for i in 0..<count {
            a[i] = 0x8040_2010 &+ UInt32(i & 0xF)
            b[i] = 0xFF30_6090 &+ UInt32(i & 0x7)
        }
        var times: [Double] = []
        for i in 0..<(frames + 3) {
            let start = now()
            let pa = UnsafeRawPointer(a)
            let pb = UnsafeRawPointer(b)
            let po = UnsafeMutableRawPointer(out)
            var p = 0
            while p + 2 <= count {
                let s = SIMD8<UInt16>(
                    truncatingIfNeeded: pa.loadUnaligned(fromByteOffset: p &* 4, as: SIMD8<UInt8>.self))
                let d = SIMD8<UInt16>(
                    truncatingIfNeeded: pb.loadUnaligned(fromByteOffset: p &* 4, as: SIMD8<UInt8>.self))
                let inverse = SIMD8<UInt16>(
                    lowHalf: SIMD4(repeating: 255 &- s[3]), highHalf: SIMD4(repeating: 255 &- s[7]))
                var v = d &* inverse &+ 128
                v = (v &+ (v &>> 8)) &>> 8
                po.storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: s &+ v), toByteOffset: p &* 4, as: SIMD8<UInt8>.self)
                p += 2
            }
            let ms = Double(now() - start) / 1e6
            if i >= 3 { times.append(ms) }
        }
        return times.sorted()[times.count / 2]
    }

    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    static func format(_ ms: Double) -> String { String(format: "%.2f", ms) }
}
