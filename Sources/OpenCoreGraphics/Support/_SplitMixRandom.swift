/// A small seeded random number generator (SplitMix64): the same seed gives the same sequence
/// on every platform and run. The one copy for the package's soak, benchmarks and tests.
package struct _SplitMixRandom: RandomNumberGenerator {
    /// The generator's state; the next value is derived from it.
    package var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
