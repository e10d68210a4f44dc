/// A span of time in seconds, as Core Foundation defines it.
///
/// Core Animation measures all media time in `CFTimeInterval`. Foundation on Linux does not
/// declare it, so OpenQuartzCore does.
public typealias CFTimeInterval = Double
