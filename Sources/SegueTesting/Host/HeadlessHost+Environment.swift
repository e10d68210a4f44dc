import Foundation
import OpenUIKit

/// The world around the app, as a test sets it: accessibility settings, the battery, and what
/// the app made the device do (haptics, accessibility notifications).
extension HeadlessHost {
    /// Turns accessibility settings on or off (nil leaves one as it is), posting each changed
    /// setting's status notification (`UIAccessibility.reduceMotionStatusDidChangeNotification`, …)
    /// on `NotificationCenter.default`, as iOS does when the user flips a switch in Settings.
    ///
    /// Every setting starts off, except `prefersCrossFadeTransitions` (Settings' "Prefer
    /// Cross-Fade Transitions", which counts only once Reduce Motion is on: UIKitBehaviour #242),
    /// `videoAutoplay` and `shakeToUndo`, which start on.
    public func setAccessibility(
        reduceMotion: Bool? = nil, prefersCrossFadeTransitions: Bool? = nil,
        reduceTransparency: Bool? = nil, voiceOver: Bool? = nil, boldText: Bool? = nil,
        darkerSystemColors: Bool? = nil, grayscale: Bool? = nil, invertColors: Bool? = nil,
        differentiateWithoutColor: Bool? = nil, switchControl: Bool? = nil,
        buttonShapes: Bool? = nil, onOffSwitchLabels: Bool? = nil, videoAutoplay: Bool? = nil,
        closedCaptioning: Bool? = nil, shakeToUndo: Bool? = nil
    ) {
        guard acceptsUse("setAccessibility(…)", at: _CallSite()) else { return }
        UIAccessibility._update { settings in
            func apply(_ value: Bool?, _ keyPath: WritableKeyPath<_AccessibilitySettings, Bool>) {
                if let value { settings[keyPath: keyPath] = value }
            }
            apply(reduceMotion, \.reduceMotion)
            apply(prefersCrossFadeTransitions, \.crossFadeTransitions)
            apply(reduceTransparency, \.reduceTransparency)
            apply(voiceOver, \.voiceOver)
            apply(boldText, \.boldText)
            apply(darkerSystemColors, \.darkerSystemColors)
            apply(grayscale, \.grayscale)
            apply(invertColors, \.invertColors)
            apply(differentiateWithoutColor, \.differentiateWithoutColor)
            apply(switchControl, \.switchControl)
            apply(buttonShapes, \.buttonShapes)
            apply(onOffSwitchLabels, \.onOffSwitchLabels)
            apply(videoAutoplay, \.videoAutoplay)
            apply(closedCaptioning, \.closedCaptioning)
            apply(shakeToUndo, \.shakeToUndo)
        }
    }

    /// One notification the app posted to assistive technologies.
    public struct PostedAccessibilityNotification {
        /// What was posted (`.screenChanged`, `.announcement`, …).
        public let notification: UIAccessibility.Notification
        /// Its argument (the element to focus, the announcement's string), if any.
        public let argument: Any?
        /// The media time it was posted at.
        public let time: CFTimeInterval
    }

    /// The notifications posted with `UIAccessibility.post(notification:argument:)` since the
    /// host was created, in order.
    public var postedAccessibilityNotifications: [PostedAccessibilityNotification] {
        UIApplication.shared._environment.postedAccessibilityNotifications.map {
            PostedAccessibilityNotification(notification: $0.notification, argument: $0.argument, time: $0.time)
        }
    }

    /// VoiceOver's escape gesture (a two-finger Z) with `element` focused: asks `element`,
    /// then each next responder up the chain, to `accessibilityPerformEscape()` until one
    /// returns true; returns whether one did.
    @discardableResult
    public func performAccessibilityEscape(from element: UIResponder) -> Bool {
        var responder: UIResponder? = element
        while let current = responder {
            if current.accessibilityPerformEscape() { return true }
            responder = current.next
        }
        return false
    }

    /// Sets the battery as the device reports it (the level clamped to 0…1, NaN ignored);
    /// apps see it while `UIDevice.current.isBatteryMonitoringEnabled`, which also posts the
    /// change notifications. The battery starts full at level 1.
    public func setBattery(level: Float, state: UIDevice.BatteryState) {
        UIDevice.current._setBattery(level: level, state: state)
    }

    /// One haptic the app played through a feedback generator.
    public struct HapticFeedback: Equatable, Sendable {
        /// What the generator played.
        public enum Kind: Equatable, Sendable {
            /// `UIImpactFeedbackGenerator`: its style and the intensity (1 for `impactOccurred()`).
            case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
            /// `UISelectionFeedbackGenerator.selectionChanged()`.
            case selection
            /// `UINotificationFeedbackGenerator.notificationOccurred(_:)`.
            case notification(UINotificationFeedbackGenerator.FeedbackType)
        }
        /// What was played.
        public let kind: Kind
        /// The location given with it (iOS 17.5's `at:` forms), in the generator's view's coordinates.
        public let location: CGPoint?
        /// The media time it was played at.
        public let time: CFTimeInterval
    }

    /// The haptics played since the host was created, in order.
    public var hapticFeedback: [HapticFeedback] {
        UIApplication.shared._environment.haptics.map { event in
            let kind: HapticFeedback.Kind
            switch event.kind {
            case .impact(let style, let intensity): kind = .impact(style, intensity: intensity)
            case .selection: kind = .selection
            case .notification(let type): kind = .notification(type)
            }
            return HapticFeedback(kind: kind, location: event.location, time: event.time)
        }
    }
}
