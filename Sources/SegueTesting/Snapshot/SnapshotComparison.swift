/// What `expectSnapshot(of:named:…)` found.
///
/// The assertion records its own issue; the value is for tests that check more than that, and
/// for programs that compare images outside a test.
public struct SnapshotComparison: Equatable, Sendable {
    /// Whether the reference file was written instead of compared (first run or recording).
    public var recorded: Bool
    /// Whether a readable reference of the image's size was found and compared.
    public var compared: Bool
    /// Pixels that differ beyond the tolerances.
    public var differingPixels: Int
    /// The largest difference of any channel of any pixel, 0…255.
    public var maximumDifference: Int
    /// The reference PNG's path.
    public var referencePath: String

    /// Creates a comparison result from its values.
    ///
    /// For tests that compare a result with an expected one.
    public init(
        recorded: Bool, compared: Bool, differingPixels: Int, maximumDifference: Int, referencePath: String = ""
    ) {
        self.recorded = recorded
        self.compared = compared
        self.differingPixels = differingPixels
        self.maximumDifference = maximumDifference
        self.referencePath = referencePath
    }

    /// Whether the image was compared and matched its reference.
    public var matched: Bool { compared && differingPixels == 0 }
}
