#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The pictures the gallery draws in code, kept once drawn: a demo's screens are made again
/// for every scenario, every doctor variant and every test, and drawing the same landscape
/// each time was most of the cost of making a screen in a debug build.
///
/// A picture is found again by what its pixels depend on: what it shows (its painter and
/// palette), its size in points and the main screen's scale at the time. The newest
/// ``capacity`` pictures are kept.
@MainActor
enum _PictureCache {
    /// How many pictures are kept at most.
    static let capacity = 64
    private static var pictures: [String: UIImage] = [:]
    /// The keys of ``pictures``, oldest first.
    private static var order: [String] = []

    /// The picture `subject` (a painter and its palette, described) of `size` points at the
    /// main screen's scale: kept from an earlier call, or drawn now by `draw`.
    static func picture(_ subject: String, size: CGSize, draw: () -> UIImage) -> UIImage {
        let key = "\(subject) \(size.width)×\(size.height) @\(UIScreen.main.scale)"
        if let kept = pictures[key] { return kept }
        let picture = draw()
        pictures[key] = picture
        order.append(key)
        if order.count > capacity { pictures[order.removeFirst()] = nil }
        return picture
    }
}
