import SegueTesting
import TestSupport
import Testing

@testable import SegueGallery

/// Demo 3 end to end: the lower card with its dimming view, rounded wrapper and shadow.
@MainActor
@Suite struct CustomPresentationDemoTests {
    private func scenario(_ name: String) throws -> DemoScenario {
        try #require(CustomPresentationDemo().scenarios.first { $0.name == name })
    }

    /// The red, green and blue of a pixel of an opaque image (y down).
    private func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let pixel = image._premultipliedRGBA[((y * image.width + x) * 4)...]
        return pixel.prefix(3).map(Int.init)
    }

    @Test func present() throws {
        let scenario = try scenario("present")
        let timing = DemoChecks.run(CustomPresentationDemo(), scenario) { runner in
            let home = runner.root as! CustomPresentationHomeViewController
            let card = home.presentedViewController as? CardViewController
            #expect(card != nil)
            let controller = card?.presentationController as? CardPresentationController
            #expect(controller != nil)
            expectEqual(home.transitionController.presentationControllersMade, 1)
            // 420 pt tall, along the bottom of the 844 pt screen.
            let wrapper = controller?.presentedView
            expectEqual(wrapper?.frame, CGRect(x: 0, y: 424, width: 390, height: 420))
            #expect(card?.view.frame.size == CGSize(width: 390, height: 420), "the card's view fills the wrapper")
            expectEqual(card?.view.superview?.layer.cornerRadius, 16)
            expectEqual(card?.view.superview?.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            expectEqual(card?.view.superview?.clipsToBounds, true)
            #expect((wrapper?.layer.shadowOpacity ?? 0) > 0 && wrapper?.layer.shadowPath != nil)
            expectEqual(controller?.dimmingView.alpha, 1)
            #expect(controller?.dimmingView.superview === controller?.containerView)
            #expect(
                home.view.window === runner.host.window, "a custom presentation leaves the presenting view in place")
            // The home screen's light grey (242, 242, 247) shows through the 50% black dimming
            // at half its brightness; the card is white.
            let image = runner.host.render()
            let dimmed = rgb(image, 195, 20)
            #expect(dimmed.enumerated().allSatisfy { abs($0.element - [121, 121, 124][$0.offset]) <= 1 }, "\(dimmed)")
            expectEqual(rgb(image, 10, 600), [255, 255, 255])
            // Above the card's rounded corner the dimmed home screen shows, with some shadow.
            let corner = rgb(image, 1, 425)
            #expect(corner[0] < 121 && corner[0] > 60, "\(corner)")
        }
        DemoKeyFrames.expectKeyFrames(
            CustomPresentationDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(CustomPresentationDemo(), scenario)
    }

    @Test(arguments: ["dismiss by tapping the dimming", "dismiss with the button"])
    func dismiss(_ name: String) throws {
        let scenario = try scenario(name)
        let timing = DemoChecks.run(CustomPresentationDemo(), scenario) { runner in
            let home = runner.root as! CustomPresentationHomeViewController
            expectEqual(home.presentedViewController, nil)
            #expect(home.view.window === runner.host.window)
            #expect(runner.host.window.subviews == [home.view], "the container, dimming and wrapper are gone")
            expectEqual(home.transitionController.presentationControllersMade, 1)
        }
        DemoKeyFrames.expectKeyFrames(
            CustomPresentationDemo(), scenario, frames: timing.frames, lastAction: timing.lastAction)
        DemoKeyFrames.writeContactSheet(CustomPresentationDemo(), scenario)
    }

    /// Half-way through the presentation the dimming is half-way too: it follows the
    /// animator's duration (0.45 s) and ease-in-out curve through the coordinator.
    @Test func theDimmingFadesWithTheCard() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let home = CustomPresentationDemo().makeRootViewController() as! CustomPresentationHomeViewController
        host.window.rootViewController = home
        host.runFrame()
        home.showCard(animated: true)
        host.runFrame()  // the transition starts
        let controller = home.presentedViewController?.presentationController as? CardPresentationController
        let start = host.now
        host.advance(by: 0.225)
        let opacity = controller?.dimmingView.layer.presentation()?.opacity ?? -1
        let wrapperY = controller?.presentedView?.layer.presentation()?.frame.minY ?? -1
        // Ease-in-out at half time is half-way: opacity 0.5, the card's top half-way from 844 to 424.
        #expect(abs(Double(opacity) - 0.5) < 0.05, "opacity \(opacity) at \(host.now - start)")
        #expect(abs(wrapperY - 634) < 12, "card top at \(wrapperY)")
        host.runUntilIdle()
        expectEqual(controller?.dimmingView.alpha, 1)
    }

    @Test func theCardsContentIsLaidOutWithConstraints() throws {
        let scenario = try scenario("present")
        _ = try DemoChecks.run(CustomPresentationDemo(), scenario) { runner in
            let home = runner.root as! CustomPresentationHomeViewController
            let card = try #require(home.presentedViewController as? CardViewController)
            let content = card.view.subviews
            expectEqual(content.count, 5)
            #expect(content.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
            #expect(card.view.constraints.count == 14, "sizes are installed on the views themselves")
            #expect(!content.contains { $0.hasAmbiguousLayout })
            // The frames the card had when it set them by hand in viewDidLayoutSubviews().
            #expect(
                content.map(\.frame) == [
                    CGRect(x: 177, y: 8, width: 36, height: 5),
                    CGRect(x: 24, y: 28, width: 342, height: 34),
                    CGRect(x: 24, y: 66, width: 342, height: 40),
                    CGRect(x: 24, y: 116, width: 342, height: 170),
                    CGRect(x: 24, y: 322, width: 342, height: 50)
                ])
        }
    }
}
