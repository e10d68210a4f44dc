import OpenCoreGraphics

/// The soak's seeded generator: a failure can be replayed from its seed.
typealias _SoakRandom = _SplitMixRandom
