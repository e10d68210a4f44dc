import Foundation

/// What the application keeps of the world around it for the attached host: the device's
/// orientation and battery, the accessibility settings, the application's lifecycle state,
/// its window scene, and the haptics and accessibility announcements made (which the host
/// reads back).
///
/// One per `_ApplicationSession`, so `UIApplication.attach(_:)` starts a host with a portrait,
/// foreground-active device and every accessibility setting off.
@MainActor
package final class _EnvironmentState {
    // MARK: The device

    /// `UIDevice.current.orientation`.
    var deviceOrientation = UIDeviceOrientation.portrait
    /// How many `beginGeneratingDeviceOrientationNotifications()` calls are not yet balanced.
    var orientationNotificationRequests = 0
    /// `UIDevice.current.isBatteryMonitoringEnabled`.
    var isBatteryMonitoringEnabled = false
    /// The battery as the host reports it (read through `UIDevice` only while monitoring).
    var batteryLevel: Float = 1
    var batteryState = UIDevice.BatteryState.full

    // MARK: Accessibility settings

    /// The accessibility settings, by `UIAccessibility` property.
    package var accessibility = _AccessibilitySettings()
    /// The accessibility notifications posted with `UIAccessibility.post(notification:argument:)`.
    package var postedAccessibilityNotifications:
        [(notification: UIAccessibility.Notification, argument: Any?, time: CFTimeInterval)] = []

    // MARK: Haptics

    /// The feedback generators' haptics, in the order they were played.
    package var haptics: [_HapticEvent] = []

    // MARK: Lifecycle and scenes

    /// `UIApplication.shared.applicationState`.
    var applicationState = UIApplication.State.active
    /// The one window scene every window of the session joins (made on first use).
    var _windowScene: UIWindowScene?
    /// The scene's interface orientation (follows the host's rotations).
    var interfaceOrientation = UIInterfaceOrientation.portrait

    init() {}
}

/// The accessibility settings a host can turn on (`UIAccessibility`'s status properties).
package struct _AccessibilitySettings: Equatable, Sendable {
    package var reduceMotion = false
    /// The "Prefer Cross-Fade Transitions" switch (counts only with Reduce Motion on).
    package var crossFadeTransitions = true
    package var reduceTransparency = false
    package var voiceOver = false
    package var boldText = false
    package var darkerSystemColors = false
    package var grayscale = false
    package var invertColors = false
    package var differentiateWithoutColor = false
    package var switchControl = false
    package var videoAutoplay = true
    package var onOffSwitchLabels = false
    package var buttonShapes = false
    package var closedCaptioning = false
    package var monoAudio = false
    package var speakScreen = false
    package var speakSelection = false
    package var shakeToUndo = true
    package var guidedAccess = false
    package var assistiveTouch = false

    package init() {}
}

/// One haptic played by a feedback generator.
package struct _HapticEvent: Sendable {
    /// The generator's class and what it played.
    package enum Kind: Sendable, Equatable {
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        case selection
        case notification(UINotificationFeedbackGenerator.FeedbackType)
    }
    package let kind: Kind
    /// The location given (in the view's coordinates), if any.
    package let location: CGPoint?
    /// The media time it was played at.
    package let time: CFTimeInterval
}

extension UIApplication {
    /// The environment of the attached host's session.
    package var _environment: _EnvironmentState { _session.environment }
}
