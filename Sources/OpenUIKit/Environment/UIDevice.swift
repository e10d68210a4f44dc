import Foundation

/// The device the app runs on: its model, system, idiom, orientation and battery.
///
/// Segue answers as an iPhone (or an iPad, when the host's screen is iPad-sized) running
/// iOS 17.5 — the release whose API Segue follows (UIKitBehaviour #240). The orientation and
/// battery are the host's: `HeadlessHost.rotate(to:)` and `setBattery(level:state:)` change them.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device the app runs on.
    open class var current: UIDevice { _current }
    private static let _current = UIDevice(_internal: ())

    init(_internal: Void) { super.init() }

    private var environment: _EnvironmentState { UIApplication._shared._environment }

    // MARK: Identity

    /// The device's name: the generic model name ("iPhone", "iPad"), as iOS 16 and later
    /// answer apps without the user-assigned-name entitlement.
    open var name: String { model }

    /// The model: "iPhone" or "iPad".
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    /// The model, localized (English: the same as `model`).
    open var localizedModel: String { model }

    /// The operating system's name: "iOS" (iPadOS answers "iPadOS" on an iPad).
    open var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }

    /// The operating system's version: "17.5" (UIKitBehaviour #240).
    open var systemVersion: String { "17.5" }

    /// The kind of interface: `.pad` when the host's screen is at least 700 points on its
    /// shorter side, `.phone` otherwise (UIKitBehaviour #240).
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        let size = UIScreen._main.bounds.size
        return min(size.width, size.height) >= 700 ? .pad : .phone
    }

    /// An identifier for the app's vendor on this device: one UUID for the life of the process.
    open var identifierForVendor: UUID? { UIDevice.vendorIdentifier }
    private static let vendorIdentifier = UUID()

    /// Whether the device runs more than one app at a time: true.
    open var isMultitaskingSupported: Bool { true }

    /// Plays the keyboard's click: Segue has no sound, so it does nothing.
    open func playInputClick() {}

    // MARK: Orientation

    /// The device's physical orientation; `.portrait` until the host rotates it.
    ///
    /// UIKit answers `.unknown` while orientation notifications are not being generated;
    /// Segue's device always knows its orientation (UIKitBehaviour #241).
    open var orientation: UIDeviceOrientation { environment.deviceOrientation }

    /// Whether `orientationDidChangeNotification` is being posted.
    open var isGeneratingDeviceOrientationNotifications: Bool { environment.orientationNotificationRequests > 0 }

    /// Starts posting `orientationDidChangeNotification`; calls nest and must be balanced by
    /// `endGeneratingDeviceOrientationNotifications()`.
    open func beginGeneratingDeviceOrientationNotifications() {
        environment.orientationNotificationRequests += 1
    }

    /// Balances one `beginGeneratingDeviceOrientationNotifications()`; an unbalanced call does
    /// nothing.
    open func endGeneratingDeviceOrientationNotifications() {
        environment.orientationNotificationRequests = max(0, environment.orientationNotificationRequests - 1)
    }

    /// Posted when the device's orientation changes, while notifications are being generated.
    public nonisolated static let orientationDidChangeNotification =
        NSNotification.Name("UIDeviceOrientationDidChangeNotification")

    /// Changes the device's orientation (the host turned it), posting
    /// `orientationDidChangeNotification` when notifications are being generated.
    func _setOrientation(_ orientation: UIDeviceOrientation) {
        guard orientation != environment.deviceOrientation else { return }
        environment.deviceOrientation = orientation
        if isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
        }
    }

    // MARK: Battery

    /// Whether the battery is monitored; while it is not, `batteryState` is `.unknown` and
    /// `batteryLevel` is -1, as in UIKit.
    open var isBatteryMonitoringEnabled: Bool {
        get { environment.isBatteryMonitoringEnabled }
        set { environment.isBatteryMonitoringEnabled = newValue }
    }

    /// The battery's charge from 0 to 1, or -1 while it is not monitored.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? environment.batteryLevel : -1 }

    /// The battery's state, or `.unknown` while it is not monitored.
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? environment.batteryState : .unknown }

    /// Posted when the battery's state changes, while it is monitored.
    public nonisolated static let batteryStateDidChangeNotification =
        NSNotification.Name("UIDeviceBatteryStateDidChangeNotification")

    /// Posted when the battery's level changes, while it is monitored.
    public nonisolated static let batteryLevelDidChangeNotification =
        NSNotification.Name("UIDeviceBatteryLevelDidChangeNotification")

    /// Sets the battery as the host reports it (the level clamped to 0…1; NaN is ignored),
    /// posting the change notifications while the battery is monitored.
    package func _setBattery(level: Float, state: BatteryState) {
        let levelChanged = level.isFinite && min(max(level, 0), 1) != environment.batteryLevel
        let stateChanged = state != environment.batteryState
        if levelChanged { environment.batteryLevel = min(max(level, 0), 1) }
        if stateChanged { environment.batteryState = state }
        guard isBatteryMonitoringEnabled else { return }
        if stateChanged {
            NotificationCenter.default.post(name: UIDevice.batteryStateDidChangeNotification, object: self)
        }
        if levelChanged {
            NotificationCenter.default.post(name: UIDevice.batteryLevelDidChangeNotification, object: self)
        }
    }

    /// The battery's state.
    public enum BatteryState: Int, Sendable {
        /// Not known (monitoring is off).
        case unknown = 0
        /// On battery, discharging.
        case unplugged = 1
        /// Plugged in, charging.
        case charging = 2
        /// Plugged in, fully charged.
        case full = 3
    }

    // MARK: Proximity

    /// Whether the proximity sensor is monitored; Segue's device has none, so setting it to
    /// true leaves it false, as on a device without the sensor.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    /// Whether the proximity sensor is close to the user: always false.
    open var proximityState: Bool { false }
}
