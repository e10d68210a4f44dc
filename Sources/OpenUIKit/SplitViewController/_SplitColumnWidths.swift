import Foundation

/// The width settings of a split view's sidebars and how they resolve (UIKitBehaviour #313).
///
/// A width in points (`preferred…ColumnWidth`) wins over a fraction of the split view's width
/// (`preferred…ColumnWidthFraction`); with neither, a sidebar is 320 points wide. The result
/// is clamped to the minimum and maximum (automatic: 0, and the split view's width — or 320
/// points for a classic split view's fraction, as iOS 8 did), then to the split view's width.
struct _SplitColumnWidths {
    /// One sidebar's settings, each `UISplitViewController.automaticDimension` by default.
    struct Setting {
        var preferred = UISplitViewController.automaticDimension
        var fraction = UISplitViewController.automaticDimension
        var minimum = UISplitViewController.automaticDimension
        var maximum = UISplitViewController.automaticDimension
    }

    /// The width of a sidebar with no preference (UNCONFIRMED beyond the classic maximum).
    static let standardWidth: CGFloat = 320

    var primary = Setting()
    var supplementary = Setting()

    /// The width `setting` resolves to in a split view `totalWidth` wide.
    static func resolve(_ setting: Setting, totalWidth: CGFloat, classic: Bool) -> CGFloat {
        let automatic = UISplitViewController.automaticDimension
        guard totalWidth.isFinite, totalWidth > 0 else { return 0 }
        var width = standardWidth
        var automaticMaximum = totalWidth
        if setting.preferred != automatic {
            width = setting.preferred
        } else if setting.fraction != automatic {
            width = setting.fraction * totalWidth
            if classic { automaticMaximum = standardWidth }
        }
        let minimum = setting.minimum != automatic ? setting.minimum : 0
        let maximum = setting.maximum != automatic ? setting.maximum : automaticMaximum
        width = min(max(width, minimum), maximum)
        return min(max(width, 0), totalWidth)
    }

    /// Whether `value` is acceptable for a width (`isFraction`: a fraction): the automatic
    /// dimension, or finite and not negative (a fraction at most 1).
    static func accepts(_ value: CGFloat, isFraction: Bool) -> Bool {
        if value == UISplitViewController.automaticDimension { return true }
        guard value.isFinite, value >= 0 else { return false }
        return !isFraction || value <= 1
    }
}

extension UISplitViewController {
    /// The primary column's width as a fraction of the split view's width; automatic by default.
    public var preferredPrimaryColumnWidthFraction: CGFloat {
        get { _widths.primary.fraction }
        set { _setWidth(\.primary.fraction, newValue, "preferredPrimaryColumnWidthFraction", isFraction: true) }
    }

    /// The primary column's width in points (iOS 14), winning over the fraction; automatic by default.
    public var preferredPrimaryColumnWidth: CGFloat {
        get { _widths.primary.preferred }
        set { _setWidth(\.primary.preferred, newValue, "preferredPrimaryColumnWidth", isFraction: false) }
    }

    /// The primary column's minimum width; automatic by default.
    public var minimumPrimaryColumnWidth: CGFloat {
        get { _widths.primary.minimum }
        set { _setWidth(\.primary.minimum, newValue, "minimumPrimaryColumnWidth", isFraction: false) }
    }

    /// The primary column's maximum width; automatic by default.
    public var maximumPrimaryColumnWidth: CGFloat {
        get { _widths.primary.maximum }
        set { _setWidth(\.primary.maximum, newValue, "maximumPrimaryColumnWidth", isFraction: false) }
    }

    /// The primary column's width now.
    public var primaryColumnWidth: CGFloat {
        _SplitColumnWidths.resolve(_widths.primary, totalWidth: _layoutSize.width, classic: _style == .unspecified)
    }

    /// The supplementary column's width as a fraction (iOS 14). A column-style property.
    public var preferredSupplementaryColumnWidthFraction: CGFloat {
        get {
            _requireColumnStyle()
            return _widths.supplementary.fraction
        }
        set {
            _requireColumnStyle()
            _setWidth(\.supplementary.fraction, newValue, "preferredSupplementaryColumnWidthFraction", isFraction: true)
        }
    }

    /// The supplementary column's width in points (iOS 14). A column-style property.
    public var preferredSupplementaryColumnWidth: CGFloat {
        get {
            _requireColumnStyle()
            return _widths.supplementary.preferred
        }
        set {
            _requireColumnStyle()
            _setWidth(\.supplementary.preferred, newValue, "preferredSupplementaryColumnWidth", isFraction: false)
        }
    }

    /// The supplementary column's minimum width (iOS 14). A column-style property.
    public var minimumSupplementaryColumnWidth: CGFloat {
        get {
            _requireColumnStyle()
            return _widths.supplementary.minimum
        }
        set {
            _requireColumnStyle()
            _setWidth(\.supplementary.minimum, newValue, "minimumSupplementaryColumnWidth", isFraction: false)
        }
    }

    /// The supplementary column's maximum width (iOS 14). A column-style property.
    public var maximumSupplementaryColumnWidth: CGFloat {
        get {
            _requireColumnStyle()
            return _widths.supplementary.maximum
        }
        set {
            _requireColumnStyle()
            _setWidth(\.supplementary.maximum, newValue, "maximumSupplementaryColumnWidth", isFraction: false)
        }
    }

    /// The supplementary column's width now (iOS 14). A column-style property.
    public var supplementaryColumnWidth: CGFloat {
        _requireColumnStyle()
        return _SplitColumnWidths.resolve(_widths.supplementary, totalWidth: _layoutSize.width, classic: false)
    }

    /// Stores a width setting; a negative, non-finite (or, for a fraction, above 1) value is
    /// reported and ignored (UIKitBehaviour #313).
    private func _setWidth(
        _ keyPath: WritableKeyPath<_SplitColumnWidths, CGFloat>, _ value: CGFloat, _ name: String, isFraction: Bool
    ) {
        guard _SplitColumnWidths.accepts(value, isFraction: isFraction) else {
            UIView._report("UISplitViewController.\(name): \(value) is not a width; ignored")
            return
        }
        _requireMutable("set\(name.prefix(1).uppercased())\(name.dropFirst()):")
        _widths[keyPath: keyPath] = value
        viewIfLoaded?.setNeedsLayout()
    }
}
