import Foundation
import OpenCoreGraphics
import OpenQuartzCore

extension RenderFixture {
    /// How far `CARenderer` and the supersampled ``ReferenceLayerRenderer`` disagree on
    /// `root`, in channel levels (0…255): the largest difference and the mean over every
    /// channel of every pixel.
    ///
    /// With `SEGUE_DUMP_AGREEMENT=<folder>` both images are written there as
    /// `<name>-fast.png` and `<name>-ref.png`, a debugging aid.
    static func agreement(of root: CALayer, size: Int, name: String) -> (worst: Double, mean: Double) {
        let fast = render(root, width: size, height: size)
        let reference = ReferenceLayerRenderer(samples: 16).render(root, width: size, height: size)
        var worst = 0.0
        var total = 0.0
        for i in 0..<(size * size) {
            for c in 0..<4 {
                let d = abs(Double(fast._premultipliedRGBA[i * 4 + c]) - reference[i][c] * 255)
                worst = max(worst, d)
                total += d
            }
        }
        if let folder = ProcessInfo.processInfo.environment["SEGUE_DUMP_AGREEMENT"] {
            var bytes = [UInt8](repeating: 0, count: size * size * 4)
            for i in 0..<(size * size) {
                for c in 0..<4 { bytes[i * 4 + c] = UInt8((reference[i][c] * 255).rounded()) }
            }
            let ref = CGImage(width: size, height: size, premultipliedRGBA: bytes)!
            try? _PNGCodec.encode(fast)?.write(to: URL(fileURLWithPath: "\(folder)/\(name)-fast.png"))
            try? _PNGCodec.encode(ref)?.write(to: URL(fileURLWithPath: "\(folder)/\(name)-ref.png"))
        }
        return (worst, total / Double(size * size * 4))
    }
}
