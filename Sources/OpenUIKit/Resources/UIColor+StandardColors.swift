import Foundation

// Values of the fixed colors: UIKit's documentation of each class property (for example
// "A color object whose RGB values are 1.0, 0.5, and 0.0 and whose alpha value is 1.0" for
// `orange`; grays are given as grayscale values).
//
// Values of the system colors: light mode, standard contrast, as listed in Apple's Human
// Interface Guidelines, "Color" (iOS/iPadOS system colors before the June 2025 update), and the
// runtime values of the UI element colors as published by Noah Gilmore, "Dark mode UIColor
// compatibility" (noahgilmore.com, 2019) and his ColorCompatibility library.

extension UIColor {
    /// A system color with 8-bit sRGB components.
    private static func _system(_ name: String, _ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(_red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha, isGray: false, systemName: name)
    }

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

    // MARK: Adaptable colors (light mode)

    /// A red color that adapts to the environment; in Segue always (255, 59, 48).
    ///
    /// Light-mode value.
    public class var systemRed: UIColor { _system("systemRedColor", 255, 59, 48) }
    /// A green color that adapts to the environment; in Segue always (52, 199, 89).
    ///
    /// Light-mode value.
    public class var systemGreen: UIColor { _system("systemGreenColor", 52, 199, 89) }
    /// A blue color that adapts to the environment; in Segue always (0, 122, 255).
    ///
    /// Light-mode value.
    public class var systemBlue: UIColor { _system("systemBlueColor", 0, 122, 255) }
    /// An orange color that adapts to the environment; in Segue always (255, 149, 0).
    ///
    /// Light-mode value.
    public class var systemOrange: UIColor { _system("systemOrangeColor", 255, 149, 0) }
    /// A yellow color that adapts to the environment; in Segue always (255, 204, 0).
    ///
    /// Light-mode value.
    public class var systemYellow: UIColor { _system("systemYellowColor", 255, 204, 0) }
    /// A pink color that adapts to the environment; in Segue always (255, 45, 85).
    ///
    /// Light-mode value.
    public class var systemPink: UIColor { _system("systemPinkColor", 255, 45, 85) }
    /// A purple color that adapts to the environment; in Segue always (175, 82, 222).
    ///
    /// Light-mode value.
    public class var systemPurple: UIColor { _system("systemPurpleColor", 175, 82, 222) }
    /// A teal color that adapts to the environment; in Segue always (48, 176, 199).
    ///
    /// Light-mode value (iOS 15 and later; iOS 13–14 used 90, 200, 250).
    public class var systemTeal: UIColor { _system("systemTealColor", 48, 176, 199) }
    /// An indigo color that adapts to the environment; in Segue always (88, 86, 214).
    ///
    /// Light-mode value.
    public class var systemIndigo: UIColor { _system("systemIndigoColor", 88, 86, 214) }
    /// A brown color that adapts to the environment; in Segue always (162, 132, 94).
    ///
    /// Light-mode value.
    public class var systemBrown: UIColor { _system("systemBrownColor", 162, 132, 94) }
    /// A mint color that adapts to the environment; in Segue always (0, 199, 190).
    ///
    /// Light-mode value.
    public class var systemMint: UIColor { _system("systemMintColor", 0, 199, 190) }
    /// A cyan color that adapts to the environment; in Segue always (50, 173, 230).
    ///
    /// Light-mode value.
    public class var systemCyan: UIColor { _system("systemCyanColor", 50, 173, 230) }
    /// The standard base gray color that adapts to the environment; in Segue always (142, 142, 147).
    ///
    /// Light-mode value.
    public class var systemGray: UIColor { _system("systemGrayColor", 142, 142, 147) }
    /// A second-level shade of gray; in Segue always (174, 174, 178).
    ///
    /// Light-mode value.
    public class var systemGray2: UIColor { _system("systemGray2Color", 174, 174, 178) }
    /// A third-level shade of gray; in Segue always (199, 199, 204).
    ///
    /// Light-mode value.
    public class var systemGray3: UIColor { _system("systemGray3Color", 199, 199, 204) }
    /// A fourth-level shade of gray; in Segue always (209, 209, 214).
    ///
    /// Light-mode value.
    public class var systemGray4: UIColor { _system("systemGray4Color", 209, 209, 214) }
    /// A fifth-level shade of gray; in Segue always (229, 229, 234).
    ///
    /// Light-mode value.
    public class var systemGray5: UIColor { _system("systemGray5Color", 229, 229, 234) }
    /// A sixth-level shade of gray; in Segue always (242, 242, 247).
    ///
    /// Light-mode value.
    public class var systemGray6: UIColor { _system("systemGray6Color", 242, 242, 247) }
    /// The tint color to apply to views: the system blue (0, 122, 255).
    ///
    /// Light-mode value of the default tint.
    public class var tintColor: UIColor { _system("tintColor", 0, 122, 255) }
}
