import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The view tree: order of subviews and sublayers, UIKit's callback order, and lookups.
@MainActor
@Suite struct UIViewHierarchyTests {
    /// A parent with subviews a, b, c, d (back to front) and the recorder they share.
    func fourSubviews() -> (parent: RecordingView, views: [RecordingView], recorder: EventRecorder) {
        let recorder = EventRecorder()
        let parent = RecordingView("p", recorder)
        let views = ["a", "b", "c", "d"].map { RecordingView($0, recorder) }
        for view in views { parent.addSubview(view) }
        recorder.reset()
        return (parent, views, recorder)
    }

    func expectOrder(
        _ parent: UIView, _ all: [RecordingView], _ expected: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(names(parent.subviews) == expected, sourceLocation: sourceLocation)
        #expect(layerNames(of: parent, among: all) == expected, "sublayers in step", sourceLocation: sourceLocation)
        for view in parent.subviews {
            #expect(view.superview === parent, sourceLocation: sourceLocation)
            #expect(view.layer.superlayer === parent.layer, sourceLocation: sourceLocation)
        }
    }

    @Test func addSubviewAppendsOnTop() {
        let (parent, views, _) = fourSubviews()
        expectOrder(parent, views, ["a", "b", "c", "d"])
    }

    @Test func insertAtIndexPlacesTheNewView() {
        let (parent, views, _) = fourSubviews()
        let e = RecordingView("e", EventRecorder())
        parent.insertSubview(e, at: 2)
        expectOrder(parent, views + [e], ["a", "b", "e", "c", "d"])
        let f = RecordingView("f", EventRecorder())
        parent.insertSubview(f, at: 0)
        expectOrder(parent, views + [e, f], ["f", "a", "b", "e", "c", "d"])
        let g = RecordingView("g", EventRecorder())
        parent.insertSubview(g, at: 6)
        expectOrder(parent, views + [e, f, g], ["f", "a", "b", "e", "c", "d", "g"])
    }

    @Test func insertBelowAndAboveANewView() {
        let (parent, views, _) = fourSubviews()
        let e = RecordingView("e", EventRecorder())
        let f = RecordingView("f", EventRecorder())
        parent.insertSubview(e, belowSubview: views[0])
        parent.insertSubview(f, aboveSubview: views[3])
        expectOrder(parent, views + [e, f], ["e", "a", "b", "c", "d", "f"])
        let g = RecordingView("g", EventRecorder())
        parent.insertSubview(g, aboveSubview: views[1])
        expectOrder(parent, views + [e, f, g], ["e", "a", "b", "g", "c", "d", "f"])
    }

    @Test func insertAboveASiblingMovesAnExistingSubviewJustAboveIt() {
        // "siblingSubview: the sibling view that will be behind the inserted view" (UIKit docs)
        let (parent, views, recorder) = fourSubviews()
        parent.insertSubview(views[0], aboveSubview: views[2])
        expectOrder(parent, views, ["b", "c", "a", "d"])
        parent.insertSubview(views[3], aboveSubview: views[1])
        expectOrder(parent, views, ["b", "d", "c", "a"])
        #expect(recorder.events.isEmpty, "reordering within one superview sends no callbacks")
    }

    @Test func insertBelowASiblingMovesAnExistingSubviewJustBelowIt() {
        let (parent, views, _) = fourSubviews()
        parent.insertSubview(views[0], belowSubview: views[2])
        expectOrder(parent, views, ["b", "a", "c", "d"])
        parent.insertSubview(views[3], belowSubview: views[1])
        expectOrder(parent, views, ["d", "b", "a", "c"])
    }

    @Test func bringToFrontSendToBackAndExchange() {
        let (parent, views, recorder) = fourSubviews()
        parent.bringSubviewToFront(views[1])
        expectOrder(parent, views, ["a", "c", "d", "b"])
        parent.sendSubviewToBack(views[3])
        expectOrder(parent, views, ["d", "a", "c", "b"])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        expectOrder(parent, views, ["b", "a", "c", "d"])
        parent.exchangeSubview(at: 2, withSubviewAt: 1)
        expectOrder(parent, views, ["b", "c", "a", "d"])
        #expect(recorder.events.isEmpty)
    }

