import Foundation

extension UIAccessibility {
    /// A notification posted to assistive technologies with `post(notification:argument:)`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        /// Creates a notification from its raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared; the argument is the element to focus, or nil.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed; the argument is the element to focus, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak; the argument is the string.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is the string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pauses an assistive technology; the argument names it.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Resumes an assistive technology; the argument names it.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }
}

/// Values that describe an accessibility element's behaviour.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    /// Creates traits from their raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Static text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary of the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled; does not respond to input.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Updates its label or value often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Can be adjusted continuously (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Allows direct touch interaction.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// A header dividing content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A toggle button (iOS 17).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
    /// Supports zooming (iOS 17).
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 54)
}
