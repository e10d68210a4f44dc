import Foundation

/// The processes that render a gallery on every core.
///
/// A process has one main actor, and rendering runs on it; so `segue gallery` starts its own
/// executable again, `count` times, with `gallery --worker` and the same options (see
/// ``GalleryCommand/workerArguments``). Each worker plays the scenarios it is sent and writes
/// their files itself, exactly as a render in one process would. The conversation, one line
/// each way, fields separated by tabs:
///
/// - to a worker, on its standard input: `index folder slug` — render that scenario (found in
///   the worker's own catalog by its demo's folder and its file name); end of input: no more;
/// - from a worker, on its standard output: `rendered index frames` when the scenario is
///   played (its files may still be being written), and last `totals frames rendering encoding
///   sheets` once every file is written.
///
/// The next scenario goes to whichever worker finished one, so the work balances itself. A
/// worker that fails prints its one-line error and exits non-zero: the gallery stops the
/// others and fails with that line (or one naming the worker's exit status and the scenario
/// it was rendering).
final class GalleryWorkers: @unchecked Sendable {
    /// What a worker said or did, as the threads reading it report it.
    private enum Event {
        case rendered(worker: Int, task: Int, frames: Int)
        case totals(worker: Int, RenderStatistics.Totals)
        case unreadable(worker: Int, line: String)
        case exited(worker: Int, status: Int32, signalled: Bool, error: String)
    }

    private let executable: String
    private let arguments: [String]
    private let count: Int
    private let condition = NSCondition()
    private var events: [Event] = []

    /// Workers running `executable` with `arguments`, `count` of them.
    init(executable: String, arguments: [String], count: Int) {
        self.executable = executable
        self.arguments = arguments
        self.count = max(1, count)
    }

    /// Renders `tasks` on the workers, calling `rendered` (on this thread) with each task's
    /// index and frame count as it comes; returns what the workers measured once every file
    /// is written. Throws a ``CommandFailure`` when a worker cannot start or fails.
    func run(_ tasks: [GalleryPlan.Task], rendered: (Int, Int) -> Void) throws -> RenderStatistics.Totals {
        // A worker that dies must not kill the gallery with SIGPIPE as it is sent more work.
        signal(SIGPIPE, SIG_IGN)
        var processes: [Process] = []
        var inputs: [FileHandle] = []
        defer {
            for process in processes where process.isRunning { process.terminate() }
        }
        for worker in 0..<count {
            let (process, input) = try start(worker)
            processes.append(process)
            inputs.append(input)
        }
        var next = 0
        var running = count
        var current: [Int?] = Array(repeating: nil, count: count)
        var totals = RenderStatistics.Totals()
        func sendNext(to worker: Int) {
            if next < tasks.count {
                let task = tasks[next]
                current[worker] = next
                next += 1
                // A failed write shows as the worker's exit.
                try? inputs[worker].write(contentsOf: Data("\(current[worker]!)\t\(task.folder)\t\(task.slug)\n".utf8))
            } else {
                current[worker] = nil
                try? inputs[worker].close()
            }
        }
        for worker in 0..<count { sendNext(to: worker) }
        while running > 0 {
            switch take() {
            case .rendered(let worker, let task, let frames):
                guard current[worker] == task else {
                    throw CommandFailure("gallery worker \(worker + 1) answered for a scenario it was not rendering")
                }
                rendered(task, frames)
                sendNext(to: worker)
            case .totals(_, let t):
                totals.frames += t.frames
                totals.rendering += t.rendering
                totals.encoding += t.encoding
                totals.sheets += t.sheets
            case .unreadable(let worker, let line):
                throw CommandFailure("gallery worker \(worker + 1) said something unexpected: '\(line)'")
            case .exited(let worker, let status, let signalled, let error):
                if status == 0 && !signalled && current[worker] == nil {
                    running -= 1
                    continue
                }
                throw failure(
                    worker, status: status, signalled: signalled, error: error,
                    rendering: current[worker].map { tasks[$0] })
            }
        }
        return totals
    }

    /// Starts worker `worker`, with threads reading its output and its errors.
    private func start(_ worker: Int) throws -> (Process, FileHandle) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw CommandFailure("cannot start a gallery worker (\(executable)): \(error.localizedDescription)")
        }
        let errorText = ErrorText()
        let errorsRead = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            errorText.value = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            errorsRead.signal()
        }
        Thread.detachNewThread { [self] in
            readLines(output.fileHandleForReading) { post(Self.event(worker, $0)) }
            exited.wait()
            errorsRead.wait()
            post(
                .exited(
                    worker: worker, status: process.terminationStatus,
                    signalled: process.terminationReason == .uncaughtSignal, error: errorText.value))
        }
        return (process, input.fileHandleForWriting)
    }

    /// The failure of worker `worker`: its own error line when it printed one.
    private func failure(
        _ worker: Int, status: Int32, signalled: Bool, error: String,
        rendering task: GalleryPlan.Task?
    ) -> CommandFailure {
        if let line = error.split(separator: "\n").first(where: { $0.hasPrefix("Error: ") }) {
            return CommandFailure(String(line.dropFirst("Error: ".count)))
        }
        let how = signalled ? "was killed by signal \(status)" : "exited with status \(status)"
        let what = task.map { " while rendering \($0.folder)/\($0.slug)" } ?? ""
        return CommandFailure("gallery worker \(worker + 1) (\(executable)) \(how)\(what)")
    }

    /// The event that line `line` of worker `worker`'s output reports.
    private static func event(_ worker: Int, _ line: String) -> Event {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        if fields.count == 3, fields[0] == "rendered", let task = Int(fields[1]), let frames = Int(fields[2]) {
            return .rendered(worker: worker, task: task, frames: frames)
        }
        if fields.first == "totals", let totals = RenderStatistics.Totals(fields: Array(fields.dropFirst())) {
            return .totals(worker: worker, totals)
        }
        return .unreadable(worker: worker, line: line)
    }

    /// Calls `body` with each line `handle` delivers, until its end.
    private func readLines(_ handle: FileHandle, _ body: (String) -> Void) {
        var buffer = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let end = buffer.firstIndex(of: 10) {
                body(String(decoding: buffer[buffer.startIndex..<end], as: UTF8.self))
                buffer.removeSubrange(buffer.startIndex...end)
            }
        }
        if !buffer.isEmpty { body(String(decoding: buffer, as: UTF8.self)) }
    }

    private func post(_ event: Event) {
        condition.lock()
        events.append(event)
        condition.signal()
        condition.unlock()
    }

    private func take() -> Event {
        condition.lock()
        defer { condition.unlock() }
        while events.isEmpty { condition.wait() }
        return events.removeFirst()
    }

    /// Text one thread writes and another reads after a semaphore.
    private final class ErrorText: @unchecked Sendable {
        var value = ""
    }
}
