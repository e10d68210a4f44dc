import Testing

@testable import SeguePort

/// Overrides written in extensions, and members of extensions that subclasses override, move
/// into the class body.
@Suite struct ExtensionMemberPassTests {
    @Test func anOverrideMovesIntoTheClassBodyOfTheSameFile() throws {
        let source = """
            import UIKit

            final class CardPresentationController: UIPresentationController {}

            // MARK: - Presentation

            extension CardPresentationController {
                /// Fades the dimming view in.
                override func presentationTransitionWillBegin() {
                    super.presentationTransitionWillBegin()
                }

                override var frameOfPresentedViewInContainerView: CGRect {
                    containerView?.bounds ?? .zero  // the whole container
                }
            }

            func helper() {}
            """
        let (text, report) = try port(only: [ExtensionMemberPass.self], source)
        #expect(
            text == """
                import UIKit

                final class CardPresentationController: UIPresentationController {
                    // MARK: - Presentation

                    /// Fades the dimming view in.
                    override func presentationTransitionWillBegin() {
                        super.presentationTransitionWillBegin()
                    }

                    override var frameOfPresentedViewInContainerView: CGRect {
                        containerView?.bounds ?? .zero  // the whole container
                    }
                }

                func helper() {}
                """)
        #expect(
            report.rewrites(.extensionMember) == [
                "9: override presentationTransitionWillBegin() moved into the body of CardPresentationController",
                "13: override frameOfPresentedViewInContainerView moved into the body of CardPresentationController"
            ])
        #expect(report.unported.isEmpty)
    }

    @Test func membersMoveIntoAClassDeclaredInAnotherFile() throws {
        let controller = """
            import UIKit

            class SheetController: UIViewController {
                let handle = UIView()
            }
            """
        let source = """
            import UIKit

            extension SheetController: UIGestureRecognizerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    configureSheet()
                }

                // Recognise with the scroll view.
                func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool {
                    true
                }
            }

            extension SheetController {
                @objc func configureSheet() {
                    handle.backgroundColor = .gray
                }
            }

            final class PhotoSheetController: SheetController {
                override func configureSheet() {
                    super.configureSheet()
                }
            }
            """
        let (text, report) = try port(
            only: [ExtensionMemberPass.self], source, beside: ["SheetController.swift": controller])
        #expect(
            text == """
                import UIKit

                extension SheetController: UIGestureRecognizerDelegate {
                    // Recognise with the scroll view.
                    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool {
                        true
                    }
                }

                final class PhotoSheetController: SheetController {
                    override func configureSheet() {
                        super.configureSheet()
                    }
                }
                """)
        let ported = try Porter.port(
            ["File.swift": source, "SheetController.swift": controller], passes: [ExtensionMemberPass.self])
        #expect(
            ported.sources["SheetController.swift"] == """
                import UIKit

                class SheetController: UIViewController {
                    let handle = UIView()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        configureSheet()
                    }

                    @objc func configureSheet() {
                        handle.backgroundColor = .gray
                    }
                }
                """)
        #expect(
            report.rewrites(.extensionMember) == [
                "4: override viewDidLoad() moved into the body of SheetController in SheetController.swift",
                "16: configureSheet() (overridden in a subclass) moved into the body of SheetController in SheetController.swift"
            ])
    }

    @Test func overridesInExtensionsOfUIKitClassesAreReported() throws {
        let source = """
            extension UIViewController {
                override open func awakeFromNib() {
                    super.awakeFromNib()
                }
                func dismissKeyboard() { view.endEditing(true) }
            }
            """
        let (text, report) = try port(only: [ExtensionMemberPass.self], source)
        #expect(text == source)
        #expect(
            report.unported.map { "\($0.line): \($0.construct): \($0.detail) (\($0.guide))" } == [
                "2: override in extension: UIViewController is not a class of the module: override awakeFromNib() "
                    + "in a subclass's body (docs/Porting.md#overrides-in-extensions)"
            ])
    }

    @Test func accessLevelsFollowTheMember() throws {
        let view = """
            open class BadgeView: UIView {
                private func refreshBadge() {}
            }
            """
        let source = """
            public extension BadgeView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                }
            }

            private extension BadgeView {
                override func didMoveToWindow() {
                    super.didMoveToWindow()
                }
            }

            fileprivate let badgeInset: CGFloat = 4

            extension BadgeView {
                override func tintColorDidChange() {
                    frame = frame.insetBy(dx: badgeInset, dy: badgeInset)
                }
            }
            """
        let (text, report) = try port(only: [ExtensionMemberPass.self], source, beside: ["BadgeView.swift": view])
        #expect(
            text == """
                fileprivate let badgeInset: CGFloat = 4

                extension BadgeView {
                    override func tintColorDidChange() {
                        frame = frame.insetBy(dx: badgeInset, dy: badgeInset)
                    }
                }
                """)
        let ported = try Porter.port(
            ["File.swift": source, "BadgeView.swift": view], passes: [ExtensionMemberPass.self])
        #expect(
            ported.sources["BadgeView.swift"] == """
                open class BadgeView: UIView {
                    private func refreshBadge() {}

                    public override func layoutSubviews() {
                        super.layoutSubviews()
                    }

                    override func didMoveToWindow() {
                        super.didMoveToWindow()
                    }
                }
                """)
        #expect(
            report.rewrites(.extensionMember) == [
                "2: override layoutSubviews() moved into the body of BadgeView in BadgeView.swift; public, as in its extension",
                "8: override didMoveToWindow() moved into the body of BadgeView in BadgeView.swift; "
                    + "the extension's private dropped: the class is in another file"
            ])
        #expect(
            report.unported.map { "\($0.line): \($0.detail)" } == [
                "16: moving tintColorDidChange() into BadgeView (BadgeView.swift) would lose access to badgeInset, "
                    + "private to File.swift: make it internal, then port again"
            ])
    }

    @Test func nestedClassesAndEmptyBodiesAreIndented() throws {
        let source = """
            enum Cards {
                class DeckView: UIView {}
            }

            extension Cards.DeckView {
                // Lay the cards out.
                override func layoutSubviews() {
                    super.layoutSubviews()
                    for card in subviews {
                        card.center = center
                    }
                }
            }

            private extension Cards.DeckView {
                override var intrinsicContentSize: CGSize { .zero }
            }
            """
        let (text, report) = try port(only: [ExtensionMemberPass.self], source)
        #expect(
            text == """
                enum Cards {
                    class DeckView: UIView {
                        // Lay the cards out.
                        override func layoutSubviews() {
                            super.layoutSubviews()
                            for card in subviews {
                                card.center = center
                            }
                        }

                        fileprivate override var intrinsicContentSize: CGSize { .zero }
                    }
                }
                """)
        #expect(report.rewrites(.extensionMember).count == 2)
    }
}
