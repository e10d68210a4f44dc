import SegueTesting
import Testing

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// A user's demos listed in a global, as a test target or a command-line tool lists them
/// (issue 31): plain values, with their scenarios built by nonisolated helpers.
let shelfDemos: [any TransitionDemo] = [
    ShelfDemo(name: "shelf-fade", fades: true), ShelfDemo(name: "shelf-cover", fades: false)
]

struct ShelfDemo: TransitionDemo {
    let name: String
    let fades: Bool
    var summary: String { fades ? "A shelf presented with a cross-dissolve" : "A shelf presented over the full screen" }

    func makeRootViewController() -> UIViewController {
        let root = UIViewController()
        root.view.backgroundColor = .systemTeal
        return root
    }

    var scenarios: [DemoScenario] {
        [
            DemoScenario("present", [present(), .settle]),
            DemoScenario("present, then dismiss", [present(), .settle, Self.dismiss(), .settle])
        ]
    }

    /// Built anywhere: a step is a value; its code runs on the main actor.
    func present() -> ScenarioStep {
        let style: UIModalTransitionStyle = fades ? .crossDissolve : .coverVertical
        return .perform { root in
            let shelf = UIViewController()
            shelf.view.backgroundColor = .systemOrange
            shelf.modalPresentationStyle = .fullScreen
            shelf.modalTransitionStyle = style
            root.present(shelf, animated: true)
        }
    }

    static func dismiss() -> ScenarioStep {
        .perform { root in root.dismiss(animated: true) }
    }
}

@MainActor
@Suite struct DemoListSwiftSixClientTests {
    @Test func demosListedInAGlobalPlayAndExamineClean() throws {
        #expect(shelfDemos.map(\.name) == ["shelf-fade", "shelf-cover"])
        for demo in shelfDemos {
            for scenario in demo.scenarios {
                let run = try ScenarioPlayer(.init(screenSize: CGSize(width: 200, height: 300))).play(demo, scenario)
                #expect(run.frameCount > 10, "\(demo.name), \(scenario.name)")
            }
        }
        let report = TransitionDoctor(screenSize: CGSize(width: 200, height: 300), variants: [.asWritten]).examine(
            shelfDemos)
        #expect(report.isClean, "\(report.findings)")
    }
}
