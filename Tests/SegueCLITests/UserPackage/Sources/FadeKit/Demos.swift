import SegueTesting

/// A navigation controller whose first screen fades the next one in (seed 003).
public struct FadePushDemo: TransitionDemo {
    public init() {}
    public let name = "fade-push"
    public let summary = "Seed 003's fade, pushing and popping"
    public func makeRootViewController() -> UIViewController {
        let main = MainViewController()
        let navigation = UINavigationController(rootViewController: main)
        navigation.delegate = main
        return navigation
    }
    public var scenarios: [DemoScenario] {
        let push: ScenarioStep = .perform { root in
            let next = UIViewController()
            next.view.backgroundColor = .systemOrange
            (root as? UINavigationController)?.pushViewController(next, animated: true)
        }
        return [
            DemoScenario("push", [push, .settle]),
            DemoScenario(
                "pop", setup: [push, .settle],
                [.perform { ($0 as? UINavigationController)?.popViewController(animated: true) }, .settle])
        ]
    }
}

/// Seed 000's custom presentation controller: a card over dimming.
public struct CardDemo: TransitionDemo {
    public init() {}
    public let name = "card"
    public let summary = "Seed 000's presentation controller: a card over dimming"
    public func makeRootViewController() -> UIViewController { CustomPresentationFirstViewController() }
    public var scenarios: [DemoScenario] {
        [DemoScenario("present", [.tap(CGPoint(x: 120, y: 122)), .settle])]
    }
}
