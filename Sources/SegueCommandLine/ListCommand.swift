import ArgumentParser

/// `segue list`: the gallery's demos, each with its one-line summary.
struct ListCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the gallery's demos, each with a one-line summary.",
        discussion: """
            One line per demo: its name (what 'segue render' takes) and what it shows. With \
            --scenarios, each demo's scenarios follow it, indented: the names 'segue render \
            --scenario' takes (spelled as shown, or in lowercase with dashes).
            """
    )

    @Flag(help: "Also list each demo's scenarios.")
    var scenarios = false

    @MainActor func run(in catalog: GalleryCatalog, emit: (String) -> Void) throws {
        emit(report(catalog))
    }

    /// The listing, ending with a newline.
    @MainActor func report(_ catalog: GalleryCatalog) -> String {
        guard !catalog.demos.isEmpty else { return "The gallery has no demos.\n" }
        let width = catalog.demos.map { $0.name.count }.max()! + 2
        var lines: [String] = []
        for demo in catalog.demos {
            lines.append(demo.name + String(repeating: " ", count: width - demo.name.count) + demo.summary)
            if scenarios {
                lines += demo.scenarios.map { "    \($0.name)" }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
