import Foundation

extension UIScrollView {
    /// How fast a flicked scroll view slows down: the fraction of its speed it keeps each
    /// millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of the speed kept per millisecond (between 0 and 1).
        public var rawValue: CGFloat

        /// Creates a rate keeping `rawValue` of the speed each millisecond.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default rate: 0.998 per millisecond (UIKit's documented value).
        public static let normal = DecelerationRate(rawValue: 0.998)

        /// A quicker stop: 0.99 per millisecond (UIKit's documented value).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
