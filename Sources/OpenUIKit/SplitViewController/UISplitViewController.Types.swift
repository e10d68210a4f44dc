import Foundation

extension UISplitViewController {
    /// How many columns a split view controller manages (iOS 14); `.unspecified` is the
    /// classic two-controller interface of `init(nibName:bundle:)`.
    public enum Style: Int, @unchecked Sendable {
        /// The classic interface: `viewControllers` holds a primary and a secondary controller.
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }

    /// The columns of a column-style split view controller (iOS 14).
    public enum Column: Int, @unchecked Sendable {
        /// The leading sidebar.
        case primary = 0
        /// The middle column of a triple-column split view.
        case supplementary = 1
        /// The content (detail) column.
        case secondary = 2
        /// The controller shown alone while the split view is collapsed, if set.
        case compact = 3
    }

    /// How the columns are arranged (UIKitBehaviour #312).
    public enum DisplayMode: Int, @unchecked Sendable {
        /// The split view chooses for the space it has; `displayMode` never reads it.
        case automatic = 0
        /// Only the secondary column shows.
        case secondaryOnly = 1
        /// One column (primary; supplementary in a triple-column split) beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary, which is dimmed.
        case oneOverSecondary = 3
        /// Primary and supplementary beside the secondary (triple column only).
        case twoBesideSecondary = 4
        /// Primary and supplementary over the dimmed secondary (triple column only).
        case twoOverSecondary = 5
        /// Primary and supplementary push the dimmed secondary off the trailing edge (triple column only).
        case twoDisplaceSecondary = 6

        /// The iOS 8 name of `.secondaryOnly`.
        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.secondaryOnly")
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// The iOS 8 name of `.oneBesideSecondary`.
        @available(
            iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneBesideSecondary"
        )
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// The iOS 8 name of `.oneOverSecondary`.
        @available(
            iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneOverSecondary"
        )
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// How the sidebars share the width with the secondary column (iOS 14): which display
    /// modes are allowed (UIKitBehaviour #312).
    public enum SplitBehavior: Int, @unchecked Sendable {
        /// Chosen from the split view's size: tile in landscape, overlay in portrait.
        case automatic = 0
        /// Side by side: `.secondaryOnly`, `.oneBesideSecondary`, `.twoBesideSecondary`.
        case tile = 1
        /// Over the secondary: `.secondaryOnly`, `.oneOverSecondary`, `.twoOverSecondary`.
        case overlay = 2
        /// Pushing the secondary aside: `.secondaryOnly`, `.oneBesideSecondary`, `.twoDisplaceSecondary`.
        case displace = 3
    }

    /// The edge the primary column sits at.
    public enum PrimaryEdge: Int, @unchecked Sendable {
        /// The leading (left) edge, the default.
        case leading = 0
        /// The trailing (right) edge.
        case trailing = 1
    }

    /// The background of the primary column (iOS 13).
    public enum BackgroundStyle: Int, @unchecked Sendable {
        /// No special background, the default.
        case none = 0
        /// The sidebar material (drawn as `.none`, see docs/Deviations.md).
        case sidebar = 1
    }

    /// Whether a column-style split view shows its display-mode button (iOS 14.5).
    public enum DisplayModeButtonVisibility: Int, @unchecked Sendable {
        /// Shown when `presentsWithGesture` is true and the display mode has a column to show or hide.
        case automatic = 0
        /// Never shown.
        case never = 1
        /// Shown even when `presentsWithGesture` is false.
        case always = 2
    }

    /// The value of the width properties that asks for the system's width (UIKitBehaviour #313).
    nonisolated public static let automaticDimension: CGFloat = -1
}
