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
            _require(maximumFramesPerSecond > 0, "CAEngine.maximumFramesPerSecond must be positive")
        }
    }

    /// How many frames `runFrame()` has run.
    public private(set) var frameCount = 0

    /// The media time of the last frame, or nil before the first.
    public private(set) var lastFrameTime: CFTimeInterval?

    // Transactions: the stack of open transactions (the implicit one at the bottom when present).
    var transactionStack: [_TransactionFrame] = []
    // Layers that have animations attached, visited each frame.
    var animatedLayers = _LayerSet(slot: .animatedLayers)
    // Layers whose animations have all started and never finish: the frame has no start or
    // stop to look for on them, so they are not visited until their animations change.
    var settledLayers = _LayerSet(slot: .settledLayers)
    // Animation stop events waiting for the next frame (replacements and removals).
    var pendingStops: [_AnimationStopEvent] = []
    // Transactions with completion blocks whose animations have not all ended.
    var completionGroups: [_CompletionGroup] = []
    // Display links added to this engine.
    var displayLinks: [CADisplayLink] = []
    // Layers waiting for layout or display at the next commit.
    var layersNeedingLayout = _LayerSet(slot: .layoutQueue)
    var layersNeedingDisplay = _LayerSet(slot: .displayQueue)

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
        _require(maximumFramesPerSecond > 0, "CAEngine: maximumFramesPerSecond must be positive")
        self.clock = clock
        self.maximumFramesPerSecond = maximumFramesPerSecond
    }

    /// The engine of the calling context: the main engine on the main thread or the main
    /// dispatch queue, otherwise the calling thread's engine.
    ///
    /// The main actor may run on any thread (under `dispatchMain()` the main queue is drained
    /// by worker threads), so main-actor code shares one engine wherever it runs.
    public static var current: CAEngine {
        if _isMainContext {
            if let engine = _mainEngine { return engine }
            let engine = CAEngine()
            _mainEngine = engine
            return engine
        }
        if let raw = pthread_getspecific(_engineKey) {
            return Unmanaged<CAEngine>.fromOpaque(raw).takeUnretainedValue()
        }
        let engine = CAEngine()
        engine.makeCurrent()
        return engine
    }

    /// Makes this engine the current one for the calling context: the main engine when called
    /// on the main thread or the main dispatch queue, otherwise the calling thread's engine
    /// (the previous one is released).
    public func makeCurrent() {
        if _isMainContext {
            _mainEngine = self
            return
        }
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
        if frameCount % 64 == 0 { _purgeDeallocatedAssociations() }
    }

    /// Whether any animation or completion block is still waiting to end.
    public var hasActiveAnimations: Bool {
        !animatedLayers.isEmpty || !settledLayers.isEmpty || !completionGroups.isEmpty || !pendingStops.isEmpty
    }
}

/// The engine shared by the main thread and the main dispatch queue.
nonisolated(unsafe) private var _mainEngine: CAEngine?

/// Marks the main dispatch queue, so that code it runs on worker threads can be recognised.
private let _mainQueueMarker: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller runs on the main thread or inside a block of the main dispatch queue.
var _isMainContext: Bool {
    _isMainThread || DispatchQueue.getSpecific(key: _mainQueueMarker) == true
}

/// Whether the caller runs on the main thread, asked of Foundation once per thread.
///
/// `Thread.isMainThread` makes two system calls on Linux (the thread's id and the process's),
/// and `CAEngine.current` is read on every layer change; the answer is kept in a thread-local
/// slot (1: the main thread, 2: another).
var _isMainThread: Bool {
    if let known = pthread_getspecific(_threadKindKey) { return Int(bitPattern: known) == 1 }
    let isMain = Thread.isMainThread
    pthread_setspecific(_threadKindKey, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
    return isMain
}

/// The thread-local slot that remembers whether a thread is the main thread.
private let _threadKindKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    _require(status == 0, "CAEngine: cannot create the thread-local thread-kind slot")
    return key
}()

/// The thread-local slot that holds each thread's current engine.
private let _engineKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { raw in
        if let raw { Unmanaged<CAEngine>.fromOpaque(raw).release() }
    }
    _require(status == 0, "CAEngine: cannot create the thread-local engine slot")
    return key
}()
