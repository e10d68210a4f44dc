import Foundation

/// One corner table's part in a row of a shadow: its two rows mixed for the row
/// (``slice``), and per raster column (indexed by column) the table column and fraction.
struct _CornerRow {
    let columns: UnsafeMutablePointer<Int32>
    let fractions: UnsafeMutablePointer<Float>
    let slice: UnsafeMutablePointer<Float>
    /// The raster columns where the table can be non-zero.
    let range: Range<Int>
}
