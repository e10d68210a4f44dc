import ArgumentParser
import OpenQuartzCore

/// The `segue` command line.
@main
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "UIKit's custom view-controller transitions, rebuilt in portable Swift.",
        subcommands: []
    )
}
