import Foundation

/// The legacy bar styles: light (default) or dark (UIKitBehaviour #305).
public enum UIBarStyle: Int, @unchecked Sendable {
    /// The light look: dark text on the light material.
    case `default` = 0
    /// The dark look: light text on the dark material.
    case black = 1
    /// Deprecated in iOS 7: `.black` with `isTranslucent` false.
    case blackOpaque = 2
    /// Deprecated in iOS 7: `.black` with `isTranslucent` true.
    case blackTranslucent = 3
}

/// The bar sizes a legacy background image is set for.
public enum UIBarMetrics: Int, @unchecked Sendable {
    /// The standard height.
    case `default` = 0
    /// The compact height (phones in landscape).
    case compact = 1
    /// The standard height with a prompt.
    case defaultPrompt = 101
    /// The compact height with a prompt.
    case compactPrompt = 102
}

/// Where a bar sits relative to the content.
public enum UIBarPosition: Int, @unchecked Sendable {
    /// Not known.
    case any = 0
    /// At the bottom of the content.
    case bottom = 1
    /// At the top of the content.
    case top = 2
    /// At the top of the screen, with its background under the status bar.
    case topAttached = 3
}
