import Foundation

extension UIImage {
    /// Constants that indicate which weight variant of a symbol image to use.
    ///
    /// The raw values are UIKit's. The weight sets the width of a symbol's strokes
    /// (UIKitBehaviour #283).
    public enum SymbolWeight: Int, Sendable, Hashable {
        /// An unspecified symbol image weight: regular, unless a text style or font says otherwise.
        case unspecified = 0
        /// An ultralight weight.
        case ultraLight = 1
        /// A thin weight.
        case thin = 2
        /// A light weight.
        case light = 3
        /// A regular weight.
        case regular = 4
        /// A medium weight.
        case medium = 5
        /// A semibold weight.
        case semibold = 6
        /// A bold weight.
        case bold = 7
        /// A heavy weight.
        case heavy = 8
        /// An ultra-heavy weight.
        case black = 9

        /// Returns the font weight that corresponds to the symbol weight.
        ///
        /// `.unspecified` gives `.regular`.
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .unspecified, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }

        /// The stroke width, in points, of a symbol drawn at 17 points in this weight.
        ///
        /// Measured from SF Symbols at 17 pt (UIKitBehaviour #283); other point sizes scale it.
        var _strokeWidthAt17: CGFloat {
            switch self {
            case .ultraLight: 0.55
            case .thin: 0.8
            case .light: 1.2
            case .unspecified, .regular: 1.6
            case .medium: 1.85
            case .semibold: 2.1
            case .bold: 2.4
            case .heavy: 2.85
            case .black: 3.2
            }
        }

        /// The symbol weight nearest a font weight.
        static func _nearest(to weight: UIFont.Weight) -> SymbolWeight {
            let all: [SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            return all.min {
                abs($0.fontWeight().rawValue - weight.rawValue) < abs($1.fontWeight().rawValue - weight.rawValue)
            } ?? .regular
        }
    }

    /// Constants that indicate which scale variant of a symbol image to use.
    ///
    /// The raw values are UIKit's. Small symbols are drawn at 0.78 and large ones at 1.29 times
    /// the size of medium ones, keeping the stroke width of the point size and weight
    /// (UIKitBehaviour #283).
    public enum SymbolScale: Int, Sendable, Hashable {
        /// The default scale variant that matches the system usage: medium.
        case `default` = -1
        /// An unspecified scale: medium, unless a configuration applied on top says otherwise.
        case unspecified = 0
        /// A small scale variant.
        case small = 1
        /// A medium scale variant.
        case medium = 2
        /// A large scale variant.
        case large = 3

        /// How much larger than a medium symbol a symbol of this scale is drawn.
        var _factor: CGFloat {
            switch self {
            case .small: 0.78
            case .large: 1.29
            case .default, .unspecified, .medium: 1
            }
        }
    }
}
