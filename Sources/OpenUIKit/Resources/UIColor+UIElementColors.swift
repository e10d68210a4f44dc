import Foundation

// Light- and dark-mode, standard-contrast values (and the elevated dark values of the
// backgrounds) of UIKit's UI element colors, as read from the iOS 13
// runtime and published by Noah Gilmore ("Dark mode UIColor compatibility", noahgilmore.com,
// 2019; ColorCompatibility library). 60, 60, 67 is 0.235, 0.235, 0.263.

extension UIColor {
    /// The color for text labels that contain primary content: black.
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var label: UIColor { _dynamicSystem("labelColor", light: _RGBA(0, 0, 0), dark: _RGBA(255, 255, 255)) }
    /// The color for text labels that contain secondary content: (60, 60, 67) at alpha 0.6.
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var secondaryLabel: UIColor {
        _dynamicSystem("secondaryLabelColor", light: _RGBA(60, 60, 67, 0.6), dark: _RGBA(235, 235, 245, 0.6))
    }
    /// The color for text labels that contain tertiary content: (60, 60, 67) at alpha 0.3.
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var tertiaryLabel: UIColor {
        _dynamicSystem("tertiaryLabelColor", light: _RGBA(60, 60, 67, 0.3), dark: _RGBA(235, 235, 245, 0.3))
    }
    /// The color for text labels that contain quaternary content: (60, 60, 67) at alpha 0.18.
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var quaternaryLabel: UIColor {
        _dynamicSystem("quaternaryLabelColor", light: _RGBA(60, 60, 67, 0.18), dark: _RGBA(235, 235, 245, 0.16))
    }
    /// The color for placeholder text in controls or text views: (60, 60, 67) at alpha 0.3.
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var placeholderText: UIColor {
        _dynamicSystem("placeholderTextColor", light: _RGBA(60, 60, 67, 0.3), dark: _RGBA(235, 235, 245, 0.3))
    }
    /// The color for links: (0, 122, 255).
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var link: UIColor { _dynamicSystem("linkColor", light: _RGBA(0, 122, 255), dark: _RGBA(9, 132, 255)) }
    /// The color for thin borders or divider lines that allows some underlying content to be
    /// visible: (60, 60, 67) at alpha 0.29.
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var separator: UIColor {
        _dynamicSystem("separatorColor", light: _RGBA(60, 60, 67, 0.29), dark: _RGBA(84, 84, 88, 0.6))
    }
    /// The color for borders or divider lines that hides any underlying content: (198, 198, 200).
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var opaqueSeparator: UIColor {
        _dynamicSystem("opaqueSeparatorColor", light: _RGBA(198, 198, 200), dark: _RGBA(56, 56, 58))
    }
    /// The color for the main background of your interface: white.
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var systemBackground: UIColor {
        _dynamicSystem(
            "systemBackgroundColor", light: _RGBA(255, 255, 255), dark: _RGBA(0, 0, 0), elevatedDark: _RGBA(28, 28, 30))
    }
    /// The color for content layered on top of the main background: (242, 242, 247).
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var secondarySystemBackground: UIColor {
        _dynamicSystem(
            "secondarySystemBackgroundColor", light: _RGBA(242, 242, 247), dark: _RGBA(28, 28, 30),
            elevatedDark: _RGBA(44, 44, 46))
    }
    /// The color for content layered on top of secondary backgrounds: white.
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var tertiarySystemBackground: UIColor {
        _dynamicSystem(
            "tertiarySystemBackgroundColor", light: _RGBA(255, 255, 255), dark: _RGBA(44, 44, 46),
            elevatedDark: _RGBA(58, 58, 60))
    }
    /// The color for the main background of your grouped interface: (242, 242, 247).
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var systemGroupedBackground: UIColor {
        _dynamicSystem(
            "systemGroupedBackgroundColor", light: _RGBA(242, 242, 247), dark: _RGBA(0, 0, 0),
            elevatedDark: _RGBA(28, 28, 30))
    }
    /// The color for content layered on top of the main background of a grouped interface: white.
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var secondarySystemGroupedBackground: UIColor {
        _dynamicSystem(
            "secondarySystemGroupedBackgroundColor", light: _RGBA(255, 255, 255), dark: _RGBA(28, 28, 30),
            elevatedDark: _RGBA(44, 44, 46))
    }
    /// The color for content layered on top of secondary backgrounds of a grouped interface:
    /// (242, 242, 247).
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var tertiarySystemGroupedBackground: UIColor {
        _dynamicSystem(
            "tertiarySystemGroupedBackgroundColor", light: _RGBA(242, 242, 247), dark: _RGBA(44, 44, 46),
            elevatedDark: _RGBA(58, 58, 60))
    }
    /// An overlay fill color for thin and small shapes: (120, 120, 128) at alpha 0.2.
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var systemFill: UIColor {
        _dynamicSystem("systemFillColor", light: _RGBA(120, 120, 128, 0.2), dark: _RGBA(120, 120, 128, 0.36))
    }
    /// An overlay fill color for medium-size shapes: (120, 120, 128) at alpha 0.16.
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var secondarySystemFill: UIColor {
        _dynamicSystem("secondarySystemFillColor", light: _RGBA(120, 120, 128, 0.16), dark: _RGBA(120, 120, 128, 0.32))
    }
    /// An overlay fill color for large shapes: (118, 118, 128) at alpha 0.12.
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var tertiarySystemFill: UIColor {
        _dynamicSystem("tertiarySystemFillColor", light: _RGBA(118, 118, 128, 0.12), dark: _RGBA(118, 118, 128, 0.24))
    }
    /// An overlay fill color for large areas that contain complex content: (116, 116, 128) at alpha 0.08.
    ///
    /// Light-mode value given; dynamic (see the file's header for the dark values' source).
    public class var quaternarySystemFill: UIColor {
        _dynamicSystem("quaternarySystemFillColor", light: _RGBA(116, 116, 128, 0.08), dark: _RGBA(118, 118, 128, 0.18))
    }
}
