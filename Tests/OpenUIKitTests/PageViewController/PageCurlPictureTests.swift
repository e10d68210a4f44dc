import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// What the curl looks like at several fractions, single- and double-sided, against snapshots
/// in `__Snapshots__/PageCurlPictureTests/`, with the colours of its parts checked by pixel.
@MainActor
@Suite struct PageCurlPictureTests {
    static let size = CGSize(width: 240, height: 320)

    /// Red page 0 turning towards green page 1 (blue page 2 after it), held at `fraction`.
    static func held(at fraction: CGFloat, doubleSided: Bool = false) -> (HeadlessHost, UIPageViewController, PageBook)
    {
        let book = PageBook(count: 3)
        let host = HeadlessHost(screenSize: size)
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pager.isDoubleSided = doubleSided
        pager.dataSource = book
        pager.setViewControllers(
            doubleSided ? [book.pages[0], book.pages[2]] : [book.pages[0]], direction: .forward, animated: false)
        host.window.rootViewController = pager
        host.runUntilIdle()
        let engine = pager._curlEngine!
        let next = doubleSided ? [book.pages[2], book.pages[1]] : [book.pages[1]]
        engine.beginTurn(.forward, to: next, gestureDriven: false, completion: nil)
        engine.setProgress(fraction)
        return (host, pager, book)
    }

    static func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let pixel = image._premultipliedRGBA[((y * image.width + x) * 4)...]
        return pixel.prefix(3).map(Int.init)
    }

    static func near(_ a: [Int], _ b: [Int], within tolerance: Int = 12) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test(arguments: [0.2, 0.5, 0.8])
    func aSingleSidedCurl(fraction: Double) {
        // UIKitBehaviour #341
        let (host, pager, _) = Self.held(at: CGFloat(fraction))
        let image = host.render()
        expectSnapshot(of: image, named: "curl-single-\(Int(fraction * 100))", tolerance: 3)
        let red = [255, 59, 48]
        let green = [52, 199, 89]
        let washedRed = red.map { Int((Double($0) * 0.2 + 255 * 0.8).rounded()) }
        if fraction == 0.5 {
            #expect(Self.near(Self.rgb(image, 20, 160), red), "the flat front")
            #expect(Self.near(Self.rgb(image, 85, 160), washedRed), "the back shows the front through white paper")
            #expect(Self.near(Self.rgb(image, 225, 160), green), "the next page beyond the curl")
            let shade = Self.rgb(image, 137, 160)
            #expect(shade[0] < 220, "the curl's side away from the light is shaded: \(shade)")
            let shadow = Self.rgb(image, 145, 160)
            #expect(shadow[1] < green[1] - 15, "a shadow on the next page beside the curl: \(shadow)")
        }
        pager._curlEngine?.setProgress(1)
        pager._curlEngine?.endTurn()
        host.runUntilIdle()
    }

    @Test func aDoubleSidedCurlShowsTheNextControllerOnTheBack() {
        // UIKitBehaviour #341
        let (host, pager, _) = Self.held(at: 0.5, doubleSided: true)
        let image = host.render()
        expectSnapshot(of: image, named: "curl-double-50", tolerance: 3)
        #expect(Self.near(Self.rgb(image, 85, 160), [52, 199, 89]), "green page 1 on the back")
        #expect(Self.near(Self.rgb(image, 225, 160), [0, 122, 255]), "blue page 2 under it")
        pager._curlEngine?.setProgress(1)
        pager._curlEngine?.endTurn()
        host.runUntilIdle()
        expectEqual(pager.viewControllers, [pager.children[0], pager.children[1]])
    }

    @Test func theEndsOfTheCurlAreTheFlatPages() {
        // UIKitBehaviour #341: at 0 the page lies flat, at 1 it lies mirrored over the spine
        let front = _PageCurlView.wrap(0, fold: 100, radius: 0)
        #expect(front.x == 100 && front.z == 0)
        let turned = _PageCurlView.wrap(60, fold: 0, radius: 0)
        #expect(turned.x == -60 && turned.angle == .pi)
        let top = _PageCurlView.wrap(.pi * 10 / 2, fold: 50, radius: 10)
        #expect(abs(top.x - 60) < 1e-9 && abs(top.z - 10) < 1e-9, "a quarter turn: the cylinder's far side")
        let (host, pager, book) = Self.held(at: 0)
        let image = host.render()
        #expect(Self.near(Self.rgb(image, 230, 10), [255, 59, 48]), "no curl yet: all red")
        pager._curlEngine?.setProgress(.nan)
        #expect(pager._curlEngine?.turn?.progress == 0, "NaN counts as 0")
        pager._curlEngine?.setProgress(1)
        pager._curlEngine?.endTurn()
        host.runUntilIdle()
        expectEqual(pager.viewControllers, [book.pages[1]])
    }
}
