import Foundation

// Values of the fixed colors: UIKit's documentation of each class property (for example
// "A color object whose RGB values are 1.0, 0.5, and 0.0 and whose alpha value is 1.0" for
// `orange`; grays are given as grayscale values).
//
// Values of the system colors: light and dark mode, standard contrast, as listed in Apple's Human
// Interface Guidelines, "Color" (iOS/iPadOS system colors before the June 2025 update), and the
// runtime values of the UI element colors as published by Noah Gilmore, "Dark mode UIColor
// compatibility" (noahgilmore.com, 2019) and his ColorCompatibility library.

extension UIColor {
    // MARK: Fixed colors

    /// A color object in the grayscale color space with a grayscale value of 0 and alpha 1.
    ///
    /// A gray color: `UIExtendedGrayColorSpace 0 1`.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// A color object with grayscale value 1/3 and alpha 1.
    ///
    /// A gray color.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// A color object with grayscale value 2/3 and alpha 1.
    ///
    /// A gray color.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// A color object with grayscale value 1 and alpha 1.
    ///
    /// A gray color: it does not equal the RGB color (1, 1, 1, 1).
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// A color object with grayscale value 0.5 and alpha 1.
    ///
    /// A gray color.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// A color object with grayscale and alpha values that are both 0.
    ///
    /// Fully transparent.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// A color object with RGB values (1, 0, 0) and alpha 1.
    ///
    /// An RGB color.
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// A color object with RGB values (0, 1, 0) and alpha 1.
    ///
    /// An RGB color.
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// A color object with RGB values (0, 0, 1) and alpha 1.
    ///
    /// An RGB color.
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// A color object with RGB values (0, 1, 1) and alpha 1.
    ///
    /// An RGB color.
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// A color object with RGB values (1, 1, 0) and alpha 1.
    ///
    /// An RGB color.
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// A color object with RGB values (1, 0, 1) and alpha 1.
    ///
    /// An RGB color.
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// A color object with RGB values (1, 0.5, 0) and alpha 1.
    ///
    /// An RGB color.
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// A color object with RGB values (0.5, 0, 0.5) and alpha 1.
    ///
    /// An RGB color.
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// A color object with RGB values (0.6, 0.4, 0.2) and alpha 1.
    ///
    /// An RGB color.
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// The system color for text on a light background: black.
    ///
    /// A gray color.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// The system color for text on a dark background: white at alpha 0.6.
    ///
    /// A gray color.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }

    // MARK: Adaptable colors (light and dark)

