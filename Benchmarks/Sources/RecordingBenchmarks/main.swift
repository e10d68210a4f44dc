import Foundation
import SegueGallery
import SegueTesting

// What recording costs: every gallery scenario played three ways, interleaved per scenario —
//   played    the scenario alone (no frame rendered);
//   rendered  each frame rendered right after its refresh and dropped (the baseline: the
//             work any picture of a transition needs);
//   recorded  `recording: true`, every frame kept in a `TransitionRecording`.
// The issue's budget: recording adds no more than 10 % to the gallery's time, here measured
// against the stricter baseline of rendering alone (the gallery also encodes and writes).
//
//     swift run -c release RecordingBenchmarks [--rounds N] [--scale S]

let arguments = CommandLine.arguments
func option(_ name: String) -> Double? { arguments.firstIndex(of: name).flatMap { Double(arguments[$0 + 1]) } }
let rounds = max(1, Int(option("--rounds") ?? 3))
let scale = option("--scale") ?? 1

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now()
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}

MainActor.assumeIsolated {
    let player = ScenarioPlayer(ScenarioPlayer.Settings(scale: CGFloat(scale)))
    var played: [Double] = [], rendered: [Double] = [], recorded: [Double] = []
    var frames = 0
    do {
        for _ in 1...rounds {
            var times = (played: 0.0, rendered: 0.0, recorded: 0.0)
            frames = 0
            for demo in Gallery.demos {
                for scenario in demo.scenarios {
                    times.played += try seconds { try player.play(demo, scenario) }
                    times.rendered += try seconds { try player.play(demo, scenario) { _, run in _ = run.renderFrame() } }
                    times.recorded += try seconds {
                        frames += try player.play(demo, scenario, recording: true).recording?.frames.count ?? 0
                    }
                }
            }
            played.append(times.played)
            rendered.append(times.rendered)
            recorded.append(times.recorded)
        }
    } catch {
        print("error: \(error)")
        exit(1)
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let overhead = median(recorded) / median(rendered) - 1
    let scenarios = Gallery.demos.reduce(0) { $0 + $1.scenarios.count }
    print("\(Gallery.demos.count) demos, \(scenarios) scenarios, \(frames) frames at 390 × 844 @\(scale)x; median of \(rounds) rounds")
    print(String(format: "played %.2f s · rendered %.2f s · recorded %.2f s", median(played), median(rendered), median(recorded)))
    print(String(format: "recording adds %+.1f %% to rendering (budget +10 %%): %@", overhead * 100,
                 overhead <= 0.10 ? "met" : "NOT met"))
}
