import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// `UIView.transition(with:…)` with `.transitionCurlUp` and `.transitionCurlDown`.
@MainActor
@Suite struct CurlTransitionTests {
    static let red = [255, 59, 48], green = [52, 199, 89]

    /// A 240 × 320 container showing a red view, swapped for a green one with `options`.
    static func swap(_ options: UIView.AnimationOptions, finished: @escaping (Bool) -> Void) -> (HeadlessHost, UIView) {
        let host = HeadlessHost(screenSize: CGSize(width: 240, height: 320))
        let container = UIView(frame: host.window.bounds)
        let red = UIView(frame: container.bounds)
        let green = UIView(frame: container.bounds)
        red.backgroundColor = .systemRed
        green.backgroundColor = .systemGreen
        container.addSubview(red)
        host.window.addSubview(container)
        host.runUntilIdle()
        UIView.transition(
            with: container, duration: 0.5, options: options,
            animations: {
                red.removeFromSuperview()
                container.addSubview(green)
            }, completion: finished)
        return (host, container)
    }

    @Test func curlUpLiftsTheOldContentFromTheBottom() {
        // UIKitBehaviour #350
        var results: [Bool] = []
        let (host, container) = Self.swap([.transitionCurlUp, .curveLinear]) { results.append($0) }
        host.advance(by: 0.25)
        let image = host.render()
        expectSnapshot(of: image, named: "curl-up-half", tolerance: 3)
        #expect(
            PageCurlPictureTests.near(PageCurlPictureTests.rgb(image, 120, 10), Self.red),
            "the old page by the top edge")
        #expect(
            PageCurlPictureTests.near(PageCurlPictureTests.rgb(image, 120, 310), Self.green),
            "the new content uncovered")
        #expect(results.isEmpty)
        host.runUntilIdle()
        expectEqual(results, [true])
        #expect(container.layer.sublayers?.count == 1, "the curl is gone")
        #expect(PageCurlPictureTests.near(PageCurlPictureTests.rgb(host.render(), 120, 10), Self.green))
    }

    @Test func curlDownBringsTheNewContentDownFromTheTop() {
        // UIKitBehaviour #350
        var results: [Bool] = []
        let (host, _) = Self.swap([.transitionCurlDown, .curveLinear]) { results.append($0) }
        host.advance(by: 0.3)
        let image = host.render()
        #expect(
            PageCurlPictureTests.near(PageCurlPictureTests.rgb(image, 120, 10), Self.green),
            "the new page by the top edge")
        #expect(
            PageCurlPictureTests.near(PageCurlPictureTests.rgb(image, 120, 310), Self.red),
            "the old content not yet covered")
        host.runUntilIdle()
        expectEqual(results, [true])
        #expect(PageCurlPictureTests.near(PageCurlPictureTests.rgb(host.render(), 120, 310), Self.green))
    }
}
