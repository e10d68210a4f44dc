import Foundation

// The trait value types of UIKit's `UIInterface.h`, one header's worth of small enumerations.

/// Constants that indicate the interface style: light or dark.
///
/// Raw values are UIKit's (`UIUserInterfaceStyle` in `UIInterface.h`).
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// An unspecified interface style; the trait is inherited.
    case unspecified = 0
    /// The light interface style.
    case light = 1
    /// The dark interface style.
    case dark = 2
}

/// Constants that indicate the size class of an interface dimension.
///
/// Raw values are UIKit's (`UIUserInterfaceSizeClass` in `UIInterface.h`).
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    /// An unspecified size class.
    case unspecified = 0
    /// A compact size class: a phone's width, or its height in landscape.
    case compact = 1
    /// A regular size class: a phone's height in portrait, an iPad's width and height.
    case regular = 2
}

/// Constants that indicate the elevation of the interface: base or elevated (a sheet, a popover).
///
/// Raw values are UIKit's (`UIUserInterfaceLevel` in `UIInterface.h`).
public enum UIUserInterfaceLevel: Int, Sendable, Hashable {
    /// An unspecified level.
    case unspecified = -1
    /// The level of the main window's content.
    case base = 0
    /// The level of content shown above the base level, such as presented sheets.
    case elevated = 1
}

/// Constants that indicate the layout direction of a trait environment.
///
/// Raw values are UIKit's (`UITraitEnvironmentLayoutDirection` in `UIInterface.h`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// An unspecified layout direction.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// Constants that indicate the contrast setting: normal or increased.
///
/// Raw values are UIKit's (`UIAccessibilityContrast` in `UIInterface.h`).
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
    /// An unspecified contrast.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// Increased contrast (the Increase Contrast setting).
    case high = 1
}

/// Constants that indicate the font weight setting: regular or bold text.
///
/// Raw values are UIKit's (`UILegibilityWeight` in `UIInterface.h`).
public enum UILegibilityWeight: Int, Sendable, Hashable {
    /// An unspecified weight.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold text (the Bold Text setting).
    case bold = 1
}
