import Foundation
import OpenQuartzCore
import SegueTesting

/// Writes `images` side by side as one PNG at `path`, for looking at an animation by eye.
///
/// The images are drawn at their own size, left to right, `gap` pixels apart on a magenta
/// background (so that a transparent or missing frame shows); the sheet is as tall as the
/// first image. The folder is made if needed. Nothing is written for an empty list; a sheet
/// that cannot be drawn or written is reported as an error.
public func writeContactSheet(_ images: [CGImage], gap: Int = 6, to path: String) throws {
    guard let first = images.first else { return }
    let width = images.reduce(0) { $0 + $1.width } + gap * (images.count - 1)
    let height = first.height
    guard
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    context.setFillColor(CGColor(red: 1, green: 0, blue: 1, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    var x = 0
    for image in images {
        context.draw(image, in: CGRect(x: x, y: 0, width: image.width, height: image.height))
        x += image.width + gap
    }
    guard let sheet = context.makeImage() else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    try _SnapshotFiles.writePNG(sheet, to: path)
}
