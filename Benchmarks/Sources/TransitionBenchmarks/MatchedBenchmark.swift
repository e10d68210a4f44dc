import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions

/// Fifty matched views pushed and popped with a catalogue transition (half of them on arcs,
/// every one changing frame, corner radius and colour), against the same screens with no
/// identifiers: the engine time of each frame of the transition (`runFrame`: animations,
/// layout, commit, no rendering) and of the frame that starts it (resolving the pairs, taking
/// the snapshots).
enum MatchedBenchmark {
    static let pairs = 50

    @MainActor
    static func run(cycles: Int) {
        let matched = measure(cycles: cycles, matched: true)
        let plain = measure(cycles: cycles, matched: false)
        print(
            """

            \(pairs) matched views, push + pop with .fade (0.4 s) × \(cycles), frames at 60 Hz on the manual clock
            matched: \(format(matched.perFrame)) ms per frame (slowest \(format(matched.slowest))), first frame (resolve + snapshots) \(format(matched.start)) ms
            unmatched: \(format(plain.perFrame)) ms per frame (slowest \(format(plain.slowest))), first frame \(format(plain.start)) ms
            target ≤ 1 ms of engine time per frame with \(pairs) matched views: \(matched.perFrame <= 1 ? "met" : "NOT met")
            """)
    }

    /// Mean and slowest milliseconds per frame after the first, and the mean first frame.
    @MainActor
    static func measure(cycles: Int, matched: Bool) -> (perFrame: Double, slowest: Double, start: Double) {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844))
        let first = screen(matched: matched, large: false)
        let navigation = UINavigationController(rootViewController: first)
        navigation.isNavigationBarHidden = true
        navigation.navigationTransition = .fade.with(duration: 0.4)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        var frameTimes: [Double] = []
        var startTimes: [Double] = []
        for cycle in 0..<(cycles + 2) {
            let second = screen(matched: matched, large: true)
            for push in [true, false] {
                var clock = DispatchTime.now().uptimeNanoseconds
                if push {
                    navigation.pushViewController(second, animated: true)
                } else {
                    navigation.popViewController(animated: true)
                }
                var isFirst = true
                while !UIApplication.shared.busyReasons.isEmpty {
                    host.runFrame()
                    let now = DispatchTime.now().uptimeNanoseconds
                    let milliseconds = Double(now - clock) / 1e6
                    if cycle >= 2 { isFirst ? startTimes.append(milliseconds) : frameTimes.append(milliseconds) }
                    isFirst = false
                    clock = now
                }
            }
        }
        let mean = frameTimes.reduce(0, +) / Double(max(frameTimes.count, 1))
        return (mean, frameTimes.max() ?? 0, startTimes.reduce(0, +) / Double(max(startTimes.count, 1)))
    }

    /// A screen of `pairs` tiles: small round ones in a grid, or large square ones in a column pair.
    @MainActor
    static func screen(matched: Bool, large: Bool) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        for index in 0..<pairs {
            let tile = UIView()
            if large {
                tile.frame = CGRect(
                    x: CGFloat(index % 2) * 195 + 5, y: CGFloat(index / 2) * 33 + 10, width: 185, height: 30)
                tile.layer.cornerRadius = 4
                tile.backgroundColor = UIColor(
                    hue: CGFloat(index) / CGFloat(pairs), saturation: 0.5, brightness: 0.8, alpha: 1)
            } else {
                tile.frame = CGRect(
                    x: CGFloat(index % 5) * 76 + 10, y: CGFloat(index / 5) * 80 + 20, width: 60, height: 60)
                tile.layer.cornerRadius = 30
                tile.backgroundColor = UIColor(
                    hue: CGFloat(index) / CGFloat(pairs), saturation: 0.9, brightness: 0.9, alpha: 1)
                if index % 2 == 0 { tile.transitionModifiers = [.arc(0.4)] }
            }
            if matched { tile.transitionID = "tile-\(index)" }
            controller.view.addSubview(tile)
        }
        return controller
    }

    static func format(_ value: Double) -> String { String(format: "%.3f", value) }
}
