import Foundation
import OpenUIKit

extension TransitionRecording {
    /// The fractions a strip shows by default: the start, the quarters and the end.
    public static let stripFractions: [Double] = [0, 0.25, 0.5, 0.75, 1]

    /// A horizontal strip of frames of the recording: ``frame(atFraction:)`` for each of
    /// `fractions`, left to right, each at its own size (no resampling), separated by
    /// transparent gaps of round(8 × ``scale``) pixels (at least 1).
    ///
    /// Returns `nil` when no fraction gives a frame (an empty recording, or only NaN fractions).
    /// Frames of different sizes (a screen resized mid-recording) are top-aligned, and the strip
    /// is as tall as the tallest.
    public func strip(at fractions: [Double] = TransitionRecording.stripFractions) -> CGImage? {
        let images = frames(atFractions: fractions).map(\.image)
        guard !images.isEmpty else { return nil }
        let gap = scale.isFinite ? max(1, Int((8 * scale).rounded())) : 1
        let width = images.reduce(0) { $0 + $1.width } + gap * (images.count - 1)
        let height = images.map(\.height).max() ?? 0
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        var left = 0
        for image in images {
            let source = image._premultipliedRGBA
            let rowBytes = image.width * 4
            for y in 0..<image.height {
                let target = (y * width + left) * 4
                bytes.replaceSubrange(target..<(target + rowBytes), with: source[(y * rowBytes)..<((y + 1) * rowBytes)])
            }
            left += image.width + gap
        }
        return CGImage(width: width, height: height, premultipliedRGBA: bytes)
    }
}
