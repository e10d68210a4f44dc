import SegueTesting
import TestSupport
import Testing

/// A host replaced by another one while its test still uses it — what happens when an
/// `async` test awaits and another test creates its host meantime. Each test plays both
/// tests' parts itself, so the interleaving is fixed; none may hang, even when broken (a time
/// limit, and bounded loops).
@MainActor
@Suite(.timeLimit(.minutes(10))) struct HeadlessHostReplacementTests {
    private nonisolated static func isAboutReplacement(_ issue: Issue) -> Bool {
        issue.comments.contains { $0.rawValue.contains("another HeadlessHost reset the application") }
    }

    @Test func aReplacedHostSaysSoAndTakesBackAFreshApplication() {
        let first = HeadlessHost()
        first.advance(by: 0.5)
        let second = HeadlessHost()
        second.advance(by: 0.25)
        withKnownIssue {
            first.runUntilIdle()
        } matching: {
            Self.isAboutReplacement($0)
        }
        #expect(CACurrentMediaTime() == first.now, "the application runs on the first host's clock again")
        #expect(UIApplication.shared.keyWindow === first.window)
        #expect(UIApplication.shared.busyReasons.isEmpty)
        let view = UIView()
        first.window.addSubview(view)
        UIView.animate(withDuration: 0.2) { view.alpha = 0 }
        first.advance(by: 0.1)
        #expect(
            isClose(Double(view.layer.presentation()?.opacity ?? -1), 0.5, tolerance: 0.2), "its frames animate again")
        withKnownIssue {
            second.advance(by: 0.1)
        } matching: {
            Self.isAboutReplacement($0)
        }
    }

    @Test func anAsyncAnimationCutOffByANewHostReturnsUnfinished() async {
        await withKnownIssue {
            let first = HeadlessHost()
            let view = UIView()
            first.window.addSubview(view)
            let animation = Task.immediate { await UIView.animate(withDuration: 1) { view.alpha = 0 } }
            first.advance(by: 0.1)
            _ = HeadlessHost()  // another test's host, made while this test awaits
            await expectEqual(animation.value, false)
            withExtendedLifetime(first) {}
        } matching: {
            $0.comments.contains { $0.rawValue.contains("UIView.animate(withDuration:animations:) was abandoned") }
        }
    }

    @Test func anAsyncPresentationCutOffByANewHostReturns() async {
        await withKnownIssue {
            let first = HeadlessHost()
            let root = UIViewController()
            first.window.rootViewController = root
            first.runFrame()
            var presented = false
            let presenting = Task.immediate {
                await root.present(UIViewController(), animated: true)
                presented = true
            }
            first.advance(by: 0.1)
            _ = HeadlessHost()
            await presenting.value
            #expect(presented)
            withExtendedLifetime(first) {}
        } matching: {
            $0.comments.contains { $0.rawValue.contains("UIViewController.present(_:animated:) was abandoned") }
        }
    }

    /// The earlier form of the client tests: yield, then run a frame, until the call returns.
    /// Another test's host made during a yield cuts the animation off; the loop still ends.
    @Test func aYieldAndRunFrameLoopEndsWhenAnotherHostCutsItsAnimationOff() async {
        await withKnownIssue {
            let host = HeadlessHost()
            let view = UIView()
            host.window.addSubview(view)
            var finished: Bool?
            _ = Task.immediate { finished = await UIView.animate(withDuration: 0.5) { view.alpha = 0 } }
            var frames = 0
            while finished == nil, frames < 600 {
                await Task.yield()
                if frames == 3 { _ = HeadlessHost() }  // another test's host
                host.runFrame()
                frames += 1
            }
            expectEqual(finished, false)
            #expect(frames < 600)
        } matching: { _ in
            true
        }
    }

    @Test func anAsyncAnimationDrivenToItsEndBeforeTheAwaitIsUnaffectedByALaterHost() async {
        let host = HeadlessHost()
        let view = UIView()
        host.window.addSubview(view)
        let animation = Task.immediate { await UIView.animate(withDuration: 0.2) { view.alpha = 0 } }
        host.runUntilIdle()
        _ = HeadlessHost()  // another test's host, made while this test awaits
        await expectEqual(animation.value, true)
    }
}
