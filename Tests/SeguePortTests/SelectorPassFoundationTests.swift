import Testing

@testable import SeguePort

/// Notification observers, timers and `perform(_:…)`.
@Suite struct SelectorPassFoundationTests {
    @Test func aSelectorObserverBecomesAWeakBlockThatHopsToTheMainActor() throws {
        let (text, report) = try port(
            only: [SelectorPass.self],
            """
            class KeyboardAwareViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    NotificationCenter.default.addObserver(self,
                                                           selector: #selector(keyboardWillShow(_:)),
                                                           name: UIResponder.keyboardWillShowNotification,
                                                           object: nil)
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    NotificationCenter.default.removeObserver(self)
                }
                deinit { NotificationCenter.default.removeObserver(self) }
                @objc func keyboardWillShow(_ notification: Notification) {}
            }
            """)
        #expect(
            text.contains(
                """
                        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                               object: nil,
                                                               queue: nil) { [weak self] notification in MainActor.assumeIsolated { self?.keyboardWillShow(notification) } }
                """))
        #expect(
            report.rewrites(.selector) == [
                "4: #selector(keyboardWillShow(_:)) → addObserver(forName:object:queue:using:)"
            ])
        #expect(report.unported.map { "\($0.line): \($0.construct)" } == ["11: removeObserver"])
    }

    @Test func anObserverOutsideTheMainActorCallsDirectly() throws {
        let (text, report) = try port(
            only: [SelectorPass.self],
            """
            final class ThemeStore: NSObject {
                override init() {
                    super.init()
                    NotificationCenter.default.addObserver(self, selector: #selector(themeChanged), name: .themeDidChange, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(legacy(_:)), name: .themeDidChange, object: nil)
                }
                @objc func themeChanged() {}
                @objc func legacy(_ note: NSNotification) {}
            }
            """)
        #expect(
            text.contains(
                """
                NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: nil) { [weak self] _ in self?.themeChanged() }
                """))
        #expect(
            report.unported.map { "\($0.line): \($0.detail)" } == [
                "5: #selector(legacy(_:)): `legacy(_:)` takes an NSNotification; the closure receives a Notification"
            ])
    }

    @Test func timersRetainTheirTargetLikeIOS() throws {
        let (text, report) = try port(
            only: [SelectorPass.self],
            """
            class CountdownView: UIView {
                var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                    let once = Timer(timeInterval: 0.5, target: self, selector: #selector(finish), userInfo: nil, repeats: false)
                    RunLoop.main.add(once, forMode: .common)
                    _ = Timer(timeInterval: 2, target: self, selector: #selector(finish), userInfo: ["a": 1], repeats: false)
                }
                @objc func tick(_ timer: Timer) {}
                @objc func finish() {}
            }
            final class Poller: NSObject {
                func start() {
                    _ = Timer.scheduledTimer(timeInterval: 5, target: self, selector: #selector(poll), userInfo: nil, repeats: true)
                }
                @objc func poll() {}
            }
            """)
        #expect(
            text.contains(
                """
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in MainActor.assumeIsolated { self.tick(timer) } }
                """))
        #expect(
            text.contains(
                """
                let once = Timer(timeInterval: 0.5, repeats: false) { _ in MainActor.assumeIsolated { self.finish() } }
                """))
        #expect(text.contains("_ = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in self.poll() }"))
        #expect(
            report.unported.map { "\($0.line): \($0.detail)" } == [
                "7: #selector(finish): the timer's userInfo has no place in the block form; capture the value in the block"
            ])
    }

    @Test func performBecomesACallOrAMainQueueBlock() throws {
        let (text, report) = try port(
            only: [SelectorPass.self],
            """
            class SearchController: UIViewController {
                var query = ""
                func textChanged() {
                    perform(#selector(reload))
                    self.perform(#selector(show(_:)), with: query)
                    perform(#selector(show(_:)), with: query, afterDelay: 0.3)
                    perform(#selector(show(_:)), with: query.lowercased(), afterDelay: delay * 2)
                    perform(#selector(reload), with: nil, afterDelay: 1)
                    performSelector(onMainThread: #selector(reload), with: nil, waitUntilDone: false)
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(reload), object: nil)
                    _ = perform(#selector(reload))
                }
                var delay: TimeInterval { 1 }
                @objc func reload() {}
                @objc func show(_ text: String) {}
            }
            """)
        #expect(
            text.contains(
                """
                        reload()
                        self.show(query)
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [query] in self.show(query) }
                        DispatchQueue.main.asyncAfter(deadline: .now() + (delay * 2)) { [argument = query.lowercased()] in self.show(argument) }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.reload() }
                        DispatchQueue.main.async { self.reload() }
                """))
        #expect(report.rewrites(.selector).count == 6)
        #expect(
            report.unported.map { "\($0.line): \($0.construct)" } == [
                "10: cancelPreviousPerformRequests", "11: #selector"
            ])
    }

    @Test func aStrongTargetOfUnknownOptionalityIsReported() throws {
        let (_, report) = try port(
            only: [SelectorPass.self],
            """
            final class Driver: NSObject {
                func start(with model: Model) {
                    _ = CADisplayLink(target: model.animator, selector: #selector(Animator.step))
                }
            }
            final class Animator: NSObject {
                @objc func step() {}
            }
            """)
        #expect(
            report.unported.map(\.detail) == [
                "#selector(Animator.step): cannot tell whether the target `model.animator` is optional; "
                    + "capture it in the closure by hand (the API retains its target)"
            ])
    }

    @Test func aTrailingClosureIsNotWrittenInAStatementCondition() throws {
        let (text, _) = try port(
            only: [SelectorPass.self],
            """
            class Screen: UIViewController {
                func arm() {
                    if let window = view.window, window.gestureRecognizers?.contains(UITapGestureRecognizer(target: self, action: #selector(tap))) == false {}
                }
                @objc func tap() {}
            }
            """)
        #expect(text.contains("UITapGestureRecognizer(handler: { [weak self] _ in self?.tap() })"))
    }
}