    @Test func bringToFrontOfAViewThatIsNotASubviewChangesNothing() {
        let (parent, views, _) = fourSubviews()
        let stranger = RecordingView("x", EventRecorder())
        parent.bringSubviewToFront(stranger)
        parent.sendSubviewToBack(stranger)
        expectOrder(parent, views, ["a", "b", "c", "d"])
        expectEqual(stranger.superview, nil)
    }

    @Test func removeFromSuperviewRemovesViewAndLayer() {
        let (parent, views, _) = fourSubviews()
        views[1].removeFromSuperview()
        expectOrder(parent, views, ["a", "c", "d"])
        expectEqual(views[1].superview, nil)
        expectEqual(views[1].layer.superlayer, nil)
        views[1].removeFromSuperview()  // a second removal does nothing
        expectOrder(parent, views, ["a", "c", "d"])
    }

    @Test func addingToAnotherSuperviewMovesTheView() {
        let (parent, views, _) = fourSubviews()
        let other = RecordingView("q", EventRecorder())
        other.addSubview(views[2])
        expectOrder(parent, views, ["a", "b", "d"])
        #expect(other.subviews.count == 1 && other.subviews[0] === views[2])
        #expect(other.layer.sublayers?.count == 1 && other.layer.sublayers?[0] === views[2].layer)
    }

