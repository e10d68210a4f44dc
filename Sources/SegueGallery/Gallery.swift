import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The gallery's demos, in the order `segue list` shows them: the twenty-one demos of UIKit's
/// transitions, then one per entry of the SegueTransitions catalogue.
public enum Gallery {
    /// Every demo.
    public static let demos: [any TransitionDemo] =
        [
            CrossDissolveDemo(),
            EdgeSwipeDemo(),
            CustomPresentationDemo(),
            RotatingNavigationDemo(),
            FadeNavigationDemo(),
            OneCallModalDemo(),
            TabSlideDemo(),
            SystemStylesDemo(),
            InterruptibleZoomDemo(),
            ListDetailDemo(),
            PhotoZoomDemo(),
            FormSheetKeyboardDemo(),
            AlertOverCardDemo(),
            BlurCardDemo(),
            SideMenuDemo(),
            PageCurlDemo(),
            SheetDetentsDemo(),
            MapSheetDemo(),
            SheetStackDemo(),
            ZoomTransitionDemo(),
            AppearanceSwitchDemo()
        ] + CatalogueTransitionDemo.all

    /// The demo named `name`, if any.
    public static func demo(named name: String) -> (any TransitionDemo)? {
        demos.first { $0.name == name }
    }
}
