import Foundation
import OpenUIKit

extension TransitionRecording {
    /// Writes the recording as an animated PNG that plays once per loop, forever, each frame
    /// shown for 1 / fps seconds (identical neighbours merged into one longer frame).
    ///
    /// Missing parent folders are created. Throws a ``PlaybackError`` naming the path and the
    /// system's reason when the file cannot be written, or when the recording has no frames
    /// or frames of different sizes.
    public func writeAPNG(to path: String) throws(PlaybackError) {
        var files = try files(animation: path, frames: nil)
        for (index, frame) in frames.enumerated() { try files.add(frame.image, index: index) }
        try files.finish()
    }

    /// Writes every frame as `frame-0000.png`, `frame-0001.png`, … into `folder` (created
    /// with its parents if missing; frame files of an earlier recording there are removed
    /// first, other files are left alone).
    public func writeFrames(toFolder folder: String) throws(PlaybackError) {
        var files = try files(animation: nil, frames: folder)
        for (index, frame) in frames.enumerated() { try files.add(frame.image, index: index) }
    }

    /// Writes a contact sheet: the frames at 0, 25, 50, 75 and 100 % of the recording side by
    /// side, each captioned with its share and time, under `title`.
    ///
    /// The layout is `segue render --format sheet`'s: margins, a title band and a caption band
    /// scaled with the recording's ``scale``, on dark grey. Missing parent folders are created.
    @MainActor
    public func writeContactSheet(to path: String, title: String = "") throws(PlaybackError) {
        let (width, height) = try frameSize()
        try _OutputFiles.prepareFile(path)
        let indices = ContactSheet.frameIndices(frameCount: frames.count)
        try ContactSheet(frameWidth: width, frameHeight: height, scale: scale)
            .write(
                frames: indices.map { frames[$0].image }, indices: indices, framesPerSecond: framesPerSecond,
                title: title, to: path)
    }

    /// Frame files for this recording's frame size and rate.
    private func files(animation: String?, frames folder: String?) throws(PlaybackError) -> _FrameFiles {
        let (width, height) = try frameSize()
        if let animation { try _OutputFiles.prepareFile(animation) }
        return try _FrameFiles(
            width: width, height: height, frameDuration: 1 / Double(max(framesPerSecond, 1)),
            animation: animation, frames: folder)
    }

    /// The frames' common size in pixels; throws for a recording without frames or with
    /// frames of different sizes.
    private func frameSize() throws(PlaybackError) -> (width: Int, height: Int) {
        guard let first = frames.first?.image else { throw PlaybackError("the recording has no frames") }
        if let odd = frames.firstIndex(where: { $0.image.width != first.width || $0.image.height != first.height }) {
            throw PlaybackError(
                "frame \(odd) of the recording is \(frames[odd].image.width) × \(frames[odd].image.height) pixels; "
                    + "frame 0 is \(first.width) × \(first.height)")
        }
        return (first.width, first.height)
    }
}

extension ContactSheet {
    /// Assembles the sheet of `frames` (those at `indices` of a recording at `framesPerSecond`)
    /// under `title`, and writes it as a PNG file at `path`.
    @MainActor
    package func write(frames: [CGImage], indices: [Int], framesPerSecond: Int, title: String, to path: String)
        throws(PlaybackError)
    {
        try write(
            pixels: pixels(frames: frames, indices: indices, framesPerSecond: framesPerSecond, title: title), to: path)
    }

    /// The sheet's pixels for `frames` (those at `indices` of a recording at
    /// `framesPerSecond`), captioned, under `title`.
    @MainActor
    package func pixels(frames: [CGImage], indices: [Int], framesPerSecond: Int, title: String) -> [UInt8] {
        let captions = zip(Self.fractions, indices).map { fraction, index in
            Self.caption(fraction: fraction, index: index, framesPerSecond: framesPerSecond)
        }
        return pixels(frames: frames, captions: captions, title: title)
    }

    /// Writes the sheet's `pixels` (from ``pixels(frames:indices:framesPerSecond:title:)``) as
    /// a PNG file at `path`; callable from any thread.
    package func write(pixels: [UInt8], to path: String) throws(PlaybackError) {
        guard let data = _PNGCodec.encodeFast(premultipliedRGBA: pixels, width: width, height: height) else {
            throw PlaybackError("could not encode the contact sheet '\(path)'")
        }
        try _OutputFiles.save(data, to: path)
    }
}
