import Foundation
import OpenUIKit
import TestSupport
import Testing

/// `didReceiveMemoryWarning()`: overridable, does nothing by default, callable through `super`.
@MainActor
@Suite struct ViewControllerMemoryWarningTests {
    final class CachingViewController: UIViewController {
        var cache: [String: Int]? = ["thumbnail": 1]
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            cache = nil
        }
    }

    @Test func anOverrideRunsAndSuperDoesNothing() {
        let controller = CachingViewController()
        controller.didReceiveMemoryWarning()
        expectEqual(controller.cache, nil)
        let plain = UIViewController()
        plain.didReceiveMemoryWarning()
        #expect(!plain.isViewLoaded)  // the default neither loads nor releases the view
    }

    @Test func theNotificationNameIsUIKits() {
        #expect(
            UIApplication.didReceiveMemoryWarningNotification.rawValue
                == "UIApplicationDidReceiveMemoryWarningNotification")
    }
}
