import Foundation
import OpenUIKit

/// A contact sheet: five frames of a scenario side by side, at 0, 25, 50, 75 and 100 % of its
/// duration, under a title line, each with a caption giving its share and time.
///
/// Layout, in pixels, for frames W × H pixels rendered at scale s: a margin M = round(16 s)
/// before, between and after the frames; a title band T = round(32 s) above them; a caption
/// band C = round(28 s) below them. The sheet is (5 W + 6 M) × (T + H + C) pixels, opaque,
/// dark grey, and every frame is copied at its own size (no resampling), its top-left corner
/// at (M + i (W + M), T).
struct ContactSheet {
    /// The shares of the duration shown, in order.
    static let fractions: [Double] = [0, 0.25, 0.5, 0.75, 1]

    /// The frames' size in pixels.
    let frameWidth: Int, frameHeight: Int
    /// Pixels per point (the size of the margins and the text scale with it).
    let scale: CGFloat

    /// Margin, title band and caption band, in pixels.
    var margin: Int { Int((16 * scale).rounded()) }
    var titleHeight: Int { Int((32 * scale).rounded()) }
    var captionHeight: Int { Int((28 * scale).rounded()) }

    /// The sheet's width in pixels.
    var width: Int { Self.fractions.count * frameWidth + (Self.fractions.count + 1) * margin }
    /// The sheet's height in pixels.
    var height: Int { titleHeight + frameHeight + captionHeight }

    /// The indices of the frames shown for a scenario of `frameCount` frames (indices 0 to
    /// N = `frameCount` − 1): round(p × N) for each share p, halves rounded up — the frame
    /// nearest to p of the duration N / fps.
    static func frameIndices(frameCount: Int) -> [Int] {
        let last = max(frameCount - 1, 0)
        return fractions.map { Int(($0 * Double(last)).rounded(.toNearestOrAwayFromZero)) }
    }

    /// The caption under the frame at `index`: its share and its time from the start.
    static func caption(fraction: Double, index: Int, framesPerSecond: Int) -> String {
        "\(Int((fraction * 100).rounded()))%  ·  \(formatFixed(Double(index) / Double(framesPerSecond), 3)) s"
    }

    /// Draws the sheet: `frames` (one per share, each `frameWidth × frameHeight`) with their
    /// `captions`, under `title`.
    @MainActor
    func compose(frames: [CGImage], captions: [String], title: String) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
        let textScale = scale
        let image = renderer.image { context in
            UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
            let titleFont = UIFont.systemFont(ofSize: 15 * textScale, weight: .semibold)
            let captionFont = UIFont.monospacedDigitSystemFont(ofSize: 12 * textScale, weight: .regular)
            (title as NSString).draw(
                in: CGRect(x: CGFloat(margin), y: (CGFloat(titleHeight) - titleFont.lineHeight) / 2,
                           width: CGFloat(width - 2 * margin), height: titleFont.lineHeight + 1),
                withAttributes: [.font: titleFont, .foregroundColor: UIColor.white])
            let centered = NSMutableParagraphStyle()
            centered.alignment = .center
            for (i, frame) in frames.enumerated() {
                let x = CGFloat(margin + i * (frameWidth + margin))
                let rect = CGRect(x: x, y: CGFloat(titleHeight), width: CGFloat(frameWidth), height: CGFloat(frameHeight))
                UIImage(cgImage: frame, scale: 1, orientation: .up).draw(in: rect)
                guard i < captions.count else { continue }
                let captionTop = rect.maxY + (CGFloat(captionHeight) - captionFont.lineHeight) / 2
                (captions[i] as NSString).draw(
                    in: CGRect(x: x, y: captionTop, width: rect.width, height: captionFont.lineHeight + 1),
                    withAttributes: [
                        .font: captionFont, .foregroundColor: UIColor(white: 0.8, alpha: 1), .paragraphStyle: centered,
                    ])
            }
        }
        return image.cgImage
    }
}
