import Testing

@testable import SeguePort

/// Controls and bar button items become `UIAction`s.
@Suite struct SelectorPassControlTests {
    @Test func addTargetBecomesAnActionWithTheSenderCastToTheParameter() throws {
        let (text, report) = try port(
            only: [SelectorPass.self],
            """
            final class PlayerControls: UIView {
                let closeButton = UIButton(type: .system)
                let muteSwitch = UISwitch()
                func configure() {
                    closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
                    muteSwitch.addTarget(self, action: #selector(muteChanged(_:)), for: .valueChanged)
                    muteSwitch.addTarget(self, action: #selector(anyChanged(_:)), for: [.valueChanged, .touchUpOutside])
                }
                @objc func close() {}
                @objc func muteChanged(_ sender: UISwitch) {}
                @objc func anyChanged(_ sender: Any) {}
            }
            """)
        #expect(
            text == """
                final class PlayerControls: UIView {
                    let closeButton = UIButton(type: .system)
                    let muteSwitch = UISwitch()
                    func configure() {
                        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
                        muteSwitch.addAction(UIAction { [weak self] action in self?.muteChanged(action.sender as! UISwitch) }, for: .valueChanged)
                        muteSwitch.addAction(UIAction { [weak self] action in self?.anyChanged(action.sender!) }, for: [.valueChanged, .touchUpOutside])
                    }
                    @objc func close() {}
                    @objc func muteChanged(_ sender: UISwitch) {}
                    @objc func anyChanged(_ sender: Any) {}
                }
                """)
        #expect(
            report.rewrites(.selector) == [
                "5: #selector(close) → addAction(_:for:)",
                "6: #selector(muteChanged(_:)) → addAction(_:for:)",
                "7: #selector(anyChanged(_:)) → addAction(_:for:)"
            ])
    }

    @Test func aRemovedActionIsIdentifiedBySelector() throws {
        let (text, report) = try port(
            only: [SelectorPass.self],
            """
            class ToolbarView: UIView {
                let button = UIButton()
                func enable() { button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside) }
            }
            """,
            beside: [
                "Toolbar+Disable.swift": """
                extension ToolbarView {
                    func disable() { button.removeTarget(self, action: #selector(tapped(_:)), for: .touchUpInside) }
                    @objc func tapped(_ sender: UIButton?) {}
                }
                """
            ])
        #expect(
            text.contains(
                """
                button.addAction(UIAction(identifier: UIAction.Identifier("tapped(_:)")) { [weak self] action in \
                self?.tapped(action.sender as! UIButton) }, for: .touchUpInside)
                """))
        let other = try Porter.port(
            [
                "File.swift": text,
                "Toolbar+Disable.swift": """
                extension ToolbarView {
                    func disable() { button.removeTarget(self, action: #selector(tapped(_:)), for: .touchUpInside) }
                    @objc func tapped(_ sender: UIButton?) {}
                }
                """
            ], passes: [SelectorPass.self]
        ).sources["Toolbar+Disable.swift"]!
        #expect(
            other.contains(
                """
                button.removeAction(identifiedBy: UIAction.Identifier("tapped(_:)"), for: .touchUpInside)
                """))
        #expect(report.unported.isEmpty)
    }

    @Test func aMultilineCallKeepsItsLayoutAndComments() throws {
        let (text, _) = try port(
            only: [SelectorPass.self],
            """
            class Cell: UICollectionViewCell {
                let button = UIButton()
                func setUp(delegate: CellDelegate) {
                    // Forward taps to the delegate.
                    button.addTarget(delegate,
                                     action: #selector(CellDelegate.cellTapped(_:)),
                                     for: .touchUpInside) // tapped
                }
            }
            class CellDelegate: NSObject {
                @objc func cellTapped(_ sender: AnyObject) {}
            }
            """)
        #expect(
            text.contains(
                """
                        // Forward taps to the delegate.
                        button.addAction(UIAction { [weak delegate] action in delegate?.cellTapped(action.sender as! AnyObject) },
                                         for: .touchUpInside) // tapped
                """))
    }

    @Test func barButtonItemsTakeAPrimaryAction() throws {
        let (text, report) = try port(
            only: [SelectorPass.self],
            """
            class EditorViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: #selector(cancel))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done(_:)))
                    let share = UIBarButtonItem(image: UIImage(named: "share"), style: .done, target: self, action: #selector(share))
                    toolbarItems = [share]
                }
                @objc func cancel() {}
                @objc func done(_ item: UIBarButtonItem) {}
                @objc func share() {}
            }
            """)
        #expect(
            text.contains(
                """
                navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Cancel") { [weak self] _ in self?.cancel() })
                """))
        #expect(
            text.contains(
                """
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] action in \
                self?.done(action.sender as! UIBarButtonItem) })
                """))
        #expect(
            text.contains(
                """
                let share = UIBarButtonItem(primaryAction: UIAction(image: UIImage(named: "share")) { [weak self] _ in self?.share() })
                """))
        #expect(report.rewrites(.selector).count == 3)
        #expect(
            report.unported.map { "\($0.line): \($0.construct): \($0.detail)" } == [
                "6: UIBarButtonItem style: style .done is not kept: set the item's `style` after creating it"
            ])
    }

    @Test func targetsThatCannotBePortedAreReported() throws {
        let (text, report) = try port(
            only: [SelectorPass.self],
            """
            class FormView: UIView {
                let field = UITextField()
                let button = UIButton()
                func wire() {
                    button.addTarget(nil, action: #selector(FormView.submit), for: .touchUpInside)
                    button.addTarget(self, action: #selector(pressed(_:forEvent:)), for: .touchUpInside)
                    button.addTarget(self, action: #selector(missing), for: .touchUpInside)
                    button.removeTarget(nil, action: nil, for: .allEvents)
                    let action = #selector(getter: UIView.frame)
                    _ = Selector("submit")
                    if field.responds(to: #selector(UITextField.becomeFirstResponder)) {}
                }
                @objc func submit() {}
                @objc func pressed(_ sender: UIButton, forEvent event: UIEvent) {}
            }
            """)
        #expect(text.contains("button.addTarget(nil, action: #selector(FormView.submit), for: .touchUpInside)"))
        #expect(report.rewrites(.selector).isEmpty)
        #expect(
            report.unported.map { "\($0.line): \($0.construct): \($0.detail)" } == [
                "5: #selector: #selector(FormView.submit): the target is nil: the action goes up the responder chain, which has no closure form",
                "6: #selector: #selector(pressed(_:forEvent:)): `pressed(_:forEvent:)` takes 2 parameters; the closure passes one",
                "7: #selector: #selector(missing): cannot find the method `missing` in the ported files",
                "8: removeTarget: button.removeTarget(nil, action: nil, for: .allEvents): Segue removes actions one by one "
                    + "(`removeAction(_:for:)`, `removeAction(identifiedBy:for:)`)",
                "9: #selector: #selector(getter: UIView.frame) is not a target–action call segue port knows; pass a closure instead",
                "10: Selector: Selector(\"submit\"): selectors do not exist without the Objective-C runtime; pass a closure instead"
            ])
    }
}
