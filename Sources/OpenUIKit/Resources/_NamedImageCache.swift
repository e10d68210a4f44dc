import Foundation
import Synchronization

/// The cache behind `UIImage(named:)`: decoded images by bundle, name and screen scale, and
/// UIKit's name resolution.
final class _NamedImageCache: Sendable {
    /// The process-wide cache.
    static let shared = _NamedImageCache()

    struct Key: Hashable {
        let bundlePath: String
        let name: String
        let screenScale: CGFloat
    }

    private let images = Mutex<[Key: (CGImage, CGFloat)]>([:])

    /// The decoded image and its scale for `name` in `bundle`, loaded once; nil when nothing
    /// valid is found (not cached, so a later call looks again).
    func image(named name: String, in bundle: Bundle, screenScale: CGFloat) -> (CGImage, CGFloat)? {
        guard !name.isEmpty else { return nil }
        let key = Key(bundlePath: bundle.bundlePath, name: name, screenScale: screenScale)
        if let hit = images.withLock({ $0[key] }) { return hit }
        guard let (path, scale) = Self.resolve(name, in: bundle, screenScale: screenScale),
            let data = FileManager.default.contents(atPath: path),
            let cgImage = _PNGCodec.decode(data)
        else { return nil }
        // Two threads loading the same name at once both decode; the first stored wins, so
        // every caller gets the same pixels.
        return images.withLock { table in
            if let stored = table[key] { return stored }
            table[key] = (cgImage, scale)
            return (cgImage, scale)
        }
    }

    /// Image file extensions UIKit recognises at the end of a name; any other name is taken as
    /// a PNG's name without its extension.
    static let imageExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "tif", "tiff", "bmp", "bmpf", "ico", "cur", "xbm", "heic"
    ]

    /// The file for `name` in `bundle` and the scale its name declares, by UIKit's rules.
    static func resolve(_ name: String, in bundle: Bundle, screenScale: CGFloat) -> (path: String, scale: CGFloat)? {
        let nsName = name as NSString
        let directory = nsName.deletingLastPathComponent
        let file = nsName.lastPathComponent
        let givenExtension = (file as NSString).pathExtension.lowercased()
        let (stem, type) =
            imageExtensions.contains(givenExtension)
            ? ((file as NSString).deletingPathExtension, (file as NSString).pathExtension)
            : (file, "png")
        func find(_ resource: String, _ type: String?) -> String? {
            bundle.path(forResource: resource, ofType: type, inDirectory: directory.isEmpty ? nil : directory)
        }
        for scale in preferredScales(for: screenScale) {
            let suffix = scale == 1 ? "" : "@\(Int(scale))x"
            for variant in ["\(stem)\(suffix)~iphone", "\(stem)\(suffix)"] {
                if let path = find(variant, type) { return (path, scale) }
            }
        }
        return find(file, nil).map { ($0, UIImage._scale(forFileAt: $0)) }
    }

    /// Scales to try, best first: the screen's (rounded to 1, 2 or 3), then higher, then lower.
    static func preferredScales(for screenScale: CGFloat) -> [CGFloat] {
        let scale = screenScale.isFinite ? min(max(screenScale.rounded(), 1), 3) : 1
        let all: [CGFloat] = [1, 2, 3]
        return [scale] + all.filter { $0 > scale } + all.filter { $0 < scale }.reversed()
    }
}
