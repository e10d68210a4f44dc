import ArgumentParser
import SegueTesting

/// The demos the `list`, `render` and `gallery` subcommands work on.
///
/// ``SegueCommandLine/main(demos:arguments:)`` makes one of the demos it is given (the `segue`
/// executable passes the gallery's, `Gallery.demos`); tests pass their own.
@MainActor
struct GalleryCatalog {
    /// The demos, in the order `segue list` shows them.
    let demos: [any TransitionDemo]

    /// The executable that runs these same demos, which `segue gallery` starts as its workers;
    /// nil to render in this process only.
    let workerExecutable: String?

    /// The folders where `segue gallery` looks for the demos' source files (see ``DemoSources``).
    let sourceRoots: [String]

    /// A catalog of the given demos; `workerExecutable` runs the same ones; their sources are
    /// looked for under `sourceRoots` (by default ``DemoSources/defaultRoots``).
    init(_ demos: [any TransitionDemo], workerExecutable: String? = nil, sourceRoots: [String]? = nil) {
        self.demos = demos
        self.workerExecutable = workerExecutable
        self.sourceRoots = sourceRoots ?? DemoSources.defaultRoots
    }

    /// The demo named `name`, or a one-line error naming the demos there are.
    func demo(named name: String) throws -> any TransitionDemo {
        if let demo = demos.first(where: { $0.name == name }) { return demo }
        if let demo = demos.first(where: { $0.name.lowercased() == name.lowercased() }) { return demo }
        let known =
            demos.isEmpty
            ? "the gallery has no demos" : "expected one of \(demos.map { $0.name }.joined(separator: ", "))"
        throw ValidationError("unknown demo '\(name)': \(known) (see 'segue list')")
    }

    /// The scenario of `demo` named `name`: its exact name, or its ``slug(_:)`` — so
    /// "interactive pop, cancelled" is also found as `interactive-pop-cancelled`.
    func scenario(named name: String, of demo: any TransitionDemo) throws -> DemoScenario {
        let scenarios = demo.scenarios
        if let scenario = scenarios.first(where: { $0.name == name }) { return scenario }
        let wanted = Self.slug(name)
        if let scenario = scenarios.first(where: { Self.slug($0.name) == wanted }) { return scenario }
        let known =
            scenarios.isEmpty
            ? "the demo has no scenarios"
            : "expected one of \(scenarios.map { "'\($0.name)'" }.joined(separator: ", ")) or all"
        throw ValidationError("unknown scenario '\(name)' of demo '\(demo.name)': \(known)")
    }

    /// A name as a file name: lowercase letters and digits, every other run of characters
    /// one dash, no dash at either end ("Interactive pop, cancelled" → `interactive-pop-cancelled`).
    nonisolated static func slug(_ name: String) -> String {
        var result = ""
        var pendingDash = false
        for character in name.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                if pendingDash && !result.isEmpty { result.append("-") }
                result.append(character)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "scenario" : result
    }
}
