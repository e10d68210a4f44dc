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
        let (text, report) = try port(source)
        #expect(text == """
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
        #expect(report.rewrites(.optionalRequirement) == [
            "4: CardViewDelegate: AnyObject (an @objc protocol is class-bound)",
            "7: CardViewDelegate.cardView(_:didTapAt:): default does nothing",
            "8: CardViewDelegate.cardViewShouldDismiss(_:): default returns true (the call sites' fallback)",
            "9: CardViewDelegate.cardViewHeaderTitle(_:): default returns nil",
            "10: CardViewDelegate.cornerRadius: default is 12 (the call sites' fallback)",
        ])
        #expect(report.rewrites(.optionalCall) == [
            "18: cardView?(…) → cardView(…)",
            "20: cardViewShouldDismiss?(…) → cardViewShouldDismiss(…)",
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
        let (text, report) = try port(source, beside: ["Delegate.swift": delegate])
        #expect(text == """
        final class Sheet {
            weak var delegate: SheetDelegate?
            func layout(width: CGFloat) -> CGFloat {
                delegate?.sheetHeight(for: width) ?? 320
            }
            var insets: UIEdgeInsets { delegate?.insets ?? .zero }
        }
        """)
        let ported = try Porter.port(["Delegate.swift": delegate, "File.swift": source])
        #expect(ported.sources["Delegate.swift"] == """
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
        #expect(report.rewrites.map { "\($0.file):\($0.line): \($0.detail)" } == [
            "Delegate.swift:4: SheetDelegate.sheetHeight(for:): default returns 320 (the call sites' fallback)",
            "Delegate.swift:5: SheetDelegate.insets: default is .zero (the call sites' fallback)",
            "File.swift:4: sheetHeight?(…) → sheetHeight(…)",
        ])
    }

    @Test func neutralValuesWhenTheCallSitesDisagreeOrGiveNone() throws {
        let source = """
        @objc protocol GridSource {
            @objc optional func spacing(in grid: Grid) -> CGFloat
            @objc optional func allowsSelection(in grid: Grid) -> Bool
            @objc optional func tint(in grid: Grid) -> UIColor
        }

        final class Grid {
            weak var source: GridSource?
            var rowSpacing: CGFloat { source?.spacing?(in: self) ?? 8 }
            var columnSpacing: CGFloat { source?.spacing?(in: self) ?? 4 }
        }
        """
        let (text, report) = try port(source)
        #expect(text.contains("""
        extension GridSource {
            func spacing(in grid: Grid) -> CGFloat { 0 }
            func allowsSelection(in grid: Grid) -> Bool { false }
        }
        """))
        #expect(text.contains("    @objc optional func tint(in grid: Grid) -> UIColor\n"))
        #expect(report.rewrites(.optionalRequirement) == [
            "1: GridSource: AnyObject (an @objc protocol is class-bound)",
            "2: GridSource.spacing(in:): default returns 0 (CGFloat's neutral value; the call sites' fallbacks differ: 8, 4)",
            "3: GridSource.allowsSelection(in:): default returns false (Bool's neutral value)",
        ])
        #expect(report.unported.map { "\($0.line): \($0.construct): \($0.detail) (\($0.guide))" } == [
            "4: optional requirement: GridSource.tint(in:): no default for UIColor and no fallback at the call sites: "
                + "give it one in an extension of GridSource (docs/Porting.md#optional-protocol-methods)",
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
        let (text, report) = try port(source)
        #expect(text == """
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
        #expect(report.rewrites(.optionalCall) == ["7: scrollViewDidScroll?(…) → scrollViewDidScroll(…)", "10: tableView?(…) → tableView(…)"])
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
        let (text, report) = try port(source)
        #expect(text.contains("""
                let answer = gate.shouldOpen(self)
                let spareAnswer = spare?.shouldOpen(self) ?? true
                return answer && spareAnswer && gate.shouldOpen(self)
        """))
        #expect(report.rewrites(.optionalCall) == [
            "8: ?? true dropped (shouldOpen(_:) no longer returns an optional)",
            "8: shouldOpen?(…) → shouldOpen(…)",
            "9: shouldOpen?(…) → shouldOpen(…)",
            "10: shouldOpen!(…) → shouldOpen(…)",
        ])
    }

    @Test func respondsToChecksBecomePresenceChecks() throws {
        let source = """
        @objc protocol PlayerDelegate: AnyObject {
            @objc optional func playerDidFinish(_ player: Player)
            @objc optional func playerTitle(_ player: Player) -> String?
        }
        final class Player {
            weak var delegate: PlayerDelegate?
            func finish() {
                if delegate?.responds(to: #selector(PlayerDelegate.playerDidFinish(_:))) == true {
                    delegate?.playerDidFinish?(self)
                }
                guard self.delegate?.responds(to: #selector(PlayerDelegate.playerDidFinish)) ?? false else { return }
                if let d = delegate, d.responds(to: #selector(PlayerDelegate.playerDidFinish(_:))) {
                    d.playerDidFinish!(self)
                }
                if self.delegate!.responds(to: #selector(PlayerDelegate.playerDidFinish(_:))) {
                    self.delegate!.playerDidFinish!(self)
                }
                if let d = delegate, d.responds(to: #selector(PlayerDelegate.playerTitle(_:))) {
                    print(d.playerTitle!(self) ?? "")
                }
                if delegate?.responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:))) == true {}
            }
        }
        """
        let (text, report) = try port(source)
        #expect(text.contains("""
                if delegate != nil {
                    delegate?.playerDidFinish(self)
                }
                guard self.delegate != nil else { return }
                if let d = delegate {
                    d.playerDidFinish(self)
                }
                if self.delegate != nil {
                    self.delegate!.playerDidFinish(self)
                }
                if let d = delegate, d.responds(to: #selector(PlayerDelegate.playerTitle(_:))) {
                    print(d.playerTitle(self) ?? "")
                }
                if delegate?.responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:))) == true {}
        """))
        #expect(report.rewrites(.optionalCall).filter { $0.contains("responds") } == [
            "8: responds(to: #selector(PlayerDelegate.playerDidFinish(_:))) → delegate != nil "
                + "(PlayerDelegate.playerDidFinish(_:) has a default)",
            "11: responds(to: #selector(PlayerDelegate.playerDidFinish)) → self.delegate != nil "
                + "(PlayerDelegate.playerDidFinish(_:) has a default)",
            "12: responds(to: #selector(PlayerDelegate.playerDidFinish(_:))) condition removed "
                + "(PlayerDelegate.playerDidFinish(_:) has a default)",
            "15: responds(to: #selector(PlayerDelegate.playerDidFinish(_:))) → self.delegate != nil "
                + "(PlayerDelegate.playerDidFinish(_:) has a default)",
        ])
        #expect(report.unported.map { "\($0.line): \($0.construct): \($0.detail)" } == [
            "18: responds(to:): responds(to: #selector(PlayerDelegate.playerTitle(_:))): PlayerDelegate.playerTitle(_:) "
                + "returns a value, and its default (nil) is not what this code does without the method: call it and use its answer",
            "21: responds(to:): responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:))): not an optional method "
                + "of a protocol of the module; call the method (its default answers when it is missing)",
        ])
        #expect(report.unported.allSatisfy { $0.guide == "docs/Porting.md#optional-protocol-methods" })
        #expect(!text.contains("AnyObject, AnyObject"))
    }

    @Test func objectiveCProtocolObjectsAreReported() throws {
        let source = """
        @objc protocol Themeable {
            func applyTheme()
        }
        func theme(_ object: NSObject) {
            if object.conforms(to: Themeable.self) {
                (object as? Themeable)?.applyTheme()
            }
            let name = NSStringFromProtocol(Themeable.self)
            print(name, NSProtocolFromString(name) as Any)
        }
        """
        let (_, report) = try port(source)
        #expect(report.unported.map { "\($0.line): \($0.construct): \($0.detail) (\($0.guide))" } == [
            "5: Objective-C protocol: conforms(to: Themeable.self) asks the Objective-C runtime: "
                + "test `is Themeable` or `as? Themeable` instead (docs/Porting.md#objc-protocols)",
            "8: Objective-C protocol: NSStringFromProtocol needs the Objective-C runtime (docs/Porting.md#objc-protocols)",
            "9: Objective-C protocol: NSProtocolFromString needs the Objective-C runtime (docs/Porting.md#objc-protocols)",
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
        let (text, report) = try port(source)
        #expect(text == """
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
        #expect(report.rewrites(.optionalRequirement) == [
            "3: Refreshing.beginRefreshing(): no longer optional (an extension already implements it)",
            "5: Refreshing.preferredHeight(): default returns 0 (Double's neutral value)",
        ])
    }
}
