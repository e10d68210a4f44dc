import SegueTesting
import Testing

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
import TestSupport
#endif

/// A detail screen that keeps itself alive: its stored closure captures it.
final class LeakingDetail: Screen {
    var refresh: (() -> Void)?
    override func viewDidLoad() {
        super.viewDidLoad()
        refresh = { self.view.setNeedsLayout() }
    }
}

/// Each deliberately broken demo is flagged with the finding for its bug, naming the seed
/// lesson it breaks; the plain fade demo is clean.
@MainActor
@Suite struct BrokenDemoDoctorTests {
    func kinds(_ demo: BrokenDemo, variants: [TransitionDoctor.Variant] = [.asWritten]) -> (
        Set<DoctorFinding.Kind>, DoctorReport
    ) {
        let report = TransitionDoctor(variants: variants).examine(demo)
        return (Set(report.findings.map(\.kind)), report)
    }

    @Test func theSeedsFadeIsClean() {
        let demo = BrokenDemo.modal(
            "fade", style: .fullScreen,
            delegate: Vendor(present: { FadePushAnimator() }, dismiss: { FadePushAnimator() }))
        let report = TransitionDoctor().examine(demo)
        #expect(report.isClean, "\(report)")
    }

    /// The blank-screen check looks at the screen drawn small (96 pixels wide): a detail that
    /// is black all over is reported, an orange one (`theSeedsFadeIsClean`) is not.
    @Test func aScreenThatEndsBlackIsReportedBlank() {
        let demo = BrokenDemo.modal(
            "black detail", style: .fullScreen,
            delegate: Vendor(present: { FadePushAnimator() }, dismiss: { FadePushAnimator() }),
            detail: { Screen(.black) })
        let (found, report) = kinds(demo)
        #expect(found == [.blankScreen], "\(report)")
    }

    @Test func anAnimatorThatNeverCompletesIsNamed() throws {
        let demo = BrokenDemo.modal(
            "never completes", style: .fullScreen,
            delegate: Vendor(present: { NeverCompletingFadeAnimator() }, dismiss: { FadePushAnimator() }))
        let (found, report) = kinds(demo)
        #expect(found.contains(.completeTransitionNeverCalled), "\(report)")
        let finding = try #require(report.findings.first { $0.kind == .completeTransitionNeverCalled })
        #expect(finding.message.contains("NeverCompletingFadeAnimator"))
        expectEqual(finding.lesson, .completeOnceWhenTheAnimationEnds)
        #expect(finding.frame != nil)
    }

    @Test func completingTwiceIsFound() {
        let demo = BrokenDemo.modal(
            "completes twice", style: .fullScreen,
            delegate: Vendor(present: { TwiceCompletingFadeAnimator() }, dismiss: { FadePushAnimator() }))
        let (found, report) = kinds(demo)
        #expect(found == [.completeTransitionCalledTwice], "\(report)")
    }

    @Test func thePopAnimatorReusedForACustomDismissalIsTheBlackScreen() throws {
        let demo = BrokenDemo.modal(
            "black screen", style: .custom,
            delegate: Vendor(present: { FadePushAnimator() }, dismiss: { FadePopAnimator() }))
        let (found, report) = kinds(demo)
        #expect(found.contains(.presentingViewInserted), "\(report)")
        expectEqual(report.findings.first { $0.kind == .presentingViewInserted }?.lesson, .dismissIsNotPop)
        #expect(!found.contains(.uikitReport), "the framework's report is folded into the finding: \(report)")
    }

    @Test func alphaLeftAtZeroAfterACancelledPopShowsWhenReleasedStill() throws {
        let demo = BrokenDemo.navigation("fade pop", popAnimator: { FadePopAnimator() })
        let (asWritten, first) = kinds(demo)
        #expect(asWritten.isEmpty, "the flick finishes: \(first)")
        let (found, report) = kinds(demo, variants: [.releasedStill(at: 0.3)])
        #expect(found == [.viewLeftChanged], "\(report)")
        let finding = try #require(report.findings.first)
        #expect(finding.message.contains("alpha 0 instead of 1"), "\(finding)")
        expectEqual(finding.lesson, .restoreTheViewsOnCancel)
        expectEqual(finding.variant, .releasedStill(at: 0.3))
    }

