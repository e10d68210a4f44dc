import CX11
import Foundation
import OpenUIKit
import SegueTesting
import SegueX11
import TestSupport

/// One finger's change, in window points.
enum ScriptInput {
    case down(CGPoint)
    case move(CGPoint)
    case up
}

/// Frames of a scripted run: the input handed over before each frame, and which frames to
/// capture. Played on the X11 host and on a headless host, it gives both the same input at
/// the same media instants (frame k at k/60 s).
struct WindowScript {
    var frames: [(inputs: [ScriptInput], capture: String?)] = []

    mutating func frame(_ inputs: [ScriptInput] = [], capture: String? = nil) { frames.append((inputs, capture)) }

    mutating func idle(_ count: Int, captureLastAs name: String? = nil) {
        for index in 0..<count { frame(capture: index == count - 1 ? name : nil) }
    }

    /// Plays the script in an X11 window on `display`, input injected through XTest; returns
    /// the captures as opaque images of the window's `width × height` pixels (from xwd).
    @MainActor
    func playInWindow(
        display: VirtualDisplay, root: UIViewController, size: CGSize,
        sharedMemory: Bool = true
    ) throws -> [String: CGImage] {
        let host = try X11Host(size: size, scale: 1, displayName: display.name, prefersSharedMemory: sharedMemory)
        // A server or container without System V shared memory falls back to XPutImage.
        guard sharedMemory || !host.usesSharedMemory else { throw VirtualDisplayError("shared memory was not wanted") }
        host.rootViewController = root
        let injector = try PointerInjector(displayName: display.name)
        var captures: [String: CGImage] = [:]
        for (index, frame) in frames.enumerated() {
            for input in frame.inputs {
                switch input {
                case .down(let point):
                    injector.move(toX: Int(point.x), y: Int(point.y))
                    injector.button(pressed: true)
                case .move(let point):
                    injector.move(toX: Int(point.x), y: Int(point.y))
                case .up:
                    injector.button(pressed: false)
                }
            }
            injector.sync()
            host.synchronizeAndProcessEvents()
            host.runFrame(at: Double(index) / 60)
            if let name = frame.capture {
                let shot = try ScreenShot.take(display: display.name)
                captures[name] = try Self.crop(shot, width: Int(size.width), height: Int(size.height))
            }
        }
        host.rootViewController = nil
        return captures
    }

    /// Plays the script on a headless host of the same size.
    @MainActor
    func playHeadless(root: UIViewController, size: CGSize) -> [String: CGImage] {
        let host = HeadlessHost(screenSize: size, scale: 1)
        host.window.rootViewController = root
        var captures: [String: CGImage] = [:]
        var pointer = CGPoint.zero
        for (index, frame) in frames.enumerated() {
            for input in frame.inputs {
                switch input {
                case .down(let point):
                    pointer = point
                    UIApplication.shared.queueTouch(.began, at: point)
                case .move(let point):
                    pointer = point
                    UIApplication.shared.queueTouch(.moved, at: point)
                case .up: UIApplication.shared.queueTouch(.ended, at: pointer)
                }
            }
            if index == 0 { UIApplication.shared.runFrame() } else { host.runFrame() }
            if let name = frame.capture { captures[name] = host.render() }
        }
        host.window.rootViewController = nil
        return captures
    }

    /// The top-left `width × height` pixels of a screenshot as an opaque image.
    static func crop(_ shot: ScreenShot, width: Int, height: Int) throws -> CGImage {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = shot.pixels[y * shot.width + x]
                let i = (y * width + x) * 4
                (bytes[i], bytes[i + 1], bytes[i + 2]) = (
                    UInt8(pixel >> 16 & 0xFF), UInt8(pixel >> 8 & 0xFF), UInt8(pixel & 0xFF)
                )
            }
        }
        guard let image = CGImage(width: width, height: height, premultipliedRGBA: bytes) else {
            throw VirtualDisplayError("cannot crop a \(shot.width) × \(shot.height) screenshot to \(width) × \(height)")
        }
        return image
    }
}

/// The number of pixels whose channels differ by more than `tolerance` (SegueTesting's
/// `ImageDifference`); every pixel when the sizes differ.
func differingPixels(_ a: CGImage, _ b: CGImage, tolerance: Int = 2) -> Int {
    ImageDifference(reference: a, actual: b, tolerance: tolerance)?.differingPixels
        ?? max(a.width * a.height, b.width * b.height)
}
