import Foundation
import OpenQuartzCore

#if canImport(Glibc)
import Glibc
#endif

/// (i) and (j) interleaved in one process (`--paired`): what a backdrop blur costs, measured so
/// that the machine's state (other processes, frequency, caches) weighs on both alike.
///
/// Both scenes share one picture and one target. Frames alternate i j, j i, i j, … (the order
/// flips every pair, so neither always runs second on a cache the other warmed), and each pair
/// gives one difference (j) − (i). Prints, in wall time and in the thread's CPU time, the
/// medians of (i) and (j), and the median, quartiles and extremes of the paired differences.
enum PairedBackdrop {
    static func run(context: CGContext, pairs: Int, threads: Int) {
        let picture = TransitionScene.picture(
            width: RenderBenchmarks.pixelWidth, height: RenderBenchmarks.pixelHeight, seed: 1)
        let renderers = [TransitionScene.Variant.picture, .backdropBlur].map { variant in
            let renderer = CARenderer(cgContext: context)
            renderer.layer = TransitionScene(variant: variant, picture: picture).root
            renderer.bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
            renderer.maximumThreadCount = threads
            return renderer
        }
        // Warm-up: each renderer a few frames, so that both start with their caches and scratch.
        for _ in 0..<3 {
            for renderer in renderers { _ = frame(renderer) }
        }
        var wall = Pairs()
        var cpu = Pairs()
        for pair in 0..<pairs {
            // Alternate which one runs first.
            let order = pair % 2 == 0 ? [0, 1] : [1, 0]
            var times = [(wall: 0.0, cpu: 0.0), (wall: 0.0, cpu: 0.0)]
            for k in order { times[k] = frame(renderers[k]) }
            wall.add(times[0].wall, times[1].wall)
            cpu.add(times[0].cpu, times[1].cpu)
        }
        print("(i) and (j) interleaved, \(pairs) pairs, \(threads) thread(s); milliseconds, (j) − (i) of each pair")
        wall.report("wall time")
        cpu.report("thread CPU time")
        // What (j) drew, to tell builds whose output differs.
        _ = frame(renderers[1])
        print("(j)'s frame: checksum \(checksum(context))")
    }

    /// The FNV-1a hash of the bytes of `context`'s pixels, in hexadecimal.
    static func checksum(_ context: CGContext) -> String {
        guard let data = context.data else { return "none" }
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for i in 0..<(context.bytesPerRow * context.height) {
            hash = (hash ^ UInt64(bytes[i])) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// The times of the frames of (i) and (j), pair by pair.
    struct Pairs {
        var plain: [Double] = [], blurred: [Double] = []

        mutating func add(_ i: Double, _ j: Double) {
            plain.append(i)
            blurred.append(j)
        }

        func report(_ name: String) {
            let d = zip(blurred, plain).map { $0 - $1 }.sorted()
            func f(_ ms: Double) -> String { RenderBenchmarks.format(ms) }
            print(
                "\(name): (i) \(f(median(plain))), (j) \(f(median(blurred))); (j) − (i) median \(f(median(d))), "
                    + "quartiles \(f(quantile(d, 0.25)))…\(f(quantile(d, 0.75))), "
                    + "range \(f(d.first!))…\(f(d.last!))")
        }
    }

    /// The wall-clock and thread CPU milliseconds of one frame of `renderer` (the CPU time leaves
    /// out the time the thread waited for a core, which a shared machine makes long and random).
    static func frame(_ renderer: CARenderer) -> (wall: Double, cpu: Double) {
        let start = RenderBenchmarks.now()
        let startCPU = threadCPU()
        renderer.beginFrame(atTime: 1, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        return (Double(RenderBenchmarks.now() - start) / 1e6, Double(threadCPU() - startCPU) / 1e6)
    }

    /// The calling thread's CPU time in nanoseconds.
    static func threadCPU() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    static func median(_ values: [Double]) -> Double { quantile(values.sorted(), 0.5) }

    /// The `q` quantile of `sorted` (the nearest rank below).
    static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        sorted[Swift.min(Int(q * Double(sorted.count)), sorted.count - 1)]
    }
}
