import OpenUIKit
import SegueTesting
import Testing

/// Swift 5 mode: a user's demos in a global array, one of them a class-free struct whose
/// scenario steps are static constants.
let swiftFiveDemos: [any TransitionDemo] = [BadgeDemo()]

struct BadgeDemo: TransitionDemo {
    let name = "badge"
    let summary = "A badge screen pushed and popped"
    static let push: ScenarioStep = .perform { root in
        (root as? UINavigationController)?.pushViewController(UIViewController(), animated: true)
    }
    static let pop: ScenarioStep = .perform { root in
        (root as? UINavigationController)?.popViewController(animated: true)
    }

    func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: UIViewController())
    }

    var scenarios: [DemoScenario] { [DemoScenario("push, pop", [Self.push, .settle, Self.pop, .settle])] }
}

@MainActor
@Suite struct DemoListClientTests {
    @Test func aGlobalDemoListPlaysInSwiftFiveMode() throws {
        let demo = try #require(swiftFiveDemos.first)
        var depths: [Int] = []
        try ScenarioPlayer(.init(screenSize: CGSize(width: 200, height: 300))).play(demo, demo.scenarios[0]) { _, run in
            depths.append((run.root as? UINavigationController)?.viewControllers.count ?? 0)
        }
        #expect(depths.contains(2))
        #expect(depths.last == 1)
    }
}
