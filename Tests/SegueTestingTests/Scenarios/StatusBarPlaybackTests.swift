import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A scenario takes as many frames whether or not its frames are rendered, with the status bar
/// drawn: the gallery plays each scenario once to count its frames and once to render them.
@MainActor
@Suite struct StatusBarPlaybackTests {
    final class DarkScreen: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
        }
    }

    struct DarkPresentationDemo: TransitionDemo {
        let name = "dark-presentation"
        let summary = "Presents a dark screen that asks for light status bar content"
        func makeRootViewController() -> UIViewController {
            let root = UIViewController()
            root.view.backgroundColor = .white
            return root
        }
        var scenarios: [DemoScenario] {
            [
                DemoScenario(
                    "present",
                    [
                        .perform { root in
                            let dark = DarkScreen()
                            dark.modalPresentationStyle = .overFullScreen
                            dark.modalTransitionStyle = .crossDissolve
                            dark.modalPresentationCapturesStatusBarAppearance = true
                            root.present(dark, animated: true)
                        }, .settle
                    ])
            ]
        }
    }

    @Test func aScenarioTakesAsManyFramesRenderedOrNot() throws {
        let demo = DarkPresentationDemo()
        var settings = ScenarioPlayer.Settings(screenSize: CGSize(width: 120, height: 200))
        settings.drawsStatusBar = true
        let player = ScenarioPlayer(settings)
        let counted = try player.play(demo, demo.scenarios[0]).frameCount
        let rendered = try player.play(demo, demo.scenarios[0], recording: true).frameCount
        expectEqual(counted, rendered)
        #expect(counted > 10)
    }
}
