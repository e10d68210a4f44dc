import Foundation
import SegueGallery
import SegueTesting

// What recording costs: every gallery scenario played three ways, interleaved per scenario —
//   played    the scenario alone (no frame rendered);
//   rendered  each frame rendered right after its refresh and dropped (the baseline: the
//             work any picture of a transition needs);
//   recorded  `recording: true`, every frame kept in a `TransitionRecording`, which is then
//             written as an animated PNG (`writeAPNG`), as the gallery writes each scenario.
// The issue's budget: recording adds no more than 10 % to the gallery's time. The gallery
// renders and encodes each frame as it comes, keeping none; its time is taken here as
// rendered + the same APNG's encoding, and the recording's extra cost is recorded − rendered.
// Also printed: that extra against rendering alone.
//
//     swift run -c release RecordingBenchmarks [--rounds N] [--scale S]

let arguments = CommandLine.arguments
func option(_ name: String) -> Double? { arguments.firstIndex(of: name).flatMap { Double(arguments[$0 + 1]) } }
let rounds = max(1, Int(option("--rounds") ?? 3))
let scale = option("--scale") ?? 1

/// The CPU time (user + system) this thread spends in `body`: unlike wall time, it does not
/// count the time other processes on a loaded machine take from it.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    try body()
    return now() - start
}

MainActor.assumeIsolated {
    let player = ScenarioPlayer(ScenarioPlayer.Settings(scale: CGFloat(scale)))
    var played: [Double] = []
    var rendered: [Double] = []
    var recorded: [Double] = []
    var written: [Double] = []
    let file = NSTemporaryDirectory() + "/recording-benchmark-\(getpid()).png"
    defer { try? FileManager.default.removeItem(atPath: file) }
    var frames = 0
    do {
        for _ in 1...rounds {
            var times = (played: 0.0, rendered: 0.0, recorded: 0.0, written: 0.0)
            frames = 0
            for demo in Gallery.demos {
                for scenario in demo.scenarios {
                    times.played += try seconds { try player.play(demo, scenario) }
                    times.rendered += try seconds {
                        try player.play(demo, scenario) { _, run in _ = run.renderFrame() }
                    }
                    var recording: TransitionRecording?
                    times.recorded += try seconds {
                        recording = try player.play(demo, scenario, recording: true).recording
                    }
                    frames += recording?.frames.count ?? 0
                    times.written += try seconds { try recording?.writeAPNG(to: file) }
                }
            }
            played.append(times.played)
            rendered.append(times.rendered)
            recorded.append(times.recorded)
            written.append(times.written)
        }
    } catch {
        print("error: \(error)")
        exit(1)
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let extra = median(recorded) - median(rendered)
    let gallery = median(rendered) + median(written)
    let scenarios = Gallery.demos.reduce(0) { $0 + $1.scenarios.count }
    print(
        "\(Gallery.demos.count) demos, \(scenarios) scenarios, \(frames) frames at 390 × 844 @\(scale)x; median of \(rounds) rounds, thread CPU time"
    )
    print(
        String(
            format: "played %.2f s · rendered %.2f s · recorded %.2f s · APNGs written %.2f s",
            median(played), median(rendered), median(recorded), median(written)))
    print(
        String(
            format: "keeping the frames adds %.2f s: %+.1f %% to rendering alone, %+.1f %% to the gallery's time "
                + "(rendered + written, budget +10 %%): %@", extra, extra / median(rendered) * 100,
            extra / gallery * 100,
            extra / gallery <= 0.10 ? "met" : "NOT met"))
}
