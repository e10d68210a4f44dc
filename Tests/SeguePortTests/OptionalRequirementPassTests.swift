import Testing

@testable import SeguePort

/// `@objc optional` requirements, their defaults and the calls across the module.
@Suite struct OptionalRequirementPassTests {
    @Test func requirementsGetDefaultsAndCallsBecomePlain() throws {
        let source = """
            import UIKit

            /// Tells the owner what the card does.
            @objc protocol CardViewDelegate {
                func cardViewDidAppear(_ cardView: CardView)
                /// Called when the card is tapped.
                @objc optional func cardView(_ cardView: CardView, didTapAt point: CGPoint)
                @objc optional func cardViewShouldDismiss(_ cardView: CardView) -> Bool
                @objc optional func cardViewHeaderTitle(_ cardView: CardView) -> String?
                @objc optional var cornerRadius: CGFloat { get }
            }

            final class CardView: UIView {
                weak var delegate: CardViewDelegate?
                var onTap: (() -> Void)?

                func tap(at point: CGPoint) {
                    delegate?.cardView?(self, didTapAt: point)  // tell the owner
                    onTap?()
                    if delegate?.cardViewShouldDismiss?(self) ?? true {
                        removeFromSuperview()
                    }
                    layer.cornerRadius = delegate?.cornerRadius ?? 12
                }
            }
            """
        let (text, report) = try port(only: [OptionalRequirementPass.self], source)
        #expect(
            text == """
                import UIKit

                /// Tells the owner what the card does.
                @objc protocol CardViewDelegate: AnyObject {
                    func cardViewDidAppear(_ cardView: CardView)
                    /// Called when the card is tapped.
                    func cardView(_ cardView: CardView, didTapAt point: CGPoint)
                    func cardViewShouldDismiss(_ cardView: CardView) -> Bool
                    func cardViewHeaderTitle(_ cardView: CardView) -> String?
                    var cornerRadius: CGFloat { get }
                }

                extension CardViewDelegate {
                    func cardView(_ cardView: CardView, didTapAt point: CGPoint) {}
                    func cardViewShouldDismiss(_ cardView: CardView) -> Bool { true }
                    func cardViewHeaderTitle(_ cardView: CardView) -> String? { nil }
                    var cornerRadius: CGFloat { 12 }
                }

                final class CardView: UIView {
                    weak var delegate: CardViewDelegate?
                    var onTap: (() -> Void)?

                    func tap(at point: CGPoint) {
                        delegate?.cardView(self, didTapAt: point)  // tell the owner
                        onTap?()
                        if delegate?.cardViewShouldDismiss(self) ?? true {
                            removeFromSuperview()
                        }
                        layer.cornerRadius = delegate?.cornerRadius ?? 12
                    }
                }
                """)
        #expect(
            report.rewrites(.optionalRequirement) == [
                "4: CardViewDelegate: AnyObject (an @objc protocol is class-bound)",
                "7: CardViewDelegate.cardView(_:didTapAt:): default does nothing",
                "8: CardViewDelegate.cardViewShouldDismiss(_:): default returns true (the call sites' fallback)",
                "9: CardViewDelegate.cardViewHeaderTitle(_:): default returns nil",
                "10: CardViewDelegate.cornerRadius: default is 12 (the call sites' fallback)"
            ])
        #expect(
            report.rewrites(.optionalCall) == [
                "18: cardView?(…) → cardView(…)",
                "20: cardViewShouldDismiss?(…) → cardViewShouldDismiss(…)"
            ])
        #expect(report.unported.isEmpty)
    }

    @Test func callSitesInOtherFilesAreRewrittenAndGiveTheFallback() throws {
        let delegate = """
            import UIKit

            @objc public protocol SheetDelegate: NSObjectProtocol {
                @objc optional func sheetHeight(for width: CGFloat) -> CGFloat
                @objc optional var insets: UIEdgeInsets { get set }
            }
            """
        let source = """
            final class Sheet {
                weak var delegate: SheetDelegate?
                func layout(width: CGFloat) -> CGFloat {
                    delegate?.sheetHeight?(for: width) ?? 320
                }
                var insets: UIEdgeInsets { delegate?.insets ?? .zero }
            }
            """
        let (text, report) = try port(
            only: [OptionalRequirementPass.self], source, beside: ["Delegate.swift": delegate])
        #expect(
            text == """
                final class Sheet {
                    weak var delegate: SheetDelegate?
                    func layout(width: CGFloat) -> CGFloat {
                        delegate?.sheetHeight(for: width) ?? 320
                    }
                    var insets: UIEdgeInsets { delegate?.insets ?? .zero }
                }
                """)
        let ported = try Porter.port(
            ["Delegate.swift": delegate, "File.swift": source], passes: [OptionalRequirementPass.self])
        #expect(
            ported.sources["Delegate.swift"] == """
                import UIKit

                @objc public protocol SheetDelegate: NSObjectProtocol {
                    func sheetHeight(for width: CGFloat) -> CGFloat
                    var insets: UIEdgeInsets { get set }
                }

                public extension SheetDelegate {
                    func sheetHeight(for width: CGFloat) -> CGFloat { 320 }
                    var insets: UIEdgeInsets { get { .zero } set {} }
                }
                """)
        #expect(
            report.rewrites.map { "\($0.file):\($0.line): \($0.detail)" } == [
                "Delegate.swift:4: SheetDelegate.sheetHeight(for:): default returns 320 (the call sites' fallback)",
                "Delegate.swift:5: SheetDelegate.insets: default is .zero (the call sites' fallback)",
                "File.swift:4: sheetHeight?(…) → sheetHeight(…)"
            ])
    }

    @Test func neutralValuesWhenTheCallSitesDisagreeOrGiveNone() throws {
        let source = """
            @objc protocol GridSource {
                @objc optional func spacing(in grid: Grid) -> CGFloat
                @objc optional func allowsSelection(in grid: Grid) -> Bool
            }
            @objc protocol GridStyle {
                @objc optional func tint(in grid: Grid) -> UIColor
            }

            final class Grid {
                weak var source: GridSource?
                var rowSpacing: CGFloat { source?.spacing?(in: self) ?? 8 }
                var columnSpacing: CGFloat { source?.spacing?(in: self) ?? 4 }
            }
            """
        let (text, report) = try port(only: [OptionalRequirementPass.self], source)
        #expect(
            text.contains(
                """
                extension GridSource {
                    func spacing(in grid: Grid) -> CGFloat { 0 }
                    func allowsSelection(in grid: Grid) -> Bool { false }
                }
                """))
        #expect(text.contains("    @objc optional func tint(in grid: Grid) -> UIColor\n"))
        #expect(
            report.rewrites(.optionalRequirement) == [
                "1: GridSource: AnyObject (an @objc protocol is class-bound)",
                "2: GridSource.spacing(in:): default returns 0 (CGFloat's neutral value; the call sites' fallbacks differ: 8, 4)",
                "3: GridSource.allowsSelection(in:): default returns false (Bool's neutral value)"
            ])
        #expect(
            report.unported.map { "\($0.line): \($0.construct): \($0.detail) (\($0.guide))" } == [
                "6: optional requirement: GridStyle.tint(in:): no default for UIColor and no fallback at the call sites: "
                    + "give it one in an extension of GridStyle (the protocol is left as written until then) "
                    + "(docs/Porting.md#optional-protocol-methods)"
            ])
    }

    @Test func closurePropertiesStayOptionalAndUIKitOptionalMethodsBecomePlain() throws {
        let source = """
            final class Pager: NSObject, UIScrollViewDelegate {
                weak var forwarding: UIScrollViewDelegate?
                var completion: ((Bool) -> Void)?
                var onPage: ((Int) -> Void)!

                func scrollViewDidScroll(_ scrollView: UIScrollView) {
                    forwarding?.scrollViewDidScroll?(scrollView)
                    self.completion?(true)
                    self.onPage!(1)
                    (forwarding as? UITableViewDelegate)?.tableView?(UITableView(), didSelectRowAt: IndexPath())
                }
            }
            """
        let (text, report) = try port(only: [OptionalRequirementPass.self], source)
        #expect(
            text == """
                final class Pager: NSObject, UIScrollViewDelegate {
                    weak var forwarding: UIScrollViewDelegate?
                    var completion: ((Bool) -> Void)?
                    var onPage: ((Int) -> Void)!

                    func scrollViewDidScroll(_ scrollView: UIScrollView) {
                        forwarding?.scrollViewDidScroll(scrollView)
                        self.completion?(true)
                        self.onPage!(1)
                        (forwarding as? UITableViewDelegate)?.tableView(UITableView(), didSelectRowAt: IndexPath())
                    }
                }
                """)
        #expect(
            report.rewrites(.optionalCall) == [
                "7: scrollViewDidScroll?(…) → scrollViewDidScroll(…)", "10: tableView?(…) → tableView(…)"
            ])
    }

    @Test func aReceiverThatIsThereLosesItsUnreachableFallback() throws {
        let source = """
            @objc protocol Gate {
                @objc optional func shouldOpen(_ gate: Door) -> Bool
            }
            struct Door {
                let gate: Gate
                let spare: Gate?
                func open() -> Bool {
                    let answer = gate.shouldOpen?(self) ?? true
                    let spareAnswer = spare?.shouldOpen?(self) ?? true
                    return answer && spareAnswer && gate.shouldOpen!(self)
                }
            }
            """
        let (text, report) = try port(only: [OptionalRequirementPass.self], source)
        #expect(
            text.contains(
                """
                        let answer = gate.shouldOpen(self)
                        let spareAnswer = spare?.shouldOpen(self) ?? true
                        return answer && spareAnswer && gate.shouldOpen(self)
                """))
        #expect(
            report.rewrites(.optionalCall) == [
                "8: ?? true dropped (shouldOpen(_:) no longer returns an optional)",
                "8: shouldOpen?(…) → shouldOpen(…)",
                "9: shouldOpen?(…) → shouldOpen(…)",
                "10: shouldOpen!(…) → shouldOpen(…)"
            ])
    }

    @Test func anExistingDefaultIsKeptAndCommentsStay() throws {
        let source = """
            @objc protocol Refreshing: NSObjectProtocol {
                // Optional: start spinning.
                @objc
                optional func beginRefreshing() // called on the main thread
                @objc optional static func preferredHeight() -> Double
            }

            extension Refreshing {
                func beginRefreshing() { print("refresh") }
            }
            """
        let (text, report) = try port(only: [OptionalRequirementPass.self], source)
        #expect(
            text == """
                @objc protocol Refreshing: NSObjectProtocol {
                    // Optional: start spinning.
                    func beginRefreshing() // called on the main thread
                    static func preferredHeight() -> Double
                }

                extension Refreshing {
                    static func preferredHeight() -> Double { 0 }
                }

                extension Refreshing {
                    func beginRefreshing() { print("refresh") }
                }
                """)
        #expect(
            report.rewrites(.optionalRequirement) == [
                "3: Refreshing.beginRefreshing(): no longer optional (an extension already implements it)",
                "5: Refreshing.preferredHeight(): default returns 0 (Double's neutral value)"
            ])
    }
}
