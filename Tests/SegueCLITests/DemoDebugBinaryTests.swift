import CX11
import Foundation
import TestSupport
import Testing

/// `segue demo --debug`, run as a program in an Xvfb window: the hint in its strip below the
/// screen, and keys that pause and explode the screen under the real-time main loop.
@Suite(.enabled(if: SegueExecutable.url != nil, "the segue executable is built next to the tests"))
struct DemoDebugBinaryTests {
    @Test(.enabled(if: VirtualDisplay.isAvailable, "needs Xvfb (apt-get install xvfb x11-apps libxtst6)"))
    func debugModeShowsItsHintAndAnswersItsKeys() throws {
        let display = try VirtualDisplay(width: 400, height: 900)
        let rows = 844 + 38  // the screen, then the hint strip
        let demo = try SegueExecutable.start(["demo", "system-styles", "--debug", "--display", display.name])
        _ = SegueExecutable.readLine(from: demo.output)  // the first frame is on screen
        func window() throws -> [UInt32] {
            let shot = try ScreenShot.take(display: display.name)
            return (0..<rows).flatMap { y in shot.pixels[(y * shot.width)..<(y * shot.width + 390)] }
        }
        /// Screenshots until `condition` holds (the program draws on its own clock), at most 400.
        func screen(until condition: ([UInt32]) -> Bool) throws -> [UInt32]? {
            for _ in 0..<400 {
                let pixels = try window()
                if condition(pixels) { return pixels }
            }
            return nil
        }
        func yellowRows(_ pixels: [UInt32]) -> Int {
            (844..<rows).filter { y in
                pixels[(y * 390)..<(y * 390 + 390)].contains {
                    ($0 >> 16) > 0xC0 && ($0 >> 8 & 0xFF) > 0xB0 && ($0 & 0xFF) < 0x80
                }
            }.count
        }
        let start = try #require(try screen { yellowRows($0) > 5 }, "the hint is drawn in the strip")
        let injector = try PointerInjector(displayName: display.name)
        injector.move(toX: 195, y: 400)  // keys go to the window under the pointer
        // Space: paused; the hint grows a line of state.
        injector.tapKey(XK_space)
        injector.sync()
        let hintLines = yellowRows(start)
        #expect(try screen { yellowRows($0) > hintLines + 5 } != nil, "the state line appears")
        // E: the exploded view replaces most of the screen.
        injector.tapKey(XK_e)
        injector.sync()
        #expect(try screen { pixels in zip(pixels, start).filter { $0 != $1 }.count > 390 * 844 / 3 } != nil)
        // Escape twice leaves the exploded view and the pause: the menu is back as it was.
        injector.tapKey(XK_Escape)
        injector.tapKey(XK_Escape)
        injector.sync()
        #expect(try screen { $0 == start } != nil)
        let finder = try WindowFinder(displayName: display.name)
        finder.requestClose(try #require(finder.windows(titled: "Segue — system-styles").first))
        demo.process.waitUntilExit()
        expectEqual(demo.process.terminationStatus, 0)
    }
}
