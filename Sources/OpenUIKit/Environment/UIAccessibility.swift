import Foundation

/// The system's accessibility settings and the notifications assistive technologies read.
///
/// The settings are the host's (`HeadlessHost.setAccessibility(…)`): all off by default.
/// Changing one posts its status notification on `NotificationCenter.default`. Notifications
/// posted to assistive technologies with `post(notification:argument:)` are recorded by the
/// host (`HeadlessHost.postedAccessibilityNotifications`).
@preconcurrency @MainActor
public enum UIAccessibility {
    private static var settings: _AccessibilitySettings { UIApplication._shared._environment.accessibility }

    /// Whether Reduce Motion is on.
    public static var isReduceMotionEnabled: Bool { settings.reduceMotion }

    /// Whether Reduce Motion and Prefer Cross-Fade Transitions are both on; UIKit's built-in
    /// transitions then cross-fade instead of sliding (UIKitBehaviour #242).
    public static var prefersCrossFadeTransitions: Bool { settings.reduceMotion && settings.crossFadeTransitions }

    /// Whether Reduce Transparency is on.
    public static var isReduceTransparencyEnabled: Bool { settings.reduceTransparency }

    /// Whether VoiceOver is running.
    public static var isVoiceOverRunning: Bool { settings.voiceOver }

    /// Whether Bold Text is on.
    public static var isBoldTextEnabled: Bool { settings.boldText }

    /// Whether Increase Contrast (darker system colours) is on.
    public static var isDarkerSystemColorsEnabled: Bool { settings.darkerSystemColors }

    /// Whether Grayscale is on.
    public static var isGrayscaleEnabled: Bool { settings.grayscale }

    /// Whether Classic or Smart Invert is on.
    public static var isInvertColorsEnabled: Bool { settings.invertColors }

    /// Whether Differentiate Without Color is on.
    public static var shouldDifferentiateWithoutColor: Bool { settings.differentiateWithoutColor }

    /// Whether Switch Control is running.
    public static var isSwitchControlRunning: Bool { settings.switchControl }

    /// Whether Auto-Play Video Previews is on (on by default).
    public static var isVideoAutoplayEnabled: Bool { settings.videoAutoplay }

    /// Whether On/Off Labels is on.
    public static var isOnOffSwitchLabelsEnabled: Bool { settings.onOffSwitchLabels }

    /// Whether Button Shapes is on.
    public static var buttonShapesEnabled: Bool { settings.buttonShapes }

    /// Whether closed captions are on.
    public static var isClosedCaptioningEnabled: Bool { settings.closedCaptioning }

    /// Whether Mono Audio is on.
    public static var isMonoAudioEnabled: Bool { settings.monoAudio }

    /// Whether Speak Screen is on.
    public static var isSpeakScreenEnabled: Bool { settings.speakScreen }

    /// Whether Speak Selection is on.
    public static var isSpeakSelectionEnabled: Bool { settings.speakSelection }

    /// Whether Shake to Undo is on (on by default).
    public static var isShakeToUndoEnabled: Bool { settings.shakeToUndo }

    /// Whether Guided Access is on.
    public static var isGuidedAccessEnabled: Bool { settings.guidedAccess }

    /// Whether AssistiveTouch is running.
    public static var isAssistiveTouchRunning: Bool { settings.assistiveTouch }

