import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import Testing

/// The project's transition doctor examines every catalogue entry — a push, the back swipe, a
/// presentation dismissed by its pan and a tab swipe, each with the doctor's variants
/// (interrupted, released still, back to back, repeated, resized, without animation) — and
/// finds nothing wrong.
@MainActor
@Suite struct DoctorTests {
    /// A navigation stack and a tab bar controller set up with one catalogue transition.
    struct CatalogueDemo: TransitionDemo {
        let transition: SegueTransition
        /// Taken on the main actor: a demo's name and summary need none.
        let name: String
        let summary: String

        @MainActor init(transition: SegueTransition) {
            self.transition = transition
            name = "catalogue-" + transition.name.split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
            summary = "The \(transition.name) transition for push, pop, present, dismiss and tabs"
        }

        func makeRootViewController() -> UIViewController {
            let tabs = UITabBarController()
            let navigation = UINavigationController(rootViewController: ColourScreen(.systemRed, title: "Root"))
            navigation.navigationTransition = transition
            tabs.viewControllers = [navigation, ColourScreen(.systemGreen, title: "Second")]
            tabs.tabTransition = transition
            return tabs
        }

        var scenarios: [DemoScenario] {
            let transition = self.transition
            func navigation(_ root: UIViewController) -> UINavigationController? {
                (root as? UITabBarController)?.viewControllers?.first as? UINavigationController
            }
            let down = transition.gestureDirection.reversed.unitVector
            return [
                DemoScenario(
                    "push",
                    [
                        .perform {
                            navigation($0)?.pushViewController(
                                ColourScreen(.systemBlue, title: "Pushed"), animated: true)
                        },
                        .settle
                    ]),
                DemoScenario(
                    "back swipe",
                    setup: [
                        .perform {
                            navigation($0)?.pushViewController(
                                ColourScreen(.systemBlue, title: "Pushed"), animated: false)
                        }, .settle
                    ], [.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3), .settle]),
                DemoScenario(
                    "present, dismiss by pan",
                    setup: [
                        .perform { root in
                            let presented = ColourScreen(.systemPurple, title: "Presented")
                            presented.modalTransition = transition
                            root.present(presented, animated: false)
                        }, .settle
                    ],
                    [
                        .drag(
                            from: CGPoint(x: 195, y: 422), to: CGPoint(x: 195 + down.dx * 380, y: 422 + down.dy * 380),
                            duration: 0.3),
                        .settle
                    ]),
                DemoScenario(
                    "tab swipe",
                    [.drag(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 40, y: 400), duration: 0.3), .settle])
            ]
        }
    }

    @Test(arguments: CatalogueTests.entries) func theDoctorFindsNothingWrong(_ index: Int) {
        let report = TransitionDoctor().examine(CatalogueDemo(transition: SegueTransition.catalogue[index]))
        #expect(report.isClean, "\(report)")
        #expect(report.runCount >= 4)
    }
}
