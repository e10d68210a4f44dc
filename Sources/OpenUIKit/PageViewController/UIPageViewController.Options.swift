import Foundation

extension UIPageViewController {
    /// How pages change: a drawn page curl or a paging scroll.
    public enum TransitionStyle: Int, Sendable {
        /// A page turns as a sheet of paper curling over (the default in Interface Builder).
        case pageCurl = 0
        /// Pages slide past each other in a paging scroll view.
        case scroll = 1
    }

    /// The axis along which pages follow one another.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages follow one another left to right.
        case horizontal = 0
        /// Pages follow one another top to bottom.
        case vertical = 1
    }

    /// Which way a page change goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the following page(s): right-to-left (or bottom-to-top) movement.
        case forward = 0
        /// To the preceding page(s).
        case reverse = 1
    }

    /// Where the spine (the edge pages turn about) of a page-curl controller is.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the value for `.scroll` controllers.
        case none = 0
        /// At the left (or top) edge; one page shows at a time.
        case min = 1
        /// In the middle; two pages show side by side (needs `isDoubleSided`).
        case mid = 2
        /// At the right (or bottom) edge; one page shows at a time.
        case max = 3
    }

    /// Keys of the options dictionary passed to `init(transitionStyle:navigationOrientation:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string.
        public let rawValue: String

        /// Wraps a key string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The spine location (a `SpineLocation`'s raw value as a number); page curl only.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")

        /// The space between pages in points (a number); scroll only, 0 by default.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}

extension UIPageViewController {
    /// A number in an options dictionary: `NSNumber`, any Swift number, or a `SpineLocation`.
    static func _number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber: return number.doubleValue
        case let int as Int: return Double(int)
        case let double as Double: return double
        case let float as CGFloat: return Double(float)
        case let float as Float: return Double(float)
        case let spine as SpineLocation: return Double(spine.rawValue)
        default: return nil
        }
    }
}