    @Test func completingTrueAfterACancelIsFound() {
        let demo = BrokenDemo.navigation("always true", popAnimator: { AlwaysTrueFadePopAnimator() })
        let (found, report) = kinds(demo, variants: [.releasedStill(at: 0.3)])
        #expect(found.contains(.completedAfterCancel), "\(report)")
    }

    /// UIKitBehaviour #393: a dimming view faded out alongside a cancelled dismissal stays out
    /// unless the alongside completion puts it back.
    @Test func chromeLeftFadedAfterACancelledDismissalIsFound() throws {
        let (found, report) = kinds(.dimmedCardAfterCancel(restoresDimming: false))
        #expect(found == [.viewLeftChanged], "\(report)")
        let finding = try #require(report.findings.first)
        #expect(
            finding.message.contains("DimmedCardPresentationController")
                && finding.message.contains("alpha 0 instead of 1"),
            "\(finding)")
        #expect(finding.message.contains("context.isCancelled"), "\(finding)")
        expectEqual(finding.lesson, .restoreTheViewsOnCancel)
    }

    @Test func chromePutBackInTheAlongsideCompletionIsClean() {
        let report = TransitionDoctor().examine(BrokenDemo.dimmedCardAfterCancel(restoresDimming: true))
        #expect(report.isClean, "\(report)")
    }

    @Test func theCardLeftBelowAfterACancelledDismissalIsFound() throws {
        let (found, report) = kinds(.cardLeftBelowAfterCancel())
        #expect(found.contains(.viewLeftChanged), "\(report)")
        let finding = try #require(report.findings.first { $0.kind == .viewLeftChanged })
        #expect(finding.message.contains("frame (0, 844, 390, 422) instead of (0, 422, 390, 422)"), "\(finding)")
    }

    @Test func anInteractionControllerForAButtonIsTheHang() throws {
        let vendor = Vendor(present: { FadePushAnimator() }, dismiss: { FadePushAnimator() })
        vendor.interaction = { UIPercentDrivenInteractiveTransition() }
        let (found, report) = kinds(.modal("button hang", style: .fullScreen, delegate: vendor))
        #expect(found == [.interactionWithoutGesture], "\(report)")
        expectEqual(report.findings.first?.lesson, .interactionOnlyWhileAGestureDrives)
    }

    @Test func fromAndToTakenForPresentedAndPresentingAreFound() {
        let demo = BrokenDemo.modal(
            "confused", style: .custom,
            delegate: Vendor(present: { ConfusedFadeAnimator() }, dismiss: { FadePushAnimator() }))
        let (found, report) = kinds(demo)
        #expect(found.contains(.fromToConfused), "\(report)")
    }

    @Test func anAnimatorKeepingTheContextIsNamedWithItsProperty() throws {
        let demo = BrokenDemo.modal(
            "keeps context", style: .fullScreen,
            delegate: Vendor(present: { ContextKeepingFadeAnimator() }, dismiss: { FadePushAnimator() }))
        let (found, report) = kinds(demo)
        #expect(found.contains(.contextKept), "\(report)")
        let finding = try #require(report.findings.first { $0.kind == .contextKept })
        #expect(
            finding.message.contains("ContextKeepingFadeAnimator") && finding.message.contains("`transitionContext`"))
    }

    @Test func aLeakingControllerIsFound() throws {
        let demo = BrokenDemo.modal(
            "leak", style: .fullScreen,
            delegate: Vendor(present: { FadePushAnimator() }, dismiss: { FadePushAnimator() }),
            detail: { LeakingDetail(.systemGreen) })
        let (found, report) = kinds(demo)
        #expect(found == [.leak], "\(report)")
        #expect(report.findings.contains { $0.message.contains("LeakingDetail") })
    }
}
