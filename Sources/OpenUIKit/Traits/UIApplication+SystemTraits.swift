import Foundation

/// The system settings a host simulates: Dark Mode, the text size, Increase Contrast, Bold
/// Text and the layout direction.
extension UIApplication {
    /// The text size the user chose (the main screen's preferred content size category).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        UIScreen._main.traitCollection.preferredContentSizeCategory
    }

    /// Segue addition: the host's system settings changed, as a user changing them in Settings
    /// does on a device.
    ///
    /// `mutations` sets the traits the settings control — `userInterfaceStyle`,
    /// `preferredContentSizeCategory`, `accessibilityContrast`, `legibilityWeight`,
    /// `layoutDirection`; a trait set to its unspecified value goes back to the device default
    /// (light, Large, normal, regular, left to right). Other traits come from the screen and the
    /// window sizes; changing them here is reported and ignored. Every window and what it
    /// contains then updates its traits at once (`traitCollectionDidChange(_:)`, trait-change
    /// handlers, dynamic colours), and a new text size posts
    /// `UIContentSizeCategory.didChangeNotification`.
    public func updateSystemTraits(_ mutations: (inout any UIMutableTraits) -> Void) {
        let screen = UIScreen._main
        let old = screen._systemTraits
        var traits: any UIMutableTraits = _MutableTraitValues(values: old)
        mutations(&traits)
        let changed = (traits as? _MutableTraitValues)?.values ?? old
        var settings = UIScreen._defaultSystemTraits.applying(changed)
        for trait in [
            UITraitUserInterfaceIdiom.self, UITraitDisplayScale.self, UITraitHorizontalSizeClass.self,
            UITraitVerticalSizeClass.self, UITraitUserInterfaceLevel.self
        ] as [UITrait]
        where changed.contains(trait) {
            UIView._report(
                "UIApplication.updateSystemTraits: \(trait.name) comes from the screen and window sizes; ignored")
            settings.remove(trait)
        }
        guard settings != old else { return }
        screen._systemTraits = settings
        screen._publishTraits()
        _TraitUpdate.refreshAllWindows()
        if settings.preferredContentSizeCategory != old.preferredContentSizeCategory {
            NotificationCenter.default.post(
                name: UIContentSizeCategory.didChangeNotification, object: self,
                userInfo: [
                    UIContentSizeCategory.newValueUserInfoKey: settings.preferredContentSizeCategory?.rawValue ?? ""
                ])
        }
    }
}
