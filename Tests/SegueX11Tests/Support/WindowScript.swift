import CX11
import Foundation
import TestSupport
import OpenUIKit
import SegueTesting
import SegueX11

/// One finger's change, in window points.
enum ScriptInput {
    case down(CGPoint), move(CGPoint), up
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
    /// the captures as 0x00RRGGBB pixels of the window's `width × height` pixels (from xwd).
    @MainActor
    func playInWindow(display: VirtualDisplay, root: UIViewController, size: CGSize,
                      sharedMemory: Bool = true) throws -> [String: [UInt32]] {
        let host = try X11Host(size: size, scale: 1, displayName: display.name, prefersSharedMemory: sharedMemory)
        // A server or container without System V shared memory falls back to XPutImage.
        guard sharedMemory || !host.usesSharedMemory else { throw VirtualDisplayError("shared memory was not wanted") }
        host.rootViewController = root
        let injector = try PointerInjector(displayName: display.name)
        var captures: [String: [UInt32]] = [:]
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
                captures[name] = Self.crop(shot, width: Int(size.width), height: Int(size.height))
            }
        }
        host.rootViewController = nil
        return captures
    }

    /// Plays the script on a headless host of the same size.
    @MainActor
    func playHeadless(root: UIViewController, size: CGSize) -> [String: [UInt32]] {
        let host = HeadlessHost(screenSize: size, scale: 1)
        host.window.rootViewController = root
        var captures: [String: [UInt32]] = [:]
        var pointer = CGPoint.zero
        for (index, frame) in frames.enumerated() {
            for input in frame.inputs {
                switch input {
                case .down(let point): pointer = point; UIApplication.shared.queueTouch(.began, at: point)
                case .move(let point): pointer = point; UIApplication.shared.queueTouch(.moved, at: point)
                case .up: UIApplication.shared.queueTouch(.ended, at: pointer)
                }
            }
            if index == 0 { UIApplication.shared.runFrame() } else { host.runFrame() }
            if let name = frame.capture { captures[name] = Self.pixels(host.render()) }
        }
        host.window.rootViewController = nil
        return captures
    }

    private static func crop(_ shot: ScreenShot, width: Int, height: Int) -> [UInt32] {
        (0..<height).flatMap { y in shot.pixels[(y * shot.width)..<(y * shot.width + width)] }
    }

    private static func pixels(_ image: CGImage) -> [UInt32] {
        let bytes = image._premultipliedRGBA
        return (0..<(image.width * image.height)).map { i in
            UInt32(bytes[i * 4]) << 16 | UInt32(bytes[i * 4 + 1]) << 8 | UInt32(bytes[i * 4 + 2])
        }
    }
}

/// The number of pixels whose channels differ by more than `tolerance`.
func differingPixels(_ a: [UInt32], _ b: [UInt32], tolerance: Int32 = 2) -> Int {
    guard a.count == b.count else { return max(a.count, b.count) }
    var count = 0
    for (p, q) in zip(a, b) where p != q {
        for shift: UInt32 in [0, 8, 16] where abs(Int32((p >> shift) & 0xFF) - Int32((q >> shift) & 0xFF)) > tolerance {
            count += 1
            break
        }
    }
    return count
}
