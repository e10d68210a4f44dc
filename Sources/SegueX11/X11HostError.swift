/// Why an ``X11Host`` could not open its window.
///
/// Every case describes itself in one line, fit for a command line's error message.
public enum X11HostError: Error, Equatable, CustomStringConvertible {
    /// `DISPLAY` is unset or empty, and no display name was given.
    case displayUnset
    /// The X server named `display` could not be reached.
    case cannotConnect(display: String)
    /// The server's default visual is not 24- or 32-bit true colour with 32-bit pixels in the
    /// byte order the renderer writes.
    case unsupportedVisual(depth: Int, bitsPerPixel: Int)
    /// A window size, scale or frame rate that is not a positive finite number.
    case invalidParameter(String)
    /// The server refused to make an image of the window's size.
    case imageCreationFailed(width: Int, height: Int)

    /// The one-line explanation.
    public var description: String {
        switch self {
        case .displayUnset:
            return "DISPLAY is unset: a window needs an X server (start one, or set DISPLAY, e.g. DISPLAY=:0)"
        case .cannotConnect(let display):
            return "cannot reach the X server '\(display)' (is it running, and may this user connect to it?)"
        case .unsupportedVisual(let depth, let bitsPerPixel):
            return
                "the X server's default visual (depth \(depth), \(bitsPerPixel) bits per pixel) is not 24-bit true colour"
        case .invalidParameter(let message):
            return message
        case .imageCreationFailed(let width, let height):
            return "the X server could not make a \(width)×\(height) image for the window"
        }
    }
}
