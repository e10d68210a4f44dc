import ArgumentParser
import Foundation
import OpenUIKit
import SegueGallery
import SegueTesting
import SegueX11

/// `segue demo`: the gallery, or one demo, in an X11 window driven by the mouse.
struct DemoCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open the gallery (or one demo) in an X11 window and drive it with the mouse.",
        discussion: """
            The left button is a finger; Escape pops the top navigation stack or dismisses \
            the top presented screen (back to the menu); closing the window quits. Frames run \
            from the real clock at --fps and are drawn by the software renderer, only when \
            something changed. Needs an X server: DISPLAY names it (or --display).
            """
    )

    @Argument(help: "A demo to open instead of the gallery's menu (see 'segue list').")
    var demo: String?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Window size in points, WIDTHxHEIGHT.", valueName: "WIDTHxHEIGHT"))
    var size: String = "390x844"

    @Option(parsing: .unconditional, help: "Pixels per point (1 to 8): 2 renders a 390x844 window at 780x1688 pixels.")
    var scale: Double = 1

    @Option(parsing: .unconditional, help: "Frames per second, 1...240 (the display's refresh rate).")
    var fps: Int = 60

    @Option(help: "The system appearance the window runs in: light or dark.")
    var appearance: Appearance = .light

    @Option(help: ArgumentHelp("The X display to use instead of $DISPLAY.", valueName: "name"))
    var display: String?

    @Flag(help: "On exit, print the input-to-photon latency (median and 99th percentile).")
    var latency = false

    @Flag(
        inversion: .prefixedNo,
        help: "Draw the status bar (time, signal, Wi-Fi, battery) over the window; R turns the device.")
    var statusBar = true

    @Flag(
        help:
            "Debug mode: S slow motion x10, Space pause and scrub (drag or arrow keys), E exploded 3-D view (drag to turn), Esc leaves them; a hint line shows the keys."
    )
    var debug = false

    func validate() throws {
        _ = try RenderOptions.parseSize(size)
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw ValidationError(
                "--scale must be a number greater than 0 and at most 8 (got \(formatSignificant(scale)))")
        }
        try RenderOptions.checkFrameRate(fps)
    }

    @MainActor func run(in catalog: GalleryCatalog, emit: (String) -> Void) throws {
        let root: UIViewController
        let title: String
        if let demo {
            let found = try catalog.demo(named: demo)
            root = found.makeRootViewController()
            title = "Segue — \(found.name)"
        } else {
            root = GalleryMenuViewController(demos: catalog.demos)
            title = "Segue gallery"
        }
        let host: X11Host
        do {
            host = try X11Host(
                title: title, size: try RenderOptions.parseSize(size), scale: CGFloat(scale),
                framesPerSecond: fps, displayName: display)
        } catch let error as X11HostError {
            throw CommandFailure(error.description)
        }
        if appearance != .light {
            UIApplication.shared.updateSystemTraits { $0.userInterfaceStyle = appearance.userInterfaceStyle }
        }
        host.drawsStatusBar = statusBar
        host.rootViewController = root
        if debug { host.enableDebugMode() }
        var announced = false
        withoutActuallyEscaping(emit) { emit in
            host.didPresentFrame = { host in
                guard !announced else { return }
                announced = true
                emit(Self.announcement(title: title, host: host))
            }
            host.run()
            host.didPresentFrame = nil
        }
        if latency { emit(Self.latencyReport(host.inputLatencies, frameCosts: host.frameCosts) + "\n") }
    }

    /// The line printed once the first frame is on screen.
    @MainActor static func announcement(title: String, host: X11Host) -> String {
        let memory = host.usesSharedMemory ? "MIT-SHM" : "XPutImage"
        let size = "\(formatSignificant(host.screenSize.width))x\(formatSignificant(host.screenSize.height))"
        return "segue demo: \(title), \(size) points at scale \(formatSignificant(host.scale)), "
            + "\(host.framesPerSecond) fps, \(memory); close the window to quit\n"
    }

    /// "input-to-photon: N events, median X ms, 99th percentile Y ms; frames: M, median Z ms
    /// from start to the end of the blit".
    static func latencyReport(_ latencies: [Double], frameCosts: [Double]) -> String {
        guard !latencies.isEmpty else { return "input-to-photon: no input reached the screen" }
        return "input-to-photon: \(latencies.count) events, median \(milliseconds(percentile(0.5, of: latencies))) ms, "
            + "99th percentile \(milliseconds(percentile(0.99, of: latencies))) ms; frames: \(frameCosts.count), "
            + "median \(milliseconds(percentile(0.5, of: frameCosts))) ms from start to the end of the blit"
    }

    /// The `p` quantile of `values` (nearest rank); 0 for none.
    static func percentile(_ p: Double, of values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))]
    }

    private static func milliseconds(_ seconds: Double) -> String { formatFixed(seconds * 1000, 2) }
}
