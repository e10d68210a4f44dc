/// The number of pixels of two 0x00RRGGBB rows (``rgbRows(_:skippingBottom:)``) whose
/// channels differ by more than `tolerance`; every pixel when the counts differ.
///
/// (The `[UInt32]` form the debugger tests use: main's merge of `scrubber` and the X11 tests'
/// move to `CGImage` comparisons left these calls without it.)
func differingPixels(_ a: [UInt32], _ b: [UInt32], tolerance: Int32 = 2) -> Int {
    guard a.count == b.count else { return max(a.count, b.count) }
    var count = 0
    for (p, q) in zip(a, b) where p != q {
        for shift: UInt32 in [0, 8, 16] where abs(Int32((p >> shift) & 0xFF) - Int32((q >> shift) & 0xFF)) > tolerance {
            count += 1
            break
        }
    }
    return count
}