    /// Tells assistive technologies that something happened: the screen or layout changed,
    /// an announcement to speak, a page scrolled.
    ///
    /// Segue has no assistive technology: the host records the notification and its argument
    /// (`HeadlessHost.postedAccessibilityNotifications`). An `.announcement` posts
    /// `announcementDidFinishNotification` on the next turn of the main loop, as if spoken
    /// at once (UIKitBehaviour #243).
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        let application = UIApplication._shared
        application._environment.postedAccessibilityNotifications.append(
            (notification, argument, CACurrentMediaTime()))
        guard notification == .announcement else { return }
        let text = (argument as? String) ?? (argument as? NSAttributedString)?.string ?? ""
        application._performOnNextTurn {
            NotificationCenter.default.post(
                name: UIAccessibility.announcementDidFinishNotification, object: nil,
                userInfo: [
                    UIAccessibility.announcementStringValueUserInfoKey: text,
                    UIAccessibility.announcementWasSuccessfulUserInfoKey: true
                ])
        }
    }

    // MARK: Status notifications

    /// Posted when Reduce Motion turns on or off.
    public nonisolated static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Prefer Cross-Fade Transitions turns on or off.
    public nonisolated static let prefersCrossFadeTransitionsStatusDidChange = NSNotification.Name(
        "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    /// Posted when Reduce Transparency turns on or off.
    public nonisolated static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when VoiceOver starts or stops.
    public nonisolated static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Bold Text turns on or off.
    public nonisolated static let boldTextStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when Increase Contrast turns on or off.
    public nonisolated static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when Grayscale turns on or off.
    public nonisolated static let grayscaleStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityGrayscaleStatusDidChangeNotification")
    /// Posted when Invert Colors turns on or off.
    public nonisolated static let invertColorsStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityInvertColorsStatusDidChangeNotification")
    /// Posted when Differentiate Without Color turns on or off.
    public nonisolated static let differentiateWithoutColorDidChangeNotification = NSNotification.Name(
        "UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    /// Posted when Switch Control starts or stops.
    public nonisolated static let switchControlStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when Auto-Play Video Previews turns on or off.
    public nonisolated static let videoAutoplayStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVideoAutoplayStatusDidChangeNotification")
    /// Posted when On/Off Labels turns on or off.
    public nonisolated static let onOffSwitchLabelsDidChangeNotification = NSNotification.Name(
        "UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
    /// Posted when Button Shapes turns on or off.
    public nonisolated static let buttonShapesEnabledStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    /// Posted when closed captioning turns on or off.
    public nonisolated static let closedCaptioningStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    /// Posted when Mono Audio turns on or off.
    public nonisolated static let monoAudioStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityMonoAudioStatusDidChangeNotification")
    /// Posted when Speak Screen turns on or off.
    public nonisolated static let speakScreenStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilitySpeakScreenStatusDidChangeNotification")
    /// Posted when Speak Selection turns on or off.
    public nonisolated static let speakSelectionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilitySpeakSelectionStatusDidChangeNotification")
    /// Posted when Shake to Undo turns on or off.
    public nonisolated static let shakeToUndoDidChangeNotification = NSNotification.Name(
        "UIAccessibilityShakeToUndoDidChangeNotification")
    /// Posted when Guided Access turns on or off.
    public nonisolated static let guidedAccessStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityGuidedAccessStatusDidChangeNotification")
    /// Posted when AssistiveTouch starts or stops.
    public nonisolated static let assistiveTouchStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityAssistiveTouchStatusDidChangeNotification")
    /// Posted when an announcement finished (its `userInfo` has the string and whether it was spoken).
    public nonisolated static let announcementDidFinishNotification = NSNotification.Name(
        "UIAccessibilityAnnouncementDidFinishNotification")
    /// The announced string, in `announcementDidFinishNotification`'s `userInfo`.
    public nonisolated static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    /// Whether the announcement was spoken, in `announcementDidFinishNotification`'s `userInfo`.
    public nonisolated static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"

    /// Changes the settings (the host's), posting a status notification for each that changed.
    package static func _update(_ change: (inout _AccessibilitySettings) -> Void) {
        let environment = UIApplication._shared._environment
        let old = environment.accessibility
        var new = old
        change(&new)
        environment.accessibility = new
        let center = NotificationCenter.default
        func post(_ changed: Bool, _ name: NSNotification.Name) { if changed { center.post(name: name, object: nil) } }
        post(old.reduceMotion != new.reduceMotion, reduceMotionStatusDidChangeNotification)
        post(
            (old.reduceMotion && old.crossFadeTransitions) != (new.reduceMotion && new.crossFadeTransitions),
            prefersCrossFadeTransitionsStatusDidChange)
        post(old.reduceTransparency != new.reduceTransparency, reduceTransparencyStatusDidChangeNotification)
        post(old.voiceOver != new.voiceOver, voiceOverStatusDidChangeNotification)
        post(old.boldText != new.boldText, boldTextStatusDidChangeNotification)
        post(old.darkerSystemColors != new.darkerSystemColors, darkerSystemColorsStatusDidChangeNotification)
        post(old.grayscale != new.grayscale, grayscaleStatusDidChangeNotification)
        post(old.invertColors != new.invertColors, invertColorsStatusDidChangeNotification)
        post(
            old.differentiateWithoutColor != new.differentiateWithoutColor,
            differentiateWithoutColorDidChangeNotification)
        post(old.switchControl != new.switchControl, switchControlStatusDidChangeNotification)
        post(old.videoAutoplay != new.videoAutoplay, videoAutoplayStatusDidChangeNotification)
        post(old.onOffSwitchLabels != new.onOffSwitchLabels, onOffSwitchLabelsDidChangeNotification)
        post(old.buttonShapes != new.buttonShapes, buttonShapesEnabledStatusDidChangeNotification)
        post(old.closedCaptioning != new.closedCaptioning, closedCaptioningStatusDidChangeNotification)
        post(old.monoAudio != new.monoAudio, monoAudioStatusDidChangeNotification)
        post(old.speakScreen != new.speakScreen, speakScreenStatusDidChangeNotification)
        post(old.speakSelection != new.speakSelection, speakSelectionStatusDidChangeNotification)
        post(old.shakeToUndo != new.shakeToUndo, shakeToUndoDidChangeNotification)
        post(old.guidedAccess != new.guidedAccess, guidedAccessStatusDidChangeNotification)
        post(old.assistiveTouch != new.assistiveTouch, assistiveTouchStatusDidChangeNotification)
    }
}
