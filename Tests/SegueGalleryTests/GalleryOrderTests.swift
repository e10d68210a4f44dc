import SegueGallery
import SegueTesting
import Testing

/// Demos 1–5 open the gallery, in the issue's order, each with scenarios.
@MainActor
@Suite struct GalleryOrderTests {
    @Test func theFirstFiveDemosAreTheIssuesFirstFive() {
        let names = Gallery.demos.prefix(5).map { $0.name }
        #expect(
            names == ["cross-dissolve", "edge-swipe", "custom-presentation", "rotating-navigation", "fade-navigation"])
        for demo in Gallery.demos.prefix(5) {
            #expect(!demo.scenarios.isEmpty, "\(demo.name)")
            let scenarioNames = demo.scenarios.map(\.name)
            #expect(Set(scenarioNames).count == scenarioNames.count, "\(demo.name): scenario names are unique")
        }
    }
}
