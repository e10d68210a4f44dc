import Foundation

/// UIKit's size classes for a window size on a device idiom (UIKitBehaviour #224).
///
/// - iPhone: compact width and regular height in portrait; in landscape compact height, and a
///   regular width only on the large phones (Plus and Max models, whose short side is at least
///   414 points).
/// - iPad: regular height; regular width unless the window is narrower than 600 points (the
///   one-third split and Slide Over).
enum _SizeClasses {
    /// The horizontal and vertical size classes of a window of `size` on a screen of `idiom`,
    /// whose short side is `screenShortSide` points.
    static func forWindow(
        size: CGSize, idiom: UIUserInterfaceIdiom,
        screenShortSide: CGFloat
    ) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            return (.compact, .compact)
        }
        switch idiom {
        case .pad, .mac, .tv, .vision:
            return (size.width >= 600 ? .regular : .compact, .regular)
        default:
            let landscape = size.width > size.height
            guard landscape else { return (.compact, .regular) }
            return (screenShortSide >= 414 ? .regular : .compact, .compact)
        }
    }

    /// The idiom of a screen of `size`: a pad when its short side is at least 700 points
    /// (the smallest iPad, the mini, is 744 points wide; the largest phone 440).
    static func idiom(forScreen size: CGSize) -> UIUserInterfaceIdiom {
        min(size.width, size.height) >= 700 ? .pad : .phone
    }
}
