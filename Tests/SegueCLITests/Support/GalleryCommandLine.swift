import SegueGallery

@testable import SegueCommandLine

extension SegueCommand {
    /// Runs `arguments` (without the program name) over the gallery's own demos, as the
    /// `segue` executable does, and returns what it printed and its exit status.
    static func execute(_ arguments: [String]) -> CommandOutcome {
        execute(arguments, demos: { Gallery.demos })
    }
}
