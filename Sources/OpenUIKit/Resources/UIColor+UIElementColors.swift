import Foundation

// Light-mode, standard-contrast values of UIKit's UI element colors, as read from the iOS 13
// runtime and published by Noah Gilmore ("Dark mode UIColor compatibility", noahgilmore.com,
// 2019; ColorCompatibility library). 60, 60, 67 is 0.235, 0.235, 0.263.

extension UIColor {
    /// A UI element color with 8-bit sRGB components.
    private static func _element(_ name: String, _ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(_red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha, isGray: false, systemName: name)
    }

    /// The color for text labels that contain primary content: black.
    ///
    /// Light-mode value.
    public class var label: UIColor { _element("labelColor", 0, 0, 0) }
    /// The color for text labels that contain secondary content: (60, 60, 67) at alpha 0.6.
    ///
    /// Light-mode value.
    public class var secondaryLabel: UIColor { _element("secondaryLabelColor", 60, 60, 67, 0.6) }
    /// The color for text labels that contain tertiary content: (60, 60, 67) at alpha 0.3.
    ///
    /// Light-mode value.
    public class var tertiaryLabel: UIColor { _element("tertiaryLabelColor", 60, 60, 67, 0.3) }
    /// The color for text labels that contain quaternary content: (60, 60, 67) at alpha 0.18.
    ///
    /// Light-mode value.
    public class var quaternaryLabel: UIColor { _element("quaternaryLabelColor", 60, 60, 67, 0.18) }
    /// The color for placeholder text in controls or text views: (60, 60, 67) at alpha 0.3.
    ///
    /// Light-mode value.
    public class var placeholderText: UIColor { _element("placeholderTextColor", 60, 60, 67, 0.3) }
    /// The color for links: (0, 122, 255).
    ///
    /// Light-mode value.
    public class var link: UIColor { _element("linkColor", 0, 122, 255) }
    /// The color for thin borders or divider lines that allows some underlying content to be
    /// visible: (60, 60, 67) at alpha 0.29.
    ///
    /// Light-mode value.
    public class var separator: UIColor { _element("separatorColor", 60, 60, 67, 0.29) }
    /// The color for borders or divider lines that hides any underlying content: (198, 198, 200).
    ///
    /// Light-mode value.
    public class var opaqueSeparator: UIColor { _element("opaqueSeparatorColor", 198, 198, 200) }
    /// The color for the main background of your interface: white.
    ///
    /// Light-mode value.
    public class var systemBackground: UIColor { _element("systemBackgroundColor", 255, 255, 255) }
    /// The color for content layered on top of the main background: (242, 242, 247).
    ///
    /// Light-mode value.
    public class var secondarySystemBackground: UIColor { _element("secondarySystemBackgroundColor", 242, 242, 247) }
    /// The color for content layered on top of secondary backgrounds: white.
    ///
    /// Light-mode value.
    public class var tertiarySystemBackground: UIColor { _element("tertiarySystemBackgroundColor", 255, 255, 255) }
    /// The color for the main background of your grouped interface: (242, 242, 247).
    ///
    /// Light-mode value.
    public class var systemGroupedBackground: UIColor { _element("systemGroupedBackgroundColor", 242, 242, 247) }
    /// The color for content layered on top of the main background of a grouped interface: white.
    ///
    /// Light-mode value.
    public class var secondarySystemGroupedBackground: UIColor { _element("secondarySystemGroupedBackgroundColor", 255, 255, 255) }
    /// The color for content layered on top of secondary backgrounds of a grouped interface:
    /// (242, 242, 247).
    ///
    /// Light-mode value.
    public class var tertiarySystemGroupedBackground: UIColor { _element("tertiarySystemGroupedBackgroundColor", 242, 242, 247) }
    /// An overlay fill color for thin and small shapes: (120, 120, 128) at alpha 0.2.
    ///
    /// Light-mode value.
    public class var systemFill: UIColor { _element("systemFillColor", 120, 120, 128, 0.2) }
    /// An overlay fill color for medium-size shapes: (120, 120, 128) at alpha 0.16.
    ///
    /// Light-mode value.
    public class var secondarySystemFill: UIColor { _element("secondarySystemFillColor", 120, 120, 128, 0.16) }
    /// An overlay fill color for large shapes: (118, 118, 128) at alpha 0.12.
    ///
    /// Light-mode value.
    public class var tertiarySystemFill: UIColor { _element("tertiarySystemFillColor", 118, 118, 128, 0.12) }
    /// An overlay fill color for large areas that contain complex content: (116, 116, 128) at alpha 0.08.
    ///
    /// Light-mode value.
    public class var quaternarySystemFill: UIColor { _element("quaternarySystemFillColor", 116, 116, 128, 0.08) }
}
