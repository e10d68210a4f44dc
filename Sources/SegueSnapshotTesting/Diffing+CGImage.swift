import Foundation
import OpenUIKit
import SegueTesting
import SnapshotTesting

extension Diffing where Value == CGImage {
    /// A pixel-diffing strategy for images that requires every pixel to match.
    public static var image: Diffing { .image() }

    /// A pixel-diffing strategy for images, stored as PNG and compared by Segue's
    /// ``ImageDifference``.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match (1: all of them).
    ///   - perceptualPrecision: How closely a pixel must match to count as matching: a pixel
    ///     matches when its colour distance (ΔE 1994) is at most `(1 − perceptualPrecision) × 100`;
    ///     0.98–0.99 is about what the eye tells apart. 1 compares bytes exactly.
    ///
    /// Values outside 0…1 are clamped; a NaN asks for an exact match (1).
    ///
    /// On a mismatch the message gives the differing-pixel count and the largest channel
    /// difference, and the attachments are `reference.png`, `failure.png` and `difference.png`
    /// (red where pixels differ, over a faded copy of the reference).
    ///
    /// - Note: swift-snapshot-testing's own image strategies exist only on Apple platforms (they
    ///   use Core Image); this one runs everywhere. Its `precision` counts pixels, as the
    ///   library's perceptual comparison does (its exact comparison counts bytes).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        let precision = precision.isNaN ? 1 : min(max(precision, 0), 1)
        let perceptualPrecision = perceptualPrecision.isNaN ? 1 : min(max(perceptualPrecision, 0), 1)
        let perceptualTolerance = Double(1 - perceptualPrecision) * 100
        return .diff(
            toData: { _PNGCodec.encode($0) ?? Data() },
            fromData: { _PNGCodec.decode($0) ?? _unreadableImage }
        ) { reference, actual in
            guard
                let difference = ImageDifference(
                    reference: reference, actual: actual, perceptualTolerance: perceptualTolerance)
            else {
                return (
                    "Newly-taken snapshot@\(actual.width)×\(actual.height) does not match reference@\(reference.width)×\(reference.height).",
                    attachments(reference, actual, nil)
                )
            }
            let matching = 1 - Float(difference.differingPixels) / Float(difference.pixelCount)
            guard difference.differingPixels > 0, matching < precision else { return nil }
            var message = "Newly-taken snapshot does not match reference: \(difference.summary)."
            if precision < 1 {
                message += " The fraction of pixels that match, \(matching), is less than required \(precision)."
            }
            return (message, attachments(reference, actual, difference))
        }
    }

    private static func attachments(_ reference: CGImage, _ actual: CGImage, _ difference: ImageDifference?)
        -> [DiffAttachment]
    {
        var list = [
            DiffAttachment.data(_PNGCodec.encode(reference) ?? Data(), name: "reference.png"),
            DiffAttachment.data(_PNGCodec.encode(actual) ?? Data(), name: "failure.png")
        ]
        if let difference {
            list.append(.data(_PNGCodec.encode(difference.makeImage()) ?? Data(), name: "difference.png"))
        }
        return list
    }
}

/// What an unreadable reference file decodes to: one transparent pixel (it then fails by size).
private let _unreadableImage = CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])!