    @Test func addingAViewToItselfIsReportedAndIgnored() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let view = RecordingView("a", recorder)
        let before = host.reports.count
        view.addSubview(view)
        #expect(view.subviews.isEmpty)
        expectEqual(view.superview, nil)
        #expect(view.layer.sublayers == nil || view.layer.sublayers!.isEmpty)
        expectEqual(host.reports.count, before + 1)
        #expect(recorder.events.isEmpty)
    }

    @Test func addingAnAncestorToADescendantIsReportedAndIgnored() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let a = RecordingView("a", recorder)
        let b = RecordingView("b", recorder)
        let c = RecordingView("c", recorder)
        host.window.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        recorder.reset()
        let before = host.reports.count
        c.addSubview(a)
        c.insertSubview(b, at: 0)
        expectEqual(host.reports.count, before + 2)
        #expect(recorder.events.isEmpty)
        #expect(a.superview === host.window && b.superview === a && c.superview === b)
        #expect(c.subviews.isEmpty)
        #expect(a.layer.superlayer === host.window.layer)
        #expect(c.layer.sublayers?.isEmpty ?? true)
    }

    @Test func addingIntoAWindowCallsUIKitsSequenceDownTheTree() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let p = RecordingView("p", recorder)
        let a = RecordingView("a", recorder)
        let c = RecordingView("c", recorder)
        host.window.addSubview(p)
        a.addSubview(c)
        recorder.reset()
        p.addSubview(a)
        #expect(
            recorder.events == [
                "a willMove(toSuperview: p)",
                "a willMove(toWindow: window)",
                "c willMove(toWindow: window)",
                "a didMoveToWindow(window)",
                "c didMoveToWindow(window)",
                "a didMoveToSuperview(p)",
                "p didAddSubview(a)"
            ])
    }

    @Test func addingOutsideAnyWindowSendsNoWindowCallbacks() {
        let recorder = EventRecorder()
        let p = RecordingView("p", recorder)
        let a = RecordingView("a", recorder)
        let c = RecordingView("c", recorder)
        a.addSubview(c)
        recorder.reset()
        p.addSubview(a)
        expectEqual(recorder.events, ["a willMove(toSuperview: p)", "a didMoveToSuperview(p)", "p didAddSubview(a)"])
    }

    @Test func removingFromAWindowCallsUIKitsSequence() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let p = RecordingView("p", recorder)
        let a = RecordingView("a", recorder)
        let c = RecordingView("c", recorder)
        host.window.addSubview(p)
        p.addSubview(a)
        a.addSubview(c)
        recorder.reset()
        a.removeFromSuperview()
        #expect(
            recorder.events == [
                "p willRemoveSubview(a)",
                "a willMove(toSuperview: nil)",
                "a willMove(toWindow: nil)",
                "c willMove(toWindow: nil)",
                "a didMoveToWindow(nil)",
                "c didMoveToWindow(nil)",
                "a didMoveToSuperview(nil)"
            ])
        #expect(a.window == nil && c.window == nil)
    }

    @Test func movingBetweenSuperviewsInOneWindowSendsNoWindowCallbacks() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let p = RecordingView("p", recorder)
        let q = RecordingView("q", recorder)
        let a = RecordingView("a", recorder)
        host.window.addSubview(p)
        host.window.addSubview(q)
        p.addSubview(a)
        recorder.reset()
        q.addSubview(a)
        #expect(
            recorder.events == [
                "p willRemoveSubview(a)",
                "a willMove(toSuperview: q)",
                "a didMoveToSuperview(q)",
                "q didAddSubview(a)"
            ])
        #expect(p.subviews.isEmpty && p.layer.sublayers?.isEmpty ?? true)
        #expect(a.superview === q && a.layer.superlayer === q.layer)
    }

    @Test func movingOutOfTheWindowIntoADetachedSuperview() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let p = RecordingView("p", recorder)
        let q = RecordingView("q", recorder)
        let a = RecordingView("a", recorder)
        let c = RecordingView("c", recorder)
        host.window.addSubview(p)
        p.addSubview(a)
        a.addSubview(c)
        recorder.reset()
        q.insertSubview(a, at: 0)
        #expect(
            recorder.events == [
                "p willRemoveSubview(a)",
                "a willMove(toSuperview: q)",
                "a willMove(toWindow: nil)",
                "c willMove(toWindow: nil)",
                "a didMoveToWindow(nil)",
                "c didMoveToWindow(nil)",
                "a didMoveToSuperview(q)",
                "q didAddSubview(a)"
            ])
    }

    @Test func windowIsStillTheOldOneDuringWillMoveAndTheNewOneAfter() {
        let host = HeadlessHost()
        final class Probe: UIView {
            var seen: [String] = []
            override func willMove(toWindow newWindow: UIWindow?) {
                seen.append("will \(window == nil ? "nil" : "w") → \(newWindow == nil ? "nil" : "w")")
            }
            override func didMoveToWindow() { seen.append("did \(window == nil ? "nil" : "w")") }
            override func willMove(toSuperview newSuperview: UIView?) {
                seen.append("willSuper \(superview == nil ? "nil" : "s")")
            }
            override func didMoveToSuperview() { seen.append("didSuper \(superview == nil ? "nil" : "s")") }
        }
        let probe = Probe()
        host.window.addSubview(probe)
        probe.removeFromSuperview()
        #expect(
            probe.seen == [
                "willSuper nil", "will nil → w", "did w", "didSuper s",
                "willSuper s", "will w → nil", "did nil", "didSuper nil"
            ])
    }

    @Test func readdingToTheSameSuperviewMovesToFrontWithoutMoveCallbacks() {
        // UIKit's docs: the previous superview is removed only "if that view is not the receiver".
        let (parent, views, recorder) = fourSubviews()
        parent.addSubview(views[0])
        expectOrder(parent, views, ["b", "c", "d", "a"])
        #expect(
            !recorder.events.contains { $0.contains("willMove") || $0.contains("didMove") || $0.contains("willRemove") }
        )
    }

    @Test func windowIsDescendantAndViewWithTag() {
        let host = HeadlessHost()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        let d = UIView()
        a.addSubview(b)
        b.addSubview(c)
        a.addSubview(d)
        #expect(a.window == nil && c.window == nil)
        host.window.addSubview(a)
        #expect(a.window === host.window && c.window === host.window)
        #expect(host.window.window === host.window)
        #expect(c.isDescendant(of: c))
        #expect(c.isDescendant(of: a))
        #expect(c.isDescendant(of: host.window))
        #expect(!c.isDescendant(of: d))
        #expect(!a.isDescendant(of: c))
        a.tag = 1
        b.tag = 2
        c.tag = 3
        d.tag = 4
        #expect(a.viewWithTag(1) === a)
        #expect(a.viewWithTag(3) === c)
        #expect(a.viewWithTag(4) === d)
        expectEqual(b.viewWithTag(4), nil)
        expectEqual(a.viewWithTag(9), nil)
        c.tag = 1
        #expect(a.viewWithTag(1) === a, "the receiver itself is checked first")
        a.removeFromSuperview()
        expectEqual(c.window, nil)
    }
}
