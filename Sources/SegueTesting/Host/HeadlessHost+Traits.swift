import Foundation
import OpenUIKit

extension HeadlessHost {
    /// The system appearance the host simulates (Settings → Display & Brightness): `.light` by
    /// default. Setting it is `UIApplication.shared.updateSystemTraits` with the new style:
    /// every window and what it contains takes the new traits at once (`traitCollectionDidChange`,
    /// trait-change handlers, dynamic colours). `.unspecified` goes back to `.light`.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { UIScreen.main.traitCollection.userInterfaceStyle }
        set {
            guard acceptsUse("userInterfaceStyle", at: _CallSite()) else { return }
            UIApplication.shared.updateSystemTraits { $0.userInterfaceStyle = newValue }
        }
    }

    /// The text size the host simulates (Settings → Accessibility → Larger Text): `.large` by
    /// default. Setting it updates every window's traits and posts
    /// `UIContentSizeCategory.didChangeNotification`. `.unspecified` goes back to `.large`.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { UIScreen.main.traitCollection.preferredContentSizeCategory }
        set {
            guard acceptsUse("preferredContentSizeCategory", at: _CallSite()) else { return }
            UIApplication.shared.updateSystemTraits { $0.preferredContentSizeCategory = newValue }
        }
    }
}
