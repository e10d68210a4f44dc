import ArgumentParser
import Foundation
import SegueTesting

/// `segue doctor [demo]`: plays every scenario of the demos, and variants of them, under the
/// transition doctor, and prints what their transitions get wrong.
struct DoctorCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Diagnose the demos' transitions: play each scenario and variants of it, and report the mistakes.",
        discussion: """
            Plays each scenario headlessly as written, and the variants that apply to it: drags \
            released still at 30 % and 70 % of the transition they drive, a tap half-way through \
            a touch-started transition, the reverse transition started the moment it ends, the \
            scenario twice, the window turned to landscape half-way, and animations disabled. \
            Reports, in plain words with the frame where it shows and the seed lesson it breaks: \
            completeTransition never called, called twice or with true after a cancel; the shown \
            view not in the window; the presenting view inserted by a .custom dismissal (the black \
            screen) or a blank screen; views left transformed, transparent, hidden or off their \
            frame; an interaction controller with no gesture (the hang) or wantsInteractiveStart \
            misuse; appearance out of step with the window; leaks; from/to taken for \
            presented/presenting; a context kept after completion; and what UIKit would log. \
            Exits with status 1 when it finds anything.
            """
    )

    @Argument(help: "The demo to examine (see 'segue list'); all demos when omitted.")
    var demo: String?

    @Option(
        help: ArgumentHelp(
            "The scenario to examine: its name or the name in lowercase with dashes (default: all).", valueName: "name")
    )
    var scenario: String?

    @Option(
        name: .customLong("variant"),
        help: ArgumentHelp(
            "A variant to play (repeatable; default: all): as-written, released-30, released-70, interrupted, "
                + "back-to-back, repeated, resized, animations-disabled.", valueName: "name"))
    var variantNames: [String] = []

    @Option(
        help: ArgumentHelp("Screen size in points, WIDTHxHEIGHT (numbers greater than 0).", valueName: "WIDTHxHEIGHT"))
    var size: String = "390x844"

    /// The variants `--variant` names, in the doctor's order (all when none is named).
    func variants() throws -> [TransitionDoctor.Variant] {
        guard !variantNames.isEmpty else { return TransitionDoctor.Variant.all }
        let known = Dictionary(uniqueKeysWithValues: TransitionDoctor.Variant.all.map { (Self.name(of: $0), $0) })
        let chosen = try variantNames.map { name in
            guard let variant = known[name] else {
                throw ValidationError(
                    "unknown variant '\(name)': expected one of \(TransitionDoctor.Variant.all.map(Self.name).joined(separator: ", "))"
                )
            }
            return variant
        }
        return TransitionDoctor.Variant.all.filter(chosen.contains)
    }

    /// A variant's command-line name.
    static func name(of variant: TransitionDoctor.Variant) -> String {
        switch variant {
        case .asWritten: "as-written"
        case .releasedStill(let fraction): "released-\(Int((fraction * 100).rounded()))"
        case .interrupted: "interrupted"
        case .backToBack: "back-to-back"
        case .repeated: "repeated"
        case .resized: "resized"
        case .animationsDisabled: "animations-disabled"
        }
    }

    func validate() throws {
        _ = try variants()
        _ = try RenderOptions.parseSize(size)
        if scenario != nil && demo == nil { throw ValidationError("--scenario needs a demo") }
    }

    @MainActor func run(in catalog: GalleryCatalog, emit: (String) -> Void) throws {
        let doctor = TransitionDoctor(screenSize: try RenderOptions.parseSize(size), variants: try variants())
        let report: DoctorReport
        if let name = demo {
            let demo = try catalog.demo(named: name)
            report =
                try scenario.map { doctor.examine(demo, scenario: try catalog.scenario(named: $0, of: demo)) }
                ?? doctor.examine(demo)
        } else {
            report = doctor.examine(catalog.demos)
        }
        emit(report.description + "\n")
        if !report.isClean {
            throw CommandFailure(
                "the doctor found \(report.findings.count) problem\(report.findings.count == 1 ? "" : "s")")
        }
    }
}
