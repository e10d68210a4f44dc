import Foundation
import Testing

@testable import OpenOS

@Suite struct LoggerTests {
    private func text(_ message: OSLogMessage) -> String { message._text }

    @Test func interpolationsTakeApplesOptions() {
        let count = 42
        let ratio = 0.5
        let name = "sheet"
        let flag = true
        #expect(text("plain") == "plain")
        #expect(
            text(
                "n=\(count, privacy: .public) r=\(ratio, format: .fixed(precision: 2)) \(name, privacy: .private(mask: .hash))"
            )
                == "n=42 r=0.50 sheet")
        #expect(
            text(
                "\(count, format: .hex(includePrefix: true)) \(count, format: .decimal(minDigits: 5)) \(-count, format: .octal)"
            )
                == "0x2a 00042 -52")
        #expect(
            text("[\(name, align: .right(columns: 8))][\(name, align: .left(columns: 7))]") == "[   sheet][sheet  ]")
        #expect(
            text("\(flag) \(flag, format: .answer) \(UInt8(7)) \(Float(1.5), format: .exponential(precision: 1))")
                == "true YES 7 1.5e+00")
        #expect(
            text("\(URL(fileURLWithPath: "/tmp"), privacy: .sensitive) \(String.self)") == "file:///tmp/ Swift.String")
    }

    @Test func valuesAreOnlyEvaluatedWhenWritten() {
        var evaluated = 0
        func expensive() -> String {
            evaluated += 1
            return "x"
        }
        let message: OSLogMessage = "value \(expensive())"
        #expect(evaluated == 0)
        #expect(message._text == "value x")
        #expect(evaluated == 1)
    }

    @Test func theOutputIsOffUnlessTheEnvironmentAsks() {
        #expect(!_OSLogOutput(setting: nil).accepts(.fault))
        #expect(!_OSLogOutput(setting: "0").accepts(.fault))
        #expect(_OSLogOutput(setting: "1").accepts(.debug))
        let errors = _OSLogOutput(setting: "error")
        #expect(!errors.accepts(.default) && errors.accepts(.error) && errors.accepts(.fault))
        #expect(_OSLogOutput(setting: "info").accepts(.info) && !_OSLogOutput(setting: "info").accepts(.debug))
    }

    @Test func aLineNamesTheLevelSubsystemAndCategory() {
        let log = OSLog(subsystem: "com.example.app", category: "network")
        #expect(_OSLogOutput.line("failed", type: .error, log: log) == "error [com.example.app:network] failed")
        #expect(_OSLogOutput.line("hello", type: .default, log: .default) == "notice hello")
        #expect(!OSLog.disabled.isEnabled(type: .fault))
    }

    @Test func loggersOfEveryFormCompileAndRun() {
        let logger = Logger(subsystem: "com.example.app", category: "ui")
        let status = 404
        logger.debug("debug \(status)")
        logger.trace("trace")
        logger.info("info \(status, privacy: .public)")
        logger.notice("notice")
        logger.log("log")
        logger.log(level: .fault, "log at level")
        logger.warning("warning")
        logger.error("error \(status, format: .hex)")
        logger.critical("critical")
        logger.fault("fault")
        Logger().info("default logger")
        Logger(OSLog(subsystem: "s", category: "c")).info("from OSLog")
        #expect(logger._log._category == "ui")
    }

    @Test func osLogFormatsItsArguments() {
        #expect(_osLogFormat("%{public}@ has %d items (%.1f%%)", ["cart", 3, 12.5]) == "cart has 3 items (12.5%)")
        #expect(_osLogFormat("100%% done", []) == "100% done")
        os_log("presented %{public}@", log: OSLog(subsystem: "s", category: "c"), type: .info, "sheet")
        os_log("no arguments")
        os_log(.error, log: .default, "interpolated \(3)")
    }

    @Test func hugeIsDarwinsMaxFloat() {
        #expect(HUGE == Float.greatestFiniteMagnitude)
        #expect(CGFloat(HUGE) > 1e38)
    }
}
