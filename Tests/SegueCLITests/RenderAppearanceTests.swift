import Foundation
import OpenUIKit
import SegueGallery
import SegueTesting
import TestSupport
import Testing

@testable import SegueCommandLine

/// `--appearance light|dark` of `segue render` and `gallery`: the demos run in that system
/// appearance, so dynamic colours take their light or dark values.
@MainActor
@Suite struct RenderAppearanceTests {
    /// A screen in the system background colour with a label-coloured square.
    struct SystemColorsDemo: TransitionDemo {
        let name = "system-colors"
        let summary = "A system-background screen with a label-coloured square."

        func makeRootViewController() -> UIViewController {
            let root = UIViewController()
            root.view.backgroundColor = .systemBackground
            let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            square.backgroundColor = .label
            root.view.addSubview(square)
            return root
        }

        var scenarios: [DemoScenario] { [DemoScenario("still", [.wait(1.0 / 60)])] }
    }

    private func firstFrame(appearance: [String]) throws -> PixelProbe {
        let folder = try makeTemporaryDirectory() + "/frames"
        let outcome = SegueCommand.execute(
            [
                "render", "system-colors", "--format", "png", "-o", folder,
                "--size", "60x40", "--scale", "1"
            ] + appearance,
            catalog: GalleryCatalog([SystemColorsDemo()]))
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        return try PixelProbe(path: folder + "/frame-0000.png")
    }

    @Test func darkRendersTheDarkValuesAndLightIsTheDefault() throws {
        let dark = try firstFrame(appearance: ["--appearance", "dark"])
        #expect(dark.rgba(50, 35) == [0, 0, 0, 255] && dark.rgba(20, 20) == [255, 255, 255, 255])
        let light = try firstFrame(appearance: [])
        #expect(light.rgba(50, 35) == [255, 255, 255, 255] && light.rgba(20, 20) == [0, 0, 0, 255])
        try expectEqual(firstFrame(appearance: ["--appearance", "light"]).rgba(50, 35), [255, 255, 255, 255])
    }

    @Test func anUnknownAppearanceIsAUsageError() {
        let outcome = SegueCommand.execute(["gallery", "--appearance", "dim"], catalog: testCatalog)
        expectEqual(outcome.exitCode, 64)
        #expect(outcome.standardError.contains("--appearance"))
    }
}
