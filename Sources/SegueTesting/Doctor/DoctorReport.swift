/// What the transition doctor found, scenario by scenario, in plain words.
public struct DoctorReport: Sendable, CustomStringConvertible {
    /// One scenario of one demo, examined in some variants.
    public struct Examination: Sendable {
        /// The demo's name.
        public let demo: String
        /// The scenario's name.
        public let scenario: String
        /// The variants played (those that apply to the scenario).
        public let variants: [TransitionDoctor.Variant]
        /// What the runs found, the same finding shown by several variants listed once (with
        /// the first variant that showed it).
        public let findings: [DoctorFinding]

        init(demo: String, scenario: String, variants: [TransitionDoctor.Variant], findings: [DoctorFinding]) {
            self.demo = demo
            self.scenario = scenario
            self.variants = variants
            var seen: Set<String> = []
            self.findings = findings.filter { seen.insert("\($0.kind)|\($0.message)").inserted }
        }
    }

    /// The scenarios examined, in order.
    public let examinations: [Examination]

    /// Every finding.
    public var findings: [DoctorFinding] { examinations.flatMap(\.findings) }

    /// Whether nothing was found.
    public var isClean: Bool { findings.isEmpty }

    /// The number of runs played (scenarios × the variants that apply).
    public var runCount: Int { examinations.reduce(0) { $0 + $1.variants.count } }

    /// The report as the command line prints it: one block per scenario with findings, and a
    /// summary line.
    public var description: String {
        var lines: [String] = []
        for examination in examinations where !examination.findings.isEmpty {
            lines.append("\(examination.demo) — \(examination.scenario):")
            for finding in examination.findings {
                lines.append("  • " + finding.description.replacingOccurrences(of: "\n", with: "\n  "))
            }
        }
        let scenarios = examinations.count
        let count = findings.count
        lines.append(
            count == 0
                ? "No problems found in \(scenarios) scenario\(scenarios == 1 ? "" : "s") (\(runCount) runs)."
                : "\(count) problem\(count == 1 ? "" : "s") found in \(scenarios) scenario\(scenarios == 1 ? "" : "s") (\(runCount) runs)."
        )
        return lines.joined(separator: "\n")
    }
}
