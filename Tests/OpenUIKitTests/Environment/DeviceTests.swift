import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `UIDevice.current` as an iPhone (or iPad) running iOS 17.5 (UIKitBehaviour #240, #241).
@MainActor
@Suite struct DeviceTests {
    @Test func aPhoneSizedHostIsAnIPhoneRunningIOS() {
        let host = HeadlessHost()
        let device = UIDevice.current
        expectEqual(device.userInterfaceIdiom, .phone)
        #expect(device.model == "iPhone" && device.localizedModel == "iPhone" && device.name == "iPhone")
        expectEqual(device.systemName, "iOS")
        expectEqual(device.systemVersion, "17.5")
        #expect(device.identifierForVendor != nil && device.identifierForVendor == UIDevice.current.identifierForVendor)
        expectEqual(device.orientation, .portrait)
        #expect(host.reports.isEmpty)
    }

    @Test func anIPadSizedHostIsAnIPad() {
        _ = HeadlessHost(screenSize: CGSize(width: 820, height: 1180))
        expectEqual(UIDevice.current.userInterfaceIdiom, .pad)
        expectEqual(UIDevice.current.model, "iPad")
        expectEqual(UIDevice.current.systemName, "iPadOS")
    }

    @Test func theBatteryIsUnknownUntilMonitoredAndPostsChangesWhileMonitored() {
        let host = HeadlessHost()
        let device = UIDevice.current
        #expect(device.batteryState == .unknown && device.batteryLevel == -1)
        let log = NotificationLog([
            UIDevice.batteryLevelDidChangeNotification, UIDevice.batteryStateDidChangeNotification
        ])
        host.setBattery(level: 0.5, state: .unplugged)
        #expect(log.names.isEmpty, "not monitored: no notifications")
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryState == .unplugged && device.batteryLevel == 0.5)
        host.setBattery(level: 7, state: .charging)
        #expect(device.batteryLevel == 1, "clamped")
        host.setBattery(level: .nan, state: .charging)
        #expect(device.batteryLevel == 1, "NaN is ignored")
        expectEqual(
            log.names, ["UIDeviceBatteryStateDidChangeNotification", "UIDeviceBatteryLevelDidChangeNotification"])
        log.stop()
    }

    @Test func orientationNotificationsNestAndAnUnbalancedEndDoesNothing() {
        _ = HeadlessHost()
        let device = UIDevice.current
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
    }

    @Test func orientationValues() {
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        #expect(UIDeviceOrientation.landscapeLeft.isLandscape && UIInterfaceOrientation.landscapeRight.isLandscape)
        expectEqual(UIInterfaceOrientation.landscapeLeft.rawValue, UIDeviceOrientation.landscapeRight.rawValue)
        expectEqual(UIInterfaceOrientationMask.allButUpsideDown, [.portrait, .landscape])
        expectEqual(UIInterfaceOrientationMask.all.rawValue, 30)
    }
}
