import Foundation

/// An Xvfb server started for a test, on a display number it picks itself.
///
/// Xvfb writes the display number to its standard output once it accepts connections
/// (`-displayfd 1`), so starting one waits on that line rather than on a timer.
public final class VirtualDisplay {
    /// The display's name, like `:3`.
    public let name: String
    private let process = Process()

    /// The Xvfb executable on `PATH`, if installed.
    public static var executable: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("Xvfb") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Whether window tests can run here: Xvfb is installed. `.ci/run` installs it; a machine
    /// without it skips the window tests unless `SEGUE_REQUIRE_XVFB` is set (CI sets it).
    public static var isAvailable: Bool {
        executable != nil || ProcessInfo.processInfo.environment["SEGUE_REQUIRE_XVFB"] != nil
    }

    /// Starts a 24-bit screen of `width × height` pixels.
    public init(width: Int = 1024, height: Int = 900) throws {
        guard let executable = Self.executable else {
            throw VirtualDisplayError("Xvfb is not installed (apt-get install xvfb); .ci/run installs it")
        }
        let output = Pipe()
        process.executableURL = executable
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }  // Xvfb ended without a display
            text += String(decoding: data, as: UTF8.self)
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(process.processIdentifier, SIGKILL)
            throw VirtualDisplayError("Xvfb did not start (it printed '\(text)')")
        }
        name = ":\(number)"
    }

    deinit {
        // SIGKILL: Xvfb inherits the test runner's blocked signals, so it never sees SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

/// Why a virtual display or a screenshot could not be made.
public struct VirtualDisplayError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
