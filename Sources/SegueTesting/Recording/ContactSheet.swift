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
///
/// The sheet is assembled in a plain pixel buffer: frames are copied row by row and only the
/// two text bands are drawn (with UIKit's string drawing), which keeps a 4092 × 1830 sheet of
/// 390 × 844 @2x frames to a few milliseconds before encoding.
package struct ContactSheet {
    /// The shares of the duration shown, in order.
    package static let fractions: [Double] = [0, 0.25, 0.5, 0.75, 1]
    /// The background, premultiplied RGBA: a dark grey.
    package static let background: [UInt8] = [28, 28, 30, 255]

    /// The frames' size in pixels.
    package let frameWidth: Int, frameHeight: Int
    /// Pixels per point (the size of the margins and the text scale with it).
    package let scale: CGFloat

    /// A sheet of frames `frameWidth × frameHeight` pixels rendered at `scale`.
    package init(frameWidth: Int, frameHeight: Int, scale: CGFloat) {
        self.frameWidth = frameWidth
        self.frameHeight = frameHeight
        self.scale = scale
    }

    /// Margin, title band and caption band, in pixels.
    package var margin: Int { Int((16 * scale).rounded()) }
    package var titleHeight: Int { Int((32 * scale).rounded()) }
    package var captionHeight: Int { Int((28 * scale).rounded()) }

    /// The sheet's width in pixels.
    package var width: Int { Self.fractions.count * frameWidth + (Self.fractions.count + 1) * margin }
    /// The sheet's height in pixels.
    package var height: Int { titleHeight + frameHeight + captionHeight }

    /// The indices of the frames shown for a scenario of `frameCount` frames (indices 0 to
    /// N = `frameCount` − 1): round(p × N) for each share p, halves rounded up — the frame
    /// nearest to p of the duration N / fps.
    package static func frameIndices(frameCount: Int) -> [Int] {
        fractions.map { TransitionRecording.index(atFraction: $0, count: frameCount) ?? 0 }
    }

    /// The caption under the frame at `index`: its share and its time from the start.
    package static func caption(fraction: Double, index: Int, framesPerSecond: Int) -> String {
        "\(Int((fraction * 100).rounded()))%  ·  \(String(format: "%.3f", Double(index) / Double(framesPerSecond))) s"
    }

    /// The sheet's premultiplied RGBA pixels, `width × height`, row 0 at the top: `frames`
    /// (one per share, each `frameWidth × frameHeight`) with their `captions`, under `title`.
    @MainActor
    package func pixels(frames: [CGImage], captions: [String], title: String) -> [UInt8] {
        let rowBytes = width * 4
        let count = rowBytes * height
        // Every byte is written below, so the memory is not zeroed first.
        var pixels = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        let drawn = frames.indices.filter { frames[$0].width == frameWidth && frames[$0].height == frameHeight }
        pixels.withUnsafeMutableBytes { sheet in
            let base = sheet.baseAddress!
            // The background, copied from one row of it: whole rows above and below the
            // frames, and beside them only the columns no frame covers.
            let background = [UInt32](repeating: Self.backgroundWord, count: width)
            var gaps: [Range<Int>] = []
            var covered = 0
            for i in drawn {
                let left = margin + i * (frameWidth + margin)
                if left > covered { gaps.append(covered..<Swift.min(left, width)) }
                covered = Swift.max(covered, left + frameWidth)
            }
            if covered < width { gaps.append(covered..<width) }
            background.withUnsafeBytes { row in
                for y in 0..<height {
                    let target = base + y * rowBytes
                    guard y >= titleHeight, y < titleHeight + frameHeight else {
                        target.copyMemory(from: row.baseAddress!, byteCount: rowBytes)
                        continue
                    }
                    for gap in gaps {
                        (target + gap.lowerBound * 4).copyMemory(from: row.baseAddress!, byteCount: gap.count * 4)
                    }
                }
            }
            for i in drawn {
                let frame = frames[i]
                let x = margin + i * (frameWidth + margin)
                frame._premultipliedRGBA.withUnsafeBytes { source in
                    for row in 0..<frameHeight {
                        (base + (titleHeight + row) * rowBytes + x * 4)
                            .copyMemory(from: source.baseAddress! + row * frameWidth * 4, byteCount: frameWidth * 4)
                    }
                }
            }
            if let band = titleBand(title) { copy(band, into: base, rowBytes: rowBytes, top: 0) }
            if let band = captionBand(captions) {
                copy(band, into: base, rowBytes: rowBytes, top: titleHeight + frameHeight)
            }
        }
        return pixels
    }

    /// The background as one little-endian pixel word.
    private static var backgroundWord: UInt32 {
        UInt32(
            littleEndian: UInt32(background[0]) | UInt32(background[1]) << 8 | UInt32(background[2]) << 16 | UInt32(
                background[3]) << 24)
    }

    /// Copies a band as wide as the sheet into its rows from `top` on.
    private func copy(_ band: CGImage, into base: UnsafeMutableRawPointer, rowBytes: Int, top: Int) {
        guard band.width == width else { return }
        band._premultipliedRGBA.withUnsafeBytes { source in
            for row in 0..<min(band.height, height - top) {
                (base + (top + row) * rowBytes).copyMemory(
                    from: source.baseAddress! + row * rowBytes, byteCount: rowBytes)
            }
        }
    }

    /// The title band: the sheet's width, `titleHeight` tall, the title in white.
    @MainActor private func titleBand(_ title: String) -> CGImage? {
        band(height: titleHeight) { _ in
            let font = UIFont.systemFont(ofSize: 15 * scale, weight: .semibold)
            (title as NSString).draw(
                in: CGRect(
                    x: CGFloat(margin), y: (CGFloat(titleHeight) - font.lineHeight) / 2,
                    width: CGFloat(width - 2 * margin), height: font.lineHeight + 1),
                withAttributes: [.font: font, .foregroundColor: UIColor.white])
        }
    }

    /// The caption band: the sheet's width, `captionHeight` tall, each caption centred under
    /// its frame in light grey.
    @MainActor private func captionBand(_ captions: [String]) -> CGImage? {
        band(height: captionHeight) { _ in
            let font = UIFont.monospacedDigitSystemFont(ofSize: 12 * scale, weight: .regular)
            let centered = NSMutableParagraphStyle()
            centered.alignment = .center
            for (i, caption) in captions.enumerated() {
                let x = CGFloat(margin + i * (frameWidth + margin))
                (caption as NSString).draw(
                    in: CGRect(
                        x: x, y: (CGFloat(captionHeight) - font.lineHeight) / 2,
                        width: CGFloat(frameWidth), height: font.lineHeight + 1),
                    withAttributes: [
                        .font: font, .foregroundColor: UIColor(white: 0.8, alpha: 1), .paragraphStyle: centered
                    ])
            }
        }
    }

    /// A band as wide as the sheet on its background, drawn by `draw` in pixel units.
    @MainActor private func band(height: Int, draw: (UIGraphicsImageRendererContext) -> Void) -> CGImage? {
        guard height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
        let (r, g, b) = (Self.background[0], Self.background[1], Self.background[2])
        return renderer.image { context in
            UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
            draw(context)
        }.cgImage
    }
}
