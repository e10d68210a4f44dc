import Foundation

/// The out-of-line data of a run of `_AnimationProgram`s: the animations that evaluate
/// themselves and the keyframes of transform tracks.
///
/// Programs refer to it by index, so a program is a plain value with no references: copying
/// one retains nothing, and evaluating a frame touches no object header. A layer keeps one
/// store for its own programs; a `_SnapshotPlan` keeps one for a whole tree, with every
/// layer's data appended in tree order so that evaluation reads it front to back.
struct _ProgramStore {
    /// The animations of `.general` programs.
    var animations: [CAAnimation] = []
    /// The keyframes of transform tracks, track after track.
    var keyframes: [_AnimationProgram.TransformKeyframe] = []
    /// The matrix of each keyframe (shown exactly where a track holds its ends).
    var matrices: [CATransform3D] = []
    /// The timing curve of the segment that starts at each keyframe (nil for linear).
    var curves: [_CubicBezier?] = []

    /// The store's arrays as buffers, valid inside `withBuffers`.
    struct Buffers {
        let animations: UnsafeBufferPointer<CAAnimation>
        let keyframes: UnsafeBufferPointer<_AnimationProgram.TransformKeyframe>
        let matrices: UnsafeBufferPointer<CATransform3D>
        let curves: UnsafeBufferPointer<_CubicBezier?>
    }

    /// Calls `body` with the arrays as buffers.
    @inline(__always)
    func withBuffers<R>(_ body: (Buffers) -> R) -> R {
        animations.withUnsafeBufferPointer { animations in
            keyframes.withUnsafeBufferPointer { keyframes in
                matrices.withUnsafeBufferPointer { matrices in
                    curves.withUnsafeBufferPointer { curves in
                        body(Buffers(animations: animations, keyframes: keyframes, matrices: matrices, curves: curves))
                    }
                }
            }
        }
    }

    /// Appends another store's data; returns the offsets to add to the indices of its programs.
    mutating func append(_ other: _ProgramStore) -> (animations: Int, keyframes: Int) {
        let offsets = (animations.count, keyframes.count)
        animations.append(contentsOf: other.animations)
        keyframes.append(contentsOf: other.keyframes)
        matrices.append(contentsOf: other.matrices)
        curves.append(contentsOf: other.curves)
        return offsets
    }
}
