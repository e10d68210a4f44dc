import Foundation
import OpenUIKit

/// A pixel-by-pixel comparison of two images of the same size, with a picture of what differs.
///
/// Pixels are compared on their premultiplied RGBA bytes. A pixel *differs* when some channel
/// differs by more than `tolerance` and, when a `perceptualTolerance` is given, its colour
/// distance (CIE ΔE 1994, 0…100, as the eye sees it: about 2 is just noticeable) is larger
/// than that too. This is the one image comparison of Segue: `expectSnapshot(of:…)`, the
/// `SegueSnapshotTesting` strategies and Segue's own tests use it.
///
/// ```swift
/// let difference = ImageDifference(reference: expected, actual: host.render(), tolerance: 2)
/// print(difference?.differingPixels ?? "sizes differ")
/// ```
///
/// - Note: The perceptual distance is measured on each pixel composited over white and taken
///   as sRGB (swift-snapshot-testing measures it with Core Image's `CILabDeltaE`, which also
///   gives ΔE 1994).
public struct ImageDifference: Sendable {
    /// The reference image (the expected one).
    public let reference: CGImage
    /// The image compared with it.
    public let actual: CGImage
    /// The largest channel difference that does not count, in 8-bit steps (0…255).
    public let tolerance: Int
    /// The largest perceptual distance (ΔE 1994) that does not count; 0 when only channels count.
    public let perceptualTolerance: Double
    /// How many pixels differ (beyond both tolerances).
    public let differingPixels: Int
    /// The largest difference of any channel of any pixel, 0…255.
    public let maximumDifference: Int
    /// The largest perceptual distance (ΔE 1994) of a pixel beyond the channel tolerance; 0 when
    /// no `perceptualTolerance` was given or no pixel went past the channel tolerance.
    public let maximumPerceptualDifference: Double

    /// The number of pixels of each image.
    public var pixelCount: Int { reference.width * reference.height }

    /// Whether no pixel differs beyond the tolerances.
    public var matches: Bool { differingPixels == 0 }

    /// Compares `actual` with `reference`; `nil` when their sizes differ.
    ///
    /// A negative or non-finite tolerance counts as 0; `tolerance` is clamped to 0…255.
    public init?(reference: CGImage, actual: CGImage, tolerance: Int = 0, perceptualTolerance: Double = 0) {
        guard reference.width == actual.width, reference.height == actual.height else { return nil }
        self.reference = reference
        self.actual = actual
        self.tolerance = min(max(0, tolerance), 255)
        self.perceptualTolerance = perceptualTolerance.isFinite ? max(0, perceptualTolerance) : 0
        (differingPixels, maximumDifference, maximumPerceptualDifference) = Self.count(
            reference._premultipliedRGBA, actual._premultipliedRGBA, tolerance: self.tolerance,
            perceptualTolerance: self.perceptualTolerance)
    }

    /// Counts the differing pixels, the largest channel difference and the largest perceptual
    /// distance (while loops over raw buffers: test targets are built without optimisation).
    private static func count(
        _ expected: [UInt8], _ found: [UInt8], tolerance: Int, perceptualTolerance: Double
    ) -> (Int, Int, Double) {
        expected.withUnsafeBufferPointer { e in
            found.withUnsafeBufferPointer { f in
                if memcmp(e.baseAddress!, f.baseAddress!, e.count) == 0 { return (0, 0, 0) }
                var differing = 0
                var largest = 0
                var largestDeltaE = 0.0
                var index = 0
                while index < e.count {
                    let d = pixelDifference(e, f, index)
                    if d > largest { largest = d }
                    if d > tolerance {
                        if perceptualTolerance > 0 {
                            let deltaE = _PerceptualColor.deltaE94(e, f, index)
                            if deltaE > largestDeltaE { largestDeltaE = deltaE }
                            if deltaE > perceptualTolerance { differing += 1 }
                        } else {
                            differing += 1
                        }
                    }
                    index += 4
                }
                return (differing, largest, largestDeltaE)
            }
        }
    }

    /// The largest channel difference of the pixel starting at byte `index`.
    @inline(__always)
    static func pixelDifference(_ e: UnsafeBufferPointer<UInt8>, _ f: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        let r = abs(Int(e[index]) - Int(f[index]))
        let g = abs(Int(e[index + 1]) - Int(f[index + 1]))
        let b = abs(Int(e[index + 2]) - Int(f[index + 2]))
        let a = abs(Int(e[index + 3]) - Int(f[index + 3]))
        return max(max(r, g), max(b, a))
    }
}
