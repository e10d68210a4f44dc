import Foundation

/// The style of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Chosen by the system from the interface style: dark content in light mode.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3

    /// Whether the content is drawn light (white).
    ///
    /// `.default` is dark content: Segue's interface is light (UIKitBehaviour #248).
    var drawsLightContent: Bool { self == .lightContent }
}

/// How the status bar animates when it is shown or hidden.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// Fades in and out.
    case fade = 1
    /// Slides in from and out to the top edge.
    case slide = 2
}
