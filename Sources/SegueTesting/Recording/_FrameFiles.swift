import Foundation
import OpenUIKit

/// Writes frames as they come into an animated PNG, a folder of numbered PNG files, or both:
/// the one place recordings and the `segue` command line encode frames.
package struct _FrameFiles {
    /// Where the animated PNG goes, if one is wanted.
    private let animationPath: String?
    /// The folder of `frame-0000.png`, … files, if wanted.
    private let folder: String?
    private var writer: APNGWriter?
    private let delay: Double
    /// The last frame written to the folder and its file's bytes: a frame with the same pixels
    /// (a scenario holding still) is saved from them without encoding again.
    private var lastFrame: (image: CGImage, data: Data)?
    /// Whether frame files are written at half the frames' width and height.
    private let halvingFrames: Bool

    /// Prepares outputs for frames of `width × height` pixels, each shown for `frameDuration`
    /// seconds: creates the folder (removing the frame files of an earlier run) and starts
    /// the animation. With `halvingFrames`, the folder's files are at half the width and
    /// height (a 2×2 box filter); the animation keeps the full size.
    package init(
        width: Int, height: Int, frameDuration: Double, animation: String?, frames folder: String?,
        halvingFrames: Bool = false
    ) throws(PlaybackError) {
        animationPath = animation
        self.folder = folder
        self.halvingFrames = halvingFrames
        delay = frameDuration
        if animation != nil {
            do {
                writer = try APNGWriter(width: width, height: height, loopCount: 0)
            } catch {
                throw PlaybackError("cannot make an animated PNG of \(width) × \(height) pixels: \(error)")
            }
        }
        if let folder {
            try _OutputFiles.makeDirectory(folder)
            try _OutputFiles.removeFiles(in: folder, where: Self.isFrameFileName)
        }
    }

    /// Adds frame `index` (frames come in order from 0).
    package mutating func add(_ image: CGImage, index: Int) throws(PlaybackError) {
        if writer != nil {
            do {
                try writer?.addFrame(image, delay: delay)
            } catch {
                throw PlaybackError("cannot add frame \(index) to the animated PNG: \(error)")
            }
        }
        if let folder {
            let data: Data
            if let lastFrame, lastFrame.image === image || Self.samePixels(lastFrame.image, image) {
                data = lastFrame.data
            } else {
                let file = halvingFrames ? image._halved() ?? image : image
                guard let encoded = _PNGCodec.encodeFast(file) else {
                    throw PlaybackError("could not encode frame \(index) as PNG")
                }
                data = encoded
            }
            lastFrame = (image, data)
            try _OutputFiles.save(data, to: (folder as NSString).appendingPathComponent(Self.frameFileName(index)))
        }
    }

    /// Writes the animated PNG, returning the number of frames it holds after identical
    /// neighbours were merged (nil without one).
    @discardableResult
    package func finish() throws(PlaybackError) -> Int? {
        guard let animationPath, let writer else { return nil }
        try _OutputFiles.save(writer.finish(), to: animationPath)
        return writer.frameCount
    }

    /// Whether two frames have the same size and pixels (compared as memory).
    package static func samePixels(_ a: CGImage, _ b: CGImage) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return a._premultipliedRGBA.withUnsafeBytes { x in
            b._premultipliedRGBA.withUnsafeBytes { y in
                x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
    }

    /// The name of frame `index` in a frames folder: `frame-0000.png` (at least four digits).
    package static func frameFileName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    /// Whether `name` is a frame file name (`frame-` digits `.png`).
    package static func isFrameFileName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }
}
