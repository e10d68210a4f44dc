// The Swift 6 client code of this target, run headlessly.
import OpenUIKit
import SegueTesting
import Testing

@MainActor
@Suite struct SwiftSixClientTests {
    // Each test makes its host in its body: a host resets the shared application, and a suite
    // instance is made in a separate turn from the test that runs on it.

    /// A host with a root controller that has just begun presenting a sheet through
    /// `SheetTransitioner`.
    private func presentSheet() -> (HeadlessHost, UIViewController, UIViewController, SheetTransitioner) {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runFrame()
        let transitioner = SheetTransitioner()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = transitioner
        root.present(sheet, animated: true)
        return (host, root, sheet, transitioner)
    }

    @Test func anInferredMainActorAnimatorPresentsAndAPanDismissesInteractively() throws {
        let (host, root, sheet, transitioner) = presentSheet()
        host.advance(by: 0.15)
        let midY = try #require(sheet.view.layer.presentation()).frame.minY
        #expect(midY > 844 * 0.4 && midY < 844)
        host.runUntilIdle()
        #expect(
            abs(sheet.view.frame.minY - 337.6) < 1e-9 && sheet.view.frame.size == CGSize(width: 390, height: 844 * 0.6))
        let presentation = try #require(sheet.presentationController as? SheetPresentationController)
        #expect(presentation.dimmingAlpha == 1)

        transitioner.attach(to: sheet)
        host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 700), duration: 0.4)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(presentation.dimmingAlpha == 0)
        #expect(host.reports.isEmpty)
    }

    @Test func aShortPanCancelsTheInteractiveDismissal() throws {
        let (host, root, sheet, transitioner) = presentSheet()
        host.runUntilIdle()
        transitioner.attach(to: sheet)
        host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 450), duration: 0.4)
        host.runUntilIdle()
        #expect(root.presentedViewController === sheet)
        #expect(
            abs(sheet.view.frame.minY - 337.6) < 1e-9 && sheet.view.frame.size == CGSize(width: 390, height: 844 * 0.6))
    }

    // The `async` forms are started with `Task.immediate`, so that everything up to their
    // suspension runs inside this test's turn; the test then drives the host to the end and
    // only then awaits the results. (While this test is suspended, other tests run and create
    // their hosts, which reset the one shared application: nothing may use the host after an
    // `await`.)

    @Test func asyncAnimateReturnsWhetherItFinished() async throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        let animation = Task.immediate {
            await UIView.animate(withDuration: 0.2) { view.alpha = 0 }
        }
        host.advance(by: 0.1)
        let opacity = try #require(view.layer.presentation()).opacity
        #expect(opacity > 0.2 && opacity < 0.8)
        host.runUntilIdle()
        #expect(await animation.value == true)
    }

    @Test func asyncSpringKeyframeAndTransitionFormsReturnWhenTheirAnimationsEnd() async throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let views = (0..<5).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        views[0...3].forEach(host.window.addSubview)
        // All four start now (inside this turn); the host then runs them to their ends before
        // the test awaits anything.
        let spring = Task.immediate {
            await UIView.animate(
                withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7,
                initialSpringVelocity: 0, options: []
            ) { views[0].center = CGPoint(x: 200, y: 300) }
        }
        let keyframes = Task.immediate {
            await UIView.animateKeyframes(withDuration: 0.3, delay: 0, options: []) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { views[1].alpha = 0.5 }
            }
        }
        let dissolve = Task.immediate {
            await UIView.transition(with: views[2], duration: 0.2, options: [.transitionCrossDissolve]) {
                views[2].backgroundColor = .red
            }
        }
        let replace = Task.immediate {
            await UIView.transition(from: views[3], to: views[4], duration: 0.2, options: [.transitionCrossDissolve])
        }
        host.advance(by: 0.1)
        #expect(try #require(views[1].layer.presentation()).opacity < 1)
        host.runUntilIdle()
        #expect(views[0].center == CGPoint(x: 200, y: 300) && views[1].alpha == 0.5)
        #expect(views[4].superview === host.window && views[3].superview == nil)
        let results = [await spring.value, await keyframes.value, await dissolve.value, await replace.value]
        #expect(results == [true, true, true, true])
    }

    @Test func asyncAnimateReportsAnInterruptedAnimationAsUnfinished() async {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        let animation = Task.immediate {
            await UIView.animate(withDuration: 0.4, delay: 0, options: [.curveEaseIn]) {
                view.center = CGPoint(x: 200, y: 200)
            }
        }
        host.advance(by: 0.1)
        view.layer.removeAllAnimations()
        host.runUntilIdle()
        #expect(await animation.value == false)
    }

    @Test func asyncPresentAndDismissReturnAfterTheirTransitions() async {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runFrame()
        let tip = UIViewController()
        var steps: [String] = []
        let presenting = Task.immediate {
            await root.present(tip, animated: true)
            steps.append("presented")
        }
        host.advance(by: 0.2)
        #expect(root.presentedViewController === tip)
        host.runUntilIdle()
        let dismissing = Task.immediate {
            await tip.dismiss(animated: true)
            steps.append("dismissed")
        }
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(tip.view.window == nil)
        await presenting.value
        await dismissing.value
        #expect(steps == ["presented", "dismissed"])
    }
}
