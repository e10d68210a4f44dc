import Foundation

/// How iOS 17 draws a menu (UIKitBehaviour #291; measured from iOS 17 screenshots at 1x,
/// approximations where marked there).
enum _MenuMetrics {
    /// The platter's width.
    static let width: CGFloat = 250
    /// The platter's corner radius.
    static let cornerRadius: CGFloat = 13
    /// A row with a title only.
    static let rowHeight: CGFloat = 44
    /// The vertical padding of a row with a subtitle, above and below its two lines.
    static let subtitledRowPadding: CGFloat = 9
    /// A menu or inline group title's row.
    static let headerHeight: CGFloat = 34
    /// The band between inline groups.
    static let groupSeparatorHeight: CGFloat = 8
    /// The leading and trailing margins of a row's content.
    static let sideInset: CGFloat = 16
    /// Where a row's title starts when its group shows checkmarks.
    static let checkmarkedTitleInset: CGFloat = 44
    /// The width of the column a row's trailing image is centred in.
    static let imageColumn: CGFloat = 24
    /// Title, subtitle and header sizes.
    static let titleSize: CGFloat = 17
    static let subtitleSize: CGFloat = 15
    static let headerSize: CGFloat = 13
    /// The distance between the platter and the view it comes from.
    static let sourceGap: CGFloat = 8
    /// The margin the platter keeps from the window's safe area edges.
    static let screenMargin: CGFloat = 8
    /// The appearance: a spring of 0.45 s (damping 0.82) from 0.3 of the size, fading in,
    /// about the corner nearest the source (UIKitBehaviour #292).
    static let appearDuration: TimeInterval = 0.45
    static let appearDamping: CGFloat = 0.82
    static let initialScale: CGFloat = 0.3
    /// The dismissal: back towards the source while fading out, 0.25 s.
    static let dismissDuration: TimeInterval = 0.25

    /// A context menu's dimming of the screen behind the preview (a stand-in for the blur).
    static let contextDimming = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 0.45) : UIColor(white: 0, alpha: 0.2)
    })
    /// A context menu's preview grows from this scale to its size as it lifts (UIKitBehaviour #295).
    static let previewInitialScale: CGFloat = 0.95

    /// The platter's fill: a near-opaque stand-in for the system material (no blur).
    static let background = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.14, alpha: 0.97) : UIColor(white: 0.975, alpha: 0.97)
    })
    /// The band between inline groups.
    static let groupSeparator = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 0.35) : UIColor(white: 0, alpha: 0.08)
    })
    /// A highlighted row's fill.
    static let highlight = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.12) : UIColor(white: 0, alpha: 0.1)
    })
}
