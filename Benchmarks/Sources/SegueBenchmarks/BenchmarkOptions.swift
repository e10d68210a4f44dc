/// The command line: `[--layers N] [--frames N] [--warmup N] [--only engine|plain|runframe]`.
struct BenchmarkOptions {
    /// Which loops to run; profiling runs one alone.
    enum Selection: String {
        /// All three loops, interleaved.
        case both
        /// Only the engine's presentation snapshot.
        case engine
        /// Only the plain loop.
        case plain
        /// Only the engine's `runFrame()` bookkeeping.
        case runframe
    }

    var layers = 10_000
    var frames = 200
    var warmup = 20
    var selection = Selection.both

    /// The usage line printed for `--help` and bad arguments.
    static let usage = "usage: SegueBenchmarks [--layers N] [--frames N] [--warmup N] [--only engine|plain|runframe]"

    /// Parses the arguments after the program name; nil (after printing why) when they are bad.
    init?(arguments: [String]) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            if flag == "--help" || flag == "-h" {
                print(Self.usage)
                return nil
            }
            guard let value = rest.popFirst() else {
                print("missing value after \(flag)\n\(Self.usage)")
                return nil
            }
            switch flag {
            case "--layers", "--frames", "--warmup":
                guard let number = Int(value), number > 0 || (flag == "--warmup" && number == 0) else {
                    print("\(flag) needs a positive whole number, got \(value)")
                    return nil
                }
                if flag == "--layers" {
                    layers = number
                } else if flag == "--frames" {
                    frames = number
                } else {
                    warmup = number
                }
            case "--only":
                guard let selection = Selection(rawValue: value) else {
                    print("--only takes engine, plain, runframe or both, got \(value)")
                    return nil
                }
                self.selection = selection
            default:
                print("unknown option \(flag)\n\(Self.usage)")
                return nil
            }
        }
    }
}
