import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// A paging turn caught by a finger and let go without a drag ends on a page.
@MainActor
@Suite struct PageScrollCatchTests {
    @Test func aTurnCaughtMidwayAndLetGoSettlesOnAPage() {
        // UIKitBehaviour #347
        let book = PageBook(count: 3)
        let (host, pager) = PageStage.make(.scroll, book: book)
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.15)
        host.advance(by: 2.0 / 60)
        let caught = book.pages[1].view.convert(CGPoint.zero, to: nil).x
        #expect(caught > 0 && caught < 390, "moving: \(caught)")
        host.press(at: CGPoint(x: 200, y: 400), duration: 0.05)
        host.runUntilIdle()
        #expect(pager.viewControllers == [book.pages[1]] || pager.viewControllers == [book.pages[0]])
        let page = pager.viewControllers![0]
        #expect(page.view.convert(CGPoint.zero, to: nil) == .zero, "resting on a page")
        expectEqual(pager.children.count, 1)
        #expect(book.recorder.events.contains { $0.hasPrefix("didFinishAnimating") })
    }
}
