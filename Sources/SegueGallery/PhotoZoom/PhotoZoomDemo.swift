import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 11, photo grid → detail: a `UICollectionViewController` grid of photos (a flow layout,
/// three 128-point squares to a row, 3 points apart) pushes a photo's detail, the photo zooming
/// out of its cell — the cell's frame converted into the transition's container — and back
/// into the cell on a pop, from the back button or a drag down the detail screen.
///
/// Scenarios (window points on a 390 × 844 screen; below the 44-point navigation bar the cells
/// are 131 points apart): zoom in from photo 5; zoom out with the back button; zoom in from a
/// grid scrolled 256 points (photo 14, its cell at y 268…396, the top row cut by the bar); a
/// drag down that finishes the zoom out into that scrolled grid, and one let go early (slowly,
/// so it is cancelled).
public struct PhotoZoomDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    /// The demo's command-line name.
    public let name = "photo-zoom"

    /// What the demo shows, in one line.
    public let summary =
        "A photo zooms out of its grid cell into a detail screen and back, from a scrolled grid and with a drag"

    /// Makes the demo's screen, to install as a window's root.
    public func makeRootViewController() -> UIViewController {
        PhotoNavigationController()
    }

    /// How far the scrolled scenarios scroll the grid.
    nonisolated static let scrolled: CGFloat = 256

    /// The runs the gallery renders (see the type's discussion).
    public var scenarios: [DemoScenario] {
        func grid(_ root: UIViewController) -> PhotoGridViewController? { (root as? PhotoNavigationController)?.grid }
        let fifth = Self.center(of: PhotoGridViewController.cellFrame(4))
        let fourteenth = Self.center(of: PhotoGridViewController.cellFrame(13, scrolledBy: Self.scrolled))
        let scroll: ScenarioStep = .perform { grid($0)?.scroll(by: Self.scrolled) }
        let shownScrolled: [ScenarioStep] = [scroll, .perform { grid($0)?.showPhoto(at: 13, animated: false) }, .settle]
        return [
            DemoScenario("zoom in", [.tap(fifth), .settle]),
            DemoScenario(
                "zoom out", setup: [.perform { grid($0)?.showPhoto(at: 4, animated: false) }, .settle],
                [
                    .tap(CGPoint(x: 40, y: 22)), .settle
                ]),
            DemoScenario("zoom in, grid scrolled", setup: [scroll, .settle], [.tap(fourteenth), .settle]),
            DemoScenario(
                "drag down, finished", setup: shownScrolled,
                [
                    .drag(from: CGPoint(x: 195, y: 380), to: CGPoint(x: 195, y: 720), duration: 0.4), .settle
                ]),
            DemoScenario(
                "drag down, cancelled", setup: shownScrolled,
                [
                    .drag(from: CGPoint(x: 195, y: 380), to: CGPoint(x: 195, y: 480), duration: 0.6), .settle
                ])
        ]
    }

    private static func center(of rect: CGRect) -> CGPoint {
        CGPoint(x: rect.midX, y: rect.midY)
    }
}
