import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import TestSupport
import Testing

@testable import SegueGallery

/// Demos 22–45, one per catalogue entry of SegueTransitions: listed after the twenty-one demos in
/// the catalogue's order, each scenario ends where it should and cleanly under the doctor's
/// checks, and the middle of each transition matches its snapshot (looked at).
@MainActor
@Suite struct CatalogueTransitionDemoTests {
    nonisolated static let names = [
        "push", "pull", "slide", "zoom-slide", "cover", "uncover", "page-in", "page-out", "fade", "zoom", "zoom-out",
        "auto-reverse", "select-by", "corner-rotation", "fade-in", "cube", "flip", "door", "bubble", "card", "swing",
        "parallax", "blur-dissolve", "fold"
    ].map { "transition-" + $0 }
    nonisolated static let scenarios = ["push, pop"]

    @Test func everyCatalogueEntryIsADemoAfterTheTwentyOneOthers() {
        expectEqual(Gallery.demos.count, 21 + SegueTransition.catalogue.count)
        expectEqual(Gallery.demos.suffix(SegueTransition.catalogue.count).map(\.name), Self.names)
        let demo = CatalogueTransitionDemo(.zoomSlide(direction: .right))
        expectEqual(demo.name, "transition-zoom-slide")
        expectEqual(demo.transition.duration, CatalogueTransitionDemo.duration)
        expectEqual(demo.transition.gestureDirection, .right)
    }

    @Test(arguments: names)
    func scenariosEndCleanly(_ name: String) throws {
        let demo = try #require(Gallery.demo(named: name))
        expectEqual(demo.scenarios.map(\.name), Self.scenarios)
        for scenario in demo.scenarios {
            try DemoChecks.run(demo, scenario) { run in
                let navigation = try #require(run.root as? UINavigationController)
                #expect(navigation.viewControllers.count == 1, "\(scenario.name): popped")
                #expect(navigation.presentedViewController == nil, "\(scenario.name): dismissed")
                let first = try #require(navigation.viewControllers.first)
                #expect(first.view.window === run.host.window)
                #expect(first.view.transform == .identity && first.view.alpha == 1)
                #expect(CATransform3DIsIdentity(first.view.layer.transform))
            }
        }
    }

    @Test(arguments: names)
    func theMiddleOfEachTransitionMatchesItsSnapshot(_ name: String) throws {
        let demo = try #require(Gallery.demo(named: name))
        for scenario in Self.scenarios {
            DemoKeyFrames.expectTransitionKeyFrames(of: demo, scenario, includingEnd: false)
        }
    }
}
