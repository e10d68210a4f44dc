import OpenCoreGraphics

/// A deterministic random number generator (SplitMix64), so randomized tests are repeatable.
package typealias SeededGenerator = _SplitMixRandom
