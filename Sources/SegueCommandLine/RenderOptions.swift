import ArgumentParser
import Foundation
import OpenCoreGraphics
import OpenUIKit

/// The `--size`, `--scale`, `--fps` and `--appearance` options that `render` and `gallery` share.
struct RenderOptions: ParsableArguments {
    // `.unconditional`: a value starting with "-" (`--scale -1`) is read as the value and
    // rejected with the real problem, not taken for an option ("Missing value").
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Screen size in points, WIDTHxHEIGHT (numbers greater than 0).", valueName: "WIDTHxHEIGHT"))
    var size: String = "390x844"

    @Option(parsing: .unconditional, help: "Pixels per point (greater than 0).")
    var scale: Double = 2

    @Option(
        parsing: .unconditional,
        help: "Frames per second, 1...240: the display's refresh rate and the output's frame rate.")
    var fps: Int = 60

    @Option(help: "The system appearance the demos run in: light or dark.")
    var appearance: Appearance = .light

    func validate() throws {
        _ = try settings()
    }

    /// The settings the options describe, or a one-line `ValidationError`.
    func settings() throws(ValidationError) -> RenderSettings {
        let points = try Self.parseSize(size)
        guard scale.isFinite, scale > 0 else {
            throw ValidationError("--scale must be a number greater than 0 (got \(formatSignificant(scale)))")
        }
        try Self.checkFrameRate(fps)
        // A frame smaller than a pixel would round up to a blank 1 × 1 image.
        let pixelSize = (width: Double(points.width) * scale, height: Double(points.height) * scale)
        guard pixelSize.width >= 1, pixelSize.height >= 1 else {
            throw ValidationError(
                "--size \(size) at --scale \(formatSignificant(scale)) is too small: frames need at least "
                    + "1 × 1 pixels (got \(formatSignificant(pixelSize.width)) × \(formatSignificant(pixelSize.height)))"
            )
        }
        var settings = RenderSettings(size: points, scale: CGFloat(scale), framesPerSecond: fps)
        settings.userInterfaceStyle = appearance.userInterfaceStyle
        let (width, height) = (settings.pixelWidth, settings.pixelHeight)
        guard let width, let height, _PNGCodec.pixelByteCount(width: width, height: height) != nil else {
            throw ValidationError(
                """
                --size \(size) at --scale \(formatSignificant(scale)) is too large: frames are limited \
                to \(_PNGCodec.maximumPixelBytes / 4) pixels (8192 × 8192)
                """)
        }
        return settings
    }

    /// Throws unless `fps` is a frame rate the renderer and hosts accept (1...240).
    static func checkFrameRate(_ fps: Int) throws(ValidationError) {
        guard (1...240).contains(fps) else { throw ValidationError("--fps must be within 1...240 (got \(fps))") }
    }

    /// Parses `WIDTHxHEIGHT` (`x`, `X` or `×` between two numbers of points).
    static func parseSize(_ text: String) throws(ValidationError) -> CGSize {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" || $0 == "×" }
        let numbers = parts.map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let width = numbers[0], let height = numbers[1], width.isFinite, height.isFinite else {
            throw ValidationError("malformed --size '\(text)': expected WIDTHxHEIGHT in points, like 390x844")
        }
        guard width > 0, height > 0 else {
            throw ValidationError("--size must have a width and a height greater than 0 (got '\(text)')")
        }
        return CGSize(width: width, height: height)
    }
}

/// How scenarios are played and rendered: the screen, its scale and its frame rate.
struct RenderSettings: Sendable, Equatable {
    /// The screen's size in points.
    var size: CGSize
    /// Pixels per point.
    var scale: CGFloat
    /// Frames per second: the headless display's refresh rate and the output's frame rate.
    var framesPerSecond: Int
    /// The most media time a scenario may spend waiting to become idle, in seconds.
    var idleTimeout: Double = 120
    /// The system appearance (`--appearance`).
    var userInterfaceStyle: UIUserInterfaceStyle = .light
    /// Whether frames show the status bar over the window (the gallery's default).
    var drawsStatusBar = false

    /// The frames' width in pixels (points × scale, rounded up), or nil when it is absurd.
    var pixelWidth: Int? { Self.pixels(size.width * scale) }
    /// The frames' height in pixels (points × scale, rounded up), or nil when it is absurd.
    var pixelHeight: Int? { Self.pixels(size.height * scale) }

    /// One frame's duration in seconds.
    var frameDuration: Double { 1 / Double(framesPerSecond) }

    private static func pixels(_ value: CGFloat) -> Int? {
        let rounded = Double(value).rounded(.up)
        return rounded.isFinite && rounded >= 1 && rounded <= Double(1 << 20) ? Int(rounded) : nil
    }
}

/// The values of `--appearance`: the system appearance a host simulates.
enum Appearance: String, CaseIterable, ExpressibleByArgument, Sendable {
    case light, dark

    /// The interface style the appearance sets.
    var userInterfaceStyle: UIUserInterfaceStyle { self == .dark ? .dark : .light }
}
