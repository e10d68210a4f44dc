import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Scroll indicators drawn: thin rounded bars placed by the offset, fading after scrolling.
@MainActor
@Suite struct ScrollIndicatorRenderTests {
    /// A 390 × 844 list of 40 alternating 75 pt rows.
    func stripedList(_ host: HeadlessHost) -> UIScrollView {
        host.window.backgroundColor = .white
        let scrollView = ScrollFixture.scrollView(in: host)
        scrollView.backgroundColor = .white
        for row in 0..<40 {
            let stripe = UIView(frame: CGRect(x: 16, y: CGFloat(row) * 75 + 8, width: 358, height: 59))
            stripe.backgroundColor =
                row % 2 == 0
                ? UIColor(red: 0.85, green: 0.92, blue: 1, alpha: 1)
                : UIColor(red: 1, green: 0.93, blue: 0.85, alpha: 1)
            scrollView.addSubview(stripe)
        }
        return scrollView
    }

    @Test func indicatorsShowWhileScrollingAndFadeAfter() throws {
        let host = HeadlessHost()
        let scrollView = stripedList(host)
        #expect(!scrollView.subviews.contains { $0.frame.width == 3 }, "no indicator before the first drag")
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.25)
        host.advance(by: 0.2)
        let scrolling = host.render()
        // The vertical bar: 3 pt wide, 3 pt from the right edge, 844 × 844/3000 ≈ 231 pt long
        // (the track is 844 − 6), placed by the offset's progress through 0…2156.
        let progress = scrollView.contentOffset.y / 2156
        let track: CGFloat = 844 - 6
        let length = track * 844 / 3000
        let barTop = 3 + progress * (track - length)
        let barPixel = Drawing.pixel(scrolling, 385, Int(barTop + length / 2))
        #expect(barPixel[0] < 200, "the bar darkens the white background: \(barPixel)")
        let beside = Drawing.pixel(scrolling, 380, Int(barTop + length / 2))
        #expect(beside[0] > 240 || beside[2] > 240, "the bar is thin: \(beside)")
        #expect(Drawing.pixel(scrolling, 385, Int(barTop - 6))[0] > 240, "above the bar: background")
        host.runUntilIdle()
        let rested = host.render()
        #expect(Drawing.pixel(rested, 385, Int(barTop + length / 2))[0] > 240, "faded after scrolling stopped")
        scrollView.flashScrollIndicators()
        host.advance(by: 0.1)
        let flashed = host.render()
        let restProgress = scrollView.contentOffset.y / 2156
        #expect(Drawing.pixel(flashed, 385, Int(3 + restProgress * (track - length) + length / 2))[0] < 200, "flashed")
        host.runUntilIdle()
        try writeContactSheet([scrolling, rested, flashed], to: "/tmp/segue-scroll/indicators.png")
    }

    @Test func hiddenIndicatorsAreNotDrawn() {
        let host = HeadlessHost()
        let scrollView = stripedList(host)
        scrollView.showsVerticalScrollIndicator = false
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.25)
        let image = host.render()
        for y in stride(from: 10, to: 830, by: 20) {
            #expect(Drawing.pixel(image, 385, y)[0] > 240)
        }
        host.runUntilIdle()
    }
}
