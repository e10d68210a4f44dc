import Foundation

extension UIFont {
    /// The weight of a font, from −1 (lightest) to 1 (heaviest); 0 is regular.
    ///
    /// The raw values are UIKit's (`UIFontWeightUltraLight` … `UIFontWeightBlack`).
    public struct Weight: Hashable, Equatable, RawRepresentable, Sendable {
        /// The weight's value.
        ///
        /// From −1 to 1; 0 is regular.
        public var rawValue: CGFloat

        /// Creates a font weight with the specified raw value.
        ///
        /// Any value is accepted.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Creates a font weight.
        ///
        /// The same as ``init(rawValue:)``.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The ultra-light font weight: −0.8.
        ///
        /// Drawn with DejaVu Sans ExtraLight by the system font.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// The thin font weight: −0.6.
        ///
        /// Drawn with DejaVu Sans ExtraLight by the system font.
        public static let thin = Weight(rawValue: -0.6)
        /// The light font weight: −0.4.
        ///
        /// Drawn with DejaVu Sans (Book) by the system font.
        public static let light = Weight(rawValue: -0.4)
        /// The regular font weight: 0.
        ///
        /// Drawn with DejaVu Sans (Book) by the system font.
        public static let regular = Weight(rawValue: 0)
        /// The medium font weight: 0.23.
        ///
        /// Drawn with DejaVu Sans (Book) by the system font.
        public static let medium = Weight(rawValue: 0.23)
        /// The semibold font weight: 0.3.
        ///
        /// Drawn with DejaVu Sans Bold by the system font.
        public static let semibold = Weight(rawValue: 0.3)
        /// The bold font weight: 0.4.
        ///
        /// Drawn with DejaVu Sans Bold by the system font.
        public static let bold = Weight(rawValue: 0.4)
        /// The heavy font weight: 0.56.
        ///
        /// Drawn with DejaVu Sans Bold by the system font.
        public static let heavy = Weight(rawValue: 0.56)
        /// The black font weight: 0.62.
        ///
        /// Drawn with DejaVu Sans Bold by the system font.
        public static let black = Weight(rawValue: 0.62)
    }
}