    /// A red color that adapts to the environment; light (255, 59, 48).
    ///
    /// Light and dark values; dark values from the same sources.
    public class var systemRed: UIColor {
        _dynamicSystem("systemRedColor", light: _RGBA(255, 59, 48), dark: _RGBA(255, 69, 58))
    }
    /// A green color that adapts to the environment; light (52, 199, 89).
    ///
    /// Light and dark values; dark values from the same sources.
    public class var systemGreen: UIColor {
        _dynamicSystem("systemGreenColor", light: _RGBA(52, 199, 89), dark: _RGBA(48, 209, 88))
    }
    /// A blue color that adapts to the environment; light (0, 122, 255).
    ///
    /// Light and dark values; dark values from the same sources.
    public class var systemBlue: UIColor {
        _dynamicSystem("systemBlueColor", light: _RGBA(0, 122, 255), dark: _RGBA(10, 132, 255))
    }
    /// An orange color that adapts to the environment; light (255, 149, 0).
    ///
    /// Light and dark values; dark values from the same sources.
    public class var systemOrange: UIColor {
        _dynamicSystem("systemOrangeColor", light: _RGBA(255, 149, 0), dark: _RGBA(255, 159, 10))
    }
    /// A yellow color that adapts to the environment; light (255, 204, 0).
    ///
    /// Light and dark values; dark values from the same sources.
    public class var systemYellow: UIColor {
        _dynamicSystem("systemYellowColor", light: _RGBA(255, 204, 0), dark: _RGBA(255, 214, 10))
    }
    /// A pink color that adapts to the environment; light (255, 45, 85).
    ///
    /// Light and dark values; dark values from the same sources.
    public class var systemPink: UIColor {
        _dynamicSystem("systemPinkColor", light: _RGBA(255, 45, 85), dark: _RGBA(255, 55, 95))
    }
    /// A purple color that adapts to the environment; light (175, 82, 222).
    ///
    /// Light and dark values; dark values from the same sources.
    public class var systemPurple: UIColor {
        _dynamicSystem("systemPurpleColor", light: _RGBA(175, 82, 222), dark: _RGBA(191, 90, 242))
    }
    /// A teal color that adapts to the environment; light (48, 176, 199).
    ///
    /// Light and dark values (iOS 15 and later; iOS 13–14 used 90, 200, 250); dark values from the same sources.
    public class var systemTeal: UIColor {
        _dynamicSystem("systemTealColor", light: _RGBA(48, 176, 199), dark: _RGBA(64, 200, 224))
    }
    /// An indigo color that adapts to the environment; light (88, 86, 214).
    ///
    /// Light and dark values; dark values from the same sources.
    public class var systemIndigo: UIColor {
        _dynamicSystem("systemIndigoColor", light: _RGBA(88, 86, 214), dark: _RGBA(94, 92, 230))
    }
    /// A brown color that adapts to the environment; light (162, 132, 94).
    ///
    /// Light and dark values; dark values from the same sources.
    public class var systemBrown: UIColor {
        _dynamicSystem("systemBrownColor", light: _RGBA(162, 132, 94), dark: _RGBA(172, 142, 104))
    }
    /// A mint color that adapts to the environment; light (0, 199, 190).
    ///
    /// Light and dark values; dark values from the same sources.
    public class var systemMint: UIColor {
        _dynamicSystem("systemMintColor", light: _RGBA(0, 199, 190), dark: _RGBA(99, 230, 226))
    }
    /// A cyan color that adapts to the environment; light (50, 173, 230).
    ///
    /// Light and dark values; dark values from the same sources.
    public class var systemCyan: UIColor {
        _dynamicSystem("systemCyanColor", light: _RGBA(50, 173, 230), dark: _RGBA(100, 210, 255))
    }
    /// The standard base gray color that adapts to the environment; light (142, 142, 147).
    ///
    /// Light and dark values; dark values from the same sources.
    public class var systemGray: UIColor {
        _dynamicSystem("systemGrayColor", light: _RGBA(142, 142, 147), dark: _RGBA(142, 142, 147))
    }
    /// A second-level shade of gray; light (174, 174, 178).
    ///
    /// Light and dark values; dark values from the same sources.
    public class var systemGray2: UIColor {
        _dynamicSystem("systemGray2Color", light: _RGBA(174, 174, 178), dark: _RGBA(99, 99, 102))
    }
    /// A third-level shade of gray; light (199, 199, 204).
    ///
    /// Light and dark values; dark values from the same sources.
    public class var systemGray3: UIColor {
        _dynamicSystem("systemGray3Color", light: _RGBA(199, 199, 204), dark: _RGBA(72, 72, 74))
    }
    /// A fourth-level shade of gray; light (209, 209, 214).
    ///
    /// Light and dark values; dark values from the same sources.
    public class var systemGray4: UIColor {
        _dynamicSystem("systemGray4Color", light: _RGBA(209, 209, 214), dark: _RGBA(58, 58, 60))
    }
    /// A fifth-level shade of gray; light (229, 229, 234).
    ///
    /// Light and dark values; dark values from the same sources.
    public class var systemGray5: UIColor {
        _dynamicSystem("systemGray5Color", light: _RGBA(229, 229, 234), dark: _RGBA(44, 44, 46))
    }
    /// A sixth-level shade of gray; light (242, 242, 247).
    ///
    /// Light and dark values; dark values from the same sources.
    public class var systemGray6: UIColor {
        _dynamicSystem("systemGray6Color", light: _RGBA(242, 242, 247), dark: _RGBA(28, 28, 30))
    }
    /// The tint color to apply to views: the system blue (0, 122, 255).
    ///
    /// Light and dark values of the default tint; dark values from the same sources.
    public class var tintColor: UIColor {
        _dynamicSystem("tintColor", light: _RGBA(0, 122, 255), dark: _RGBA(10, 132, 255))
    }
}
