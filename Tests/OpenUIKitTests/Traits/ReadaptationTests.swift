import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A popover shown on an iPad adapts when the window becomes compact (split screen) and goes
/// back when it is regular again, with its replacement controller swapped in and out
/// (UIKitBehaviour #451, #452).
@MainActor
@Suite struct ReadaptationTests {
    typealias Filter = AdaptiveReplacementTests.FilterController
    static let regular = CGSize(width: 1024, height: 1366)
    static let compact = CGSize(width: 375, height: 1366)

    @Test func aPopoverAdaptsWhenTheWidthBecomesCompactAndComesBack() throws {
        let (host, list, filter) = AdaptiveReplacementTests.stage(size: Self.regular)
        let delegate = AdaptiveReplacementTests.WrapsInNavigation()
        let content = Filter()
        AdaptiveReplacementTests.present(content, from: list, item: filter, delegate: delegate)
        host.runUntilIdle()
        expectEqual(delegate.calls, ["willPresent none"])
        expectEqual(content.popoverPresentationController?.arrowDirection, .up)

        host.resize(to: Self.compact)
        host.runUntilIdle()
        expectEqual(delegate.calls, ["willPresent none", "replacement fullScreen", "willPresent fullScreen"])
        let navigation = try #require(list.presentedViewController as? UINavigationController)
        #expect(content.parent === navigation && content.view.window != nil)
        #expect(navigation.view.frame == CGRect(origin: .zero, size: Self.compact), "full screen in the new size")
        expectEqual(content.popoverPresentationController?.arrowDirection, .unknown)
        expectEqual(
            content.log, ["willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear", "didAppear"])

        host.resize(to: Self.regular)
        host.runUntilIdle()
        expectEqual(delegate.calls.last, "willPresent none")
        #expect(list.presentedViewController === content && content.parent == nil, "the replacement is gone")
        expectEqual(navigation.viewIfLoaded?.window, nil)
        expectEqual(content.popoverPresentationController?.arrowDirection, .up)
        expectEqual(content.view.convert(content.view.bounds, to: nil).size, CGSize(width: 300, height: 200))
        expectEqual(content.log.suffix(4), ["willDisappear", "didDisappear", "willAppear", "didAppear"])

        host.tap(at: CGPoint(x: 500, y: 900))  // outside: dismisses the popover
        host.runUntilIdle()
        expectEqual(list.presentedViewController, nil)
        expectEqual(content.log.suffix(2), ["willDisappear", "didDisappear"])
        #expect(host.reports.isEmpty, "\(host.reports)")
    }

    @Test func aResizeDuringThePresentationAdaptsItWhenItEnds() throws {
        let (host, list, filter) = AdaptiveReplacementTests.stage(size: Self.regular)
        let delegate = AdaptiveReplacementTests.WrapsInNavigation()
        let content = Filter()
        AdaptiveReplacementTests.present(content, from: list, item: filter, delegate: delegate)
        host.advance(by: 0.1)
        #expect(content.transitionCoordinator != nil, "still animating in")
        host.resize(to: Self.compact)
        #expect(delegate.calls == ["willPresent none"], "not while the presentation runs")
        host.runUntilIdle()
        expectEqual(delegate.calls, ["willPresent none", "replacement fullScreen", "willPresent fullScreen"])
        #expect(list.presentedViewController is UINavigationController && content.view.window != nil)
        try AdaptiveReplacementTests.tapDone(of: content, host: host)
        host.runUntilIdle()
        expectEqual(list.presentedViewController, nil)
        #expect(
            content.log.count % 4 == 0 && content.log.suffix(2) == ["willDisappear", "didDisappear"], "\(content.log)")
    }

    @Test func withoutADelegateThePopoverBecomesASheetAndBack() throws {
        let (host, list, filter) = AdaptiveReplacementTests.stage(size: Self.regular)
        let content = Filter()
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.barButtonItem = filter
        list.present(content, animated: true)
        host.runUntilIdle()
        host.resize(to: Self.compact)
        host.runUntilIdle()
        let frame = content.view.convert(content.view.bounds, to: nil)
        #expect(frame.width == 375 && frame.maxY == 1366, "a card sheet along the bottom: \(frame)")
        #expect(list.presentedViewController === content)
        host.resize(to: Self.regular)
        host.runUntilIdle()
        expectEqual(content.view.convert(content.view.bounds, to: nil).size, CGSize(width: 300, height: 200))
        content.dismiss(animated: true)
        host.runUntilIdle()
        #expect(list.presentedViewController == nil && content.view.window == nil)
    }
}
