import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The animation engine of one thread: its media clock, its transactions, its running
/// animations and display links, and the frame that advances them.
///
/// Segue addition. Core Animation keeps this state per thread and hidden; Segue exposes it so
/// that a host can choose the clock and run frames deterministically. Each thread has its own
/// current engine (created on first use, with a `MonotonicClock`); a test or a headless host
/// installs its own with `makeCurrent()`.
///
/// One frame, `runFrame()`, does in order: fire due display links; commit the implicit
/// transaction; deliver `animationDidStart` to animations whose active time has begun; remove
/// finished animations whose `isRemovedOnCompletion` is true and deliver
/// `animationDidStop(_:finished:)` (true for finished, false for removed or replaced ones); run
/// the completion blocks of transactions whose animations have all ended; finally commit what
/// those callbacks changed.
public final class CAEngine {
    /// The clock that `CACurrentMediaTime()` reads on this engine's thread.
    public var clock: any MediaClock

    /// The display's refresh rate in frames per second: the rate `CADisplayLink` reports.
    public var maximumFramesPerSecond: Int {
        didSet {
            precondition(maximumFramesPerSecond > 0, "CAEngine.maximumFramesPerSecond must be positive")
        }
    }

    /// How many frames `runFrame()` has run.
    public private(set) var frameCount = 0

    /// The media time of the last frame, or nil before the first.
    public private(set) var lastFrameTime: CFTimeInterval?

    // Transactions: the stack of open transactions (the implicit one at the bottom when present).
    var transactionStack: [_TransactionFrame] = []
    // Layers that have animations attached, visited each frame.
    var animatedLayers = _LayerSet(slot: \._animatedLayersSlot)
    // Animation stop events waiting for the next frame (replacements and removals).
    var pendingStops: [_AnimationStopEvent] = []
    // Transactions with completion blocks whose animations have not all ended.
    var completionGroups: [_CompletionGroup] = []
    // Display links added to this engine.
    var displayLinks: [CADisplayLink] = []
    // Layers waiting for layout or display at the next commit.
    var layersNeedingLayout = _LayerSet(slot: \._layoutQueueSlot)
    var layersNeedingDisplay = _LayerSet(slot: \._displayQueueSlot)

    /// Messages about misuse and bad input that Core Animation only logs, most recent last (up to 1,000).
    public internal(set) var reports: [String] = []

    /// Receives each report as it is made; the default writes it to standard error.
    public var reportHandler: (String) -> Void = { message in
        FileHandle.standardError.write(Data("Segue: \(message)\n".utf8))
    }

    // Layers created since the last commit (they receive no implicit animations until committed).
    var uncommittedLayers: [_LayerReference] = []

    /// Creates an engine reading `clock`, with a display of `maximumFramesPerSecond` frames per second.
    public init(clock: any MediaClock = MonotonicClock(), maximumFramesPerSecond: Int = 60) {
        precondition(maximumFramesPerSecond > 0, "CAEngine: maximumFramesPerSecond must be positive")
        self.clock = clock
        self.maximumFramesPerSecond = maximumFramesPerSecond
    }

    /// The current thread's engine.
    public static var current: CAEngine {
        if let raw = pthread_getspecific(_engineKey) {
            return Unmanaged<CAEngine>.fromOpaque(raw).takeUnretainedValue()
        }
        let engine = CAEngine()
        engine.makeCurrent()
        return engine
    }

    /// Makes this engine the current thread's engine (the previous one is released).
    public func makeCurrent() {
        let old = pthread_getspecific(_engineKey)
        pthread_setspecific(_engineKey, Unmanaged.passRetained(self).toOpaque())
        if let old { Unmanaged<CAEngine>.fromOpaque(old).release() }
    }

    /// Runs one frame at the clock's current time; see the type's discussion for the order.
    public func runFrame() {
        let now = clock.currentTime
        frameCount += 1
        lastFrameTime = now
        fireDisplayLinks(at: now)
        commitImplicitTransaction()
        processAnimations(at: now)
        commitImplicitTransaction()
    }

    /// Whether any animation or completion block is still waiting to end.
    public var hasActiveAnimations: Bool {
        !animatedLayers.isEmpty || !completionGroups.isEmpty || !pendingStops.isEmpty
    }
}

/// The thread-local slot that holds each thread's current engine.
private let _engineKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { raw in
        if let raw { Unmanaged<CAEngine>.fromOpaque(raw).release() }
    }
    precondition(status == 0, "CAEngine: cannot create the thread-local engine slot")
    return key
}()
