/// The largest finite `Float`, as Darwin's `<math.h>` `HUGE` (`MAXFLOAT`), which Swift imports
/// as a `Float`: ported code writes `CGFloat(HUGE)` or `Float(HUGE)` for "unbounded".
///
/// Glibc's `<math.h>` does not declare `HUGE` for Swift.
public var HUGE: Float { .greatestFiniteMagnitude }
