import Foundation

/// The legacy customisations of a bar button item (iOS 5–12), the form apps most often set on
/// `UIBarButtonItem.appearance()`: background images and title offsets, for the item and for
/// the back button (UIKitBehaviour #440).
///
/// Only `UIBarMetrics.default` is drawn (the compact metrics are stored); an item's own
/// values win over its bar's button appearance.
extension UIBarButtonItem {
    /// Sets the image behind the item in `state` for `barMetrics`; nil removes it.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        _appearanceSetterCalled("setBackgroundImage/\(state.rawValue)/\(barMetrics.rawValue)") {
            $0.setBackgroundImage(backgroundImage, for: state, barMetrics: barMetrics)
        }
        _legacyLook.backgroundImages[_BarButtonItemLegacyLook.key(state, barMetrics)] = backgroundImage
        _itemDidChange()
    }

    /// The image behind the item in `state` for `barMetrics`.
    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        _legacyLook.backgroundImages[_BarButtonItemLegacyLook.key(state, barMetrics)]
    }

    /// Moves the item's title by `adjustment` for `barMetrics`.
    public func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        _appearanceSetterCalled("setTitlePositionAdjustment/\(barMetrics.rawValue)") {
            $0.setTitlePositionAdjustment(adjustment, for: barMetrics)
        }
        _legacyLook.titleOffsets[barMetrics.rawValue] = _BarButtonItemLegacyLook.finite(adjustment)
        _itemDidChange()
    }

    /// How far the item's title moves for `barMetrics`.
    public func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        _legacyLook.titleOffsets[barMetrics.rawValue] ?? .zero
    }

    /// Sets the image behind the back button in `state` for `barMetrics` (read from the item
    /// below the top one, or from `UIBarButtonItem.appearance()`).
    public func setBackButtonBackgroundImage(
        _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
    ) {
        _appearanceSetterCalled("setBackButtonBackgroundImage/\(state.rawValue)/\(barMetrics.rawValue)") {
            $0.setBackButtonBackgroundImage(backgroundImage, for: state, barMetrics: barMetrics)
        }
        _legacyLook.backBackgroundImages[_BarButtonItemLegacyLook.key(state, barMetrics)] = backgroundImage
    }

    /// The image behind the back button in `state` for `barMetrics`.
    public func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        _legacyLook.backBackgroundImages[_BarButtonItemLegacyLook.key(state, barMetrics)]
    }

    /// Moves the back button's title by `adjustment` for `barMetrics` (a large horizontal
    /// offset is the classic way to hide back titles).
    public func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        _appearanceSetterCalled("setBackButtonTitlePositionAdjustment/\(barMetrics.rawValue)") {
            $0.setBackButtonTitlePositionAdjustment(adjustment, for: barMetrics)
        }
        _legacyLook.backTitleOffsets[barMetrics.rawValue] = _BarButtonItemLegacyLook.finite(adjustment)
    }

    /// How far the back button's title moves for `barMetrics`.
    public func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        _legacyLook.backTitleOffsets[barMetrics.rawValue] ?? .zero
    }

    /// Gives `button` the background images and title offset: the item's own, else the bar's
    /// button appearance's.
    func _applyLegacyLook(to button: UIButton, appearance: UIBarButtonItemAppearance?, back: Bool) {
        let states: [(UIControl.State, UIBarButtonItemStateAppearance?)] =
            [(.normal, appearance?.normal), (.highlighted, appearance?.highlighted), (.disabled, appearance?.disabled)]
        for (state, stateLook) in states {
            let own =
                back
                ? backButtonBackgroundImage(for: state, barMetrics: .default)
                : backgroundImage(for: state, barMetrics: .default)
            if let image = own ?? stateLook?.backgroundImage { button.setBackgroundImage(image, for: state) }
        }
        let own =
            back
            ? _legacyLook.backTitleOffsets[UIBarMetrics.default.rawValue]
            : _legacyLook.titleOffsets[UIBarMetrics.default.rawValue]
        let offset = own ?? appearance?.normal.titlePositionAdjustment ?? .zero
        button.titleEdgeInsets = UIEdgeInsets(
            top: offset.vertical, left: offset.horizontal, bottom: -offset.vertical, right: -offset.horizontal)
    }
}

/// A bar button item's legacy background images and title offsets, as set.
struct _BarButtonItemLegacyLook {
    var backgroundImages: [String: UIImage] = [:]
    var titleOffsets: [Int: UIOffset] = [:]
    var backBackgroundImages: [String: UIImage] = [:]
    var backTitleOffsets: [Int: UIOffset] = [:]

    static func key(_ state: UIControl.State, _ metrics: UIBarMetrics) -> String {
        "\(state.rawValue)/\(metrics.rawValue)"
    }

    /// A non-finite part of an offset counts as 0.
    static func finite(_ offset: UIOffset) -> UIOffset {
        UIOffset(
            horizontal: offset.horizontal.isFinite ? offset.horizontal : 0,
            vertical: offset.vertical.isFinite ? offset.vertical : 0)
    }
}
