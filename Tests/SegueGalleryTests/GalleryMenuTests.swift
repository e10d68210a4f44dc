import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import SegueGallery

/// The menu `segue demo` opens: a row per demo, each presenting its demo full screen.
@MainActor
@Suite struct GalleryMenuTests {
    @Test func tappingARowPresentsThatDemoFullScreenAndDismissingReturns() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844))
        let menu = GalleryMenuViewController()
        host.window.rootViewController = menu
        host.runUntilIdle()
        expectEqual(menu.demos.count, Gallery.demos.count)
        let row = GalleryMenuViewController.rowFrame(3, width: 390)
        host.tap(at: CGPoint(x: row.midX, y: row.midY))
        host.runUntilIdle()
        let presented = menu.presentedViewController
        #expect(presented is RotatingNavigationController, "row 3 is \(Gallery.demos[3].name)")
        expectEqual(presented?.modalPresentationStyle, .fullScreen)
        expectEqual(presented?.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        menu.dismiss(animated: true)
        host.runUntilIdle()
        expectEqual(menu.presentedViewController, nil)
        // Every row lies in the scroll view's content, which scrolls when it outgrows the screen.
        let last = GalleryMenuViewController.rowFrame(menu.demos.count - 1, width: 390)
        #expect(last.maxY <= menu.scrollView.contentSize.height)
        expectEqual(menu.scrollView.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aTapWhileADemoIsShownPresentsNothingElse() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844))
        let menu = GalleryMenuViewController()
        host.window.rootViewController = menu
        menu.showDemo(at: 0, animated: false)
        host.runUntilIdle()
        let first = menu.presentedViewController
        menu.showDemo(at: 1, animated: false)
        host.runUntilIdle()
        #expect(menu.presentedViewController === first)
        menu.showDemo(at: 99)  // no such row
        #expect(menu.presentedViewController === first)
        #expect(host.reports.isEmpty)
    }
}
