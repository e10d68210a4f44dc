import Testing

@testable import SeguePort

@Suite struct AttributePassTests {
    @Test func objcOnItsOwnLineGoesAndTheDocCommentStays() throws {
        let (text, report) = try port(
            """
            import UIKit

            final class Interactor: NSObject {
                /// Called by the pan.
                @objc
                func handle(_ pan: UIPanGestureRecognizer) {}

                @objc private func close() {}
                @objc(closeAnimated:) func close(animated: Bool) {}
            }

            """)
        #expect(
            text == """
                import OpenUIKit

                final class Interactor: NSObject {
                    /// Called by the pan.
                    func handle(_ pan: UIPanGestureRecognizer) {}

                    private func close() {}
                    func close(animated: Bool) {}
                }

                """)
        #expect(report.rewrites(.attribute) == ["5: @objc removed", "8: @objc removed", "9: @objc removed"])
    }

    @Test func interfaceBuilderAttributesGoAndWeakStays() throws {
        let (text, _) = try port(
            """
            import UIKit
            @IBDesignable
            class CardView: UIView {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet var buttons: [UIButton]!  // the row
                @IBInspectable var cornerRadius: CGFloat = 12
                @IBAction func close(_ sender: Any) {}
            }

            """)
        #expect(
            text == """
                import OpenUIKit
                class CardView: UIView {
                    weak var titleLabel: UILabel!
                    var buttons: [UIButton]!  // the row
                    var cornerRadius: CGFloat = 12
                    func close(_ sender: Any) {}
                }

                """)
    }

    @Test func dynamicGoesWithObjCAndInObjCMembersClasses() throws {
        let (text, report) = try port(
            only: [AttributePass.self],
            """
            @objcMembers class Model: NSObject {
                dynamic var progress: CGFloat = 0
                @objc dynamic var title = ""
                @nonobjc var plain = 0
            }

            """)
        #expect(
            text == """
                class Model: NSObject {
                    var progress: CGFloat = 0
                    var title = ""
                    var plain = 0
                }

                """)
        #expect(report.rewrites(.attribute).count == 5)
    }

    @Test func objcProtocolsStayClassBound() throws {
        let (text, _) = try port(
            only: [AttributePass.self],
            """
            @objc protocol CardDelegate {
                func cardDidClose()
            }
            @objc public protocol DeckDelegate: NSObjectProtocol {}
            @objc protocol Scrolling: Sizing {}

            """)
        #expect(
            text == """
                protocol CardDelegate: AnyObject {
                    func cardDidClose()
                }
                public protocol DeckDelegate: NSObjectProtocol {}
                protocol Scrolling: Sizing, AnyObject {}

                """)
    }

    @Test func optionalRequirementsKeepObjCForTheirOwnPass() throws {
        let (text, _) = try port(
            only: [AttributePass.self],
            """
            @objc protocol PanelDelegate {
                @objc optional func panelDidMove()
            }

            """)
        #expect(text.contains("@objc protocol PanelDelegate {\n    @objc optional func panelDidMove()"))
    }

    @Test func commentsAfterARemovedAttributeAreKept() throws {
        let (text, _) = try port(
            only: [AttributePass.self],
            """
            class A: NSObject {
                @objc // the selector target
                func tap() {}
                @objc /* keep */ func other() {}
            }

            """)
        #expect(
            text == """
                class A: NSObject {
                    // the selector target
                    func tap() {}
                    /* keep */ func other() {}
                }

                """)
    }
}
