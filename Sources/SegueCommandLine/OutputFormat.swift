import ArgumentParser

/// What `segue render` writes.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// An animated PNG: every frame, each shown for 1/fps.
    case apng
    /// A folder of numbered PNG frames.
    case png
    /// A contact sheet: the frames at 0, 25, 50, 75 and 100 % of the duration in one image.
    case sheet
}
