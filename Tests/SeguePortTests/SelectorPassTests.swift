import Testing

@testable import SeguePort

/// Gesture recognizers and display links.
@Suite struct SelectorPassTests {
    @Test func aPanRecognizerBecomesAHandlerThatCastsTheSender() throws {
        let (text, report) = try port(
            only: [SelectorPass.self],
            """
            final class CardPresenter: NSObject {
                func install(on view: UIView) {
                    let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                    view.addGestureRecognizer(pan)
                }

                @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {}
            }
            """)
        #expect(
            text == """
                final class CardPresenter: NSObject {
                    func install(on view: UIView) {
                        let pan = UIPanGestureRecognizer { [weak self] recognizer in self?.handlePan(recognizer as! UIPanGestureRecognizer) }
                        view.addGestureRecognizer(pan)
                    }

                    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {}
                }
                """)
        #expect(report.rewrites(.selector) == ["3: #selector(handlePan(_:)) → UIPanGestureRecognizer(handler:)"])
        #expect(report.unported.isEmpty)
    }

    @Test func theSenderPassesUncastToAGeneralParameterAndNotAtAllToNone() throws {
        let (text, _) = try port(
            only: [SelectorPass.self],
            """
            class DimmingView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dimmingTapped)))
                    // a second recognizer
                    addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:))))
                }
                @objc func dimmingTapped() {}
                @objc func pressed(_ sender: UIGestureRecognizer?) {}
            }
            """)
        #expect(
            text == """
                class DimmingView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dimmingTapped() })
                        // a second recognizer
                        addGestureRecognizer(UILongPressGestureRecognizer { [weak self] recognizer in self?.pressed(recognizer) })
                    }
                    @objc func dimmingTapped() {}
                    @objc func pressed(_ sender: UIGestureRecognizer?) {}
                }
                """)
    }

    @Test func theMethodIsFoundInAnotherFileOnASuperclassWithItsLabel() throws {
        let (text, report) = try port(
            only: [SelectorPass.self],
            """
            extension ZoomController {
                func attach(to view: UIView) {
                    let pinch = UIPinchGestureRecognizer(target: self, action: #selector(userPinched(recognizer:)))
                    view.addGestureRecognizer(pinch)
                }
            }
            """,
            beside: [
                "Base.swift": """
                class BaseController: UIViewController {
                    @objc func userPinched(recognizer: UIPinchGestureRecognizer) {}
                }
                """,
                "Zoom.swift": """
                class ZoomController: BaseController {}
                """
            ])
        #expect(
            text.contains(
                """
                let pinch = UIPinchGestureRecognizer { [weak self] recognizer in self?.userPinched(recognizer: recognizer as! UIPinchGestureRecognizer) }
                """))
        #expect(
            report.rewrites(.selector) == [
                "3: #selector(userPinched(recognizer:)) → UIPinchGestureRecognizer(handler:)"
            ])
    }

    @Test func addTargetOnAnExistingRecognizerAndTheEmptyInitializer() throws {
        let (text, report) = try port(
            only: [SelectorPass.self],
            """
            class SheetInteraction: NSObject {
                let pan = UIPanGestureRecognizer(target: nil, action: nil)
                func start(presenter: SheetPresenter) {
                    pan.addTarget(self, action: #selector(self.handle(_:)))
                    pan.addTarget(presenter, action: #selector(SheetPresenter.dragged(_:)))
                    pan.removeTarget(self, action: #selector(handle(_:)))
                    pan.removeTarget(nil, action: nil)
                }
                @objc private func handle(_ gesture: UIPanGestureRecognizer) {}
            }
            class SheetPresenter: NSObject {
                @objc func dragged(_ gesture: Any) {}
            }
            """)
        #expect(
            text == """
                class SheetInteraction: NSObject {
                    let pan = UIPanGestureRecognizer()
                    func start(presenter: SheetPresenter) {
                        pan.addTarget { [weak self] recognizer in self?.handle(recognizer as! UIPanGestureRecognizer) }
                        pan.addTarget { [weak presenter] recognizer in presenter?.dragged(recognizer) }
                        pan.removeTarget(self, action: #selector(handle(_:)))
                        pan.removeTarget(nil)
                    }
                    @objc private func handle(_ gesture: UIPanGestureRecognizer) {}
                }
                class SheetPresenter: NSObject {
                    @objc func dragged(_ gesture: Any) {}
                }
                """)
        #expect(
            report.rewrites(.selector) == [
                "2: init(target: nil, action: nil) → init()",
                "4: #selector(self.handle(_:)) → addTarget(handler:)",
                "5: #selector(SheetPresenter.dragged(_:)) → addTarget(handler:)",
                "7: removeTarget(nil, action: nil) → removeTarget(nil)"
            ])
        #expect(
            report.unported.map { "\($0.line): \($0.detail)" } == [
                "6: #selector(handle(_:)): Segue removes a handler by the token `addTarget(handler:)` returns: "
                    + "keep it and pass it to `removeTarget(_:)`"
            ])
        #expect(report.unported.first?.guide == "docs/Porting.md#target-action-becomes-closures")
    }

    @Test func aDisplayLinkRetainsItsTargetAsIOSDoes() throws {
        let (text, report) = try port(
            only: [SelectorPass.self],
            """
            final class SpringAnimator: NSObject {
                var link: CADisplayLink?
                func start() {
                    link = CADisplayLink(target: self, selector: #selector(step(_:)))
                    link?.add(to: .main, forMode: .common)
                }
                @objc private func step(_ link: CADisplayLink) {}
            }
            final class Ticker: NSObject {
                func start(animator: SpringAnimator?, clock: Clock) {
                    _ = CADisplayLink(target: clock, selector: #selector(Clock.tick))
                    _ = CADisplayLink(target: animator, selector: #selector(SpringAnimator.step(_:)))
                }
            }
            final class Clock: NSObject {
                @objc func tick() {}
            }
            """)
        #expect(text.contains("link = CADisplayLink { link in self.step(link) }\n"))
        #expect(text.contains("_ = CADisplayLink { [clock] _ in clock.tick() }\n"))
        #expect(text.contains("_ = CADisplayLink { [animator] link in animator?.step(link) }\n"))
        #expect(report.rewrites(.selector).count == 3)
    }
}
