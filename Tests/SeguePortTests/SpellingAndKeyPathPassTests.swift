import Testing

@testable import SeguePort

@Suite struct SpellingAndKeyPathPassTests {
    @Test func pre42NamesAndFunctionsAreModernised() throws {
        let (text, report) = try port(
            """
            import UIKit

            func configure(_ button: UIButton, state: UIControlState, options: UIViewAnimationOptions) {
                button.contentEdgeInsets = UIEdgeInsetsMake(4, 8, 4, 8)
                let transform = CGAffineTransformMakeScale(0.9, 0.9)
                let rect = UIEdgeInsetsInsetRect(button.bounds, UIEdgeInsetsZero)
                NotificationCenter.default.post(name: .UIKeyboardWillShow, object: nil)
                NotificationCenter.default.post(name: NSNotification.Name.UIApplicationDidBecomeActive, object: nil)
                RunLoop.main.add(Timer(), forMode: .commonModes)
                let animation = CABasicAnimation(keyPath: "opacity")
                animation.fillMode = kCAFillModeForwards
                animation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
                _ = (transform, rect, UITableViewAutomaticDimension, CGRectGetMidX(rect))
            }

            """)
        #expect(
            text == """
                import OpenUIKit

                func configure(_ button: UIButton, state: UIControl.State, options: UIView.AnimationOptions) {
                    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
                    let transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                    let rect = button.bounds.inset(by: UIEdgeInsets.zero)
                    NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
                    RunLoop.main.add(Timer(), forMode: .common)
                    let animation = CABasicAnimation(keyPath: "opacity")
                    animation.fillMode = CAMediaTimingFillMode.forwards
                    animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
                    _ = (transform, rect, UITableView.automaticDimension, rect.midX)
                }

                """)
        #expect(report.rewrites(.spelling).count == 13)
        #expect(report.rewrites(.spelling).first == "3: UIControlState → UIControl.State")
    }

    @Test func modernNamesAndOwnMembersAreLeftAlone() throws {
        let source = """
            import OpenUIKit

            struct Style { var UIControlState = 1 }
            let state: UIControl.State = .normal
            let value = Style().UIControlState
            func UIEdgeInsetsMake(_ all: CGFloat) -> UIEdgeInsets { UIEdgeInsets(top: all, left: all, bottom: all, right: all) }
            let insets = UIEdgeInsetsMake(2)

            """
        #expect(try port(source).text == source)
    }

    @Test func keyPathsBecomeStrings() throws {
        let (text, report) = try port(
            """
            import QuartzCore

            let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
            let move = CABasicAnimation(keyPath: #keyPath(CALayer.position))
            let nested = #keyPath(CALayer.mask.cornerRadius)

            """)
        #expect(
            text == """
                import OpenQuartzCore

                let fade = CABasicAnimation(keyPath: "opacity")
                let move = CABasicAnimation(keyPath: "position")
                let nested = "mask.cornerRadius"

                """)
        #expect(
            report.rewrites(.keyPath) == [
                "3: #keyPath(CALayer.opacity) → \"opacity\"", "4: #keyPath(CALayer.position) → \"position\"",
                "5: #keyPath(CALayer.mask.cornerRadius) → \"mask.cornerRadius\""
            ])
    }

    @Test func swizzlingNibsAndRuntimeReflectionAreReported() throws {
        let source = """
            import OpenUIKit

            extension UIViewController {
                static func swizzle() {
                    let original = class_getInstanceMethod(self, #selector(viewDidAppear(_:)))
                }
                func load() -> UIView? {
                    UINib(nibName: "Card", bundle: nil).instantiate(withOwner: nil).first as? UIView
                }
            }
            final class Layer: CALayer { @NSManaged var progress: CGFloat }
            let type: AnyClass? = NSClassFromString("Card")

            """
        let (_, report) = try port(source)
        let unported = report.unported.map { "\($0.line): \($0.construct) (\($0.guide))" }
        #expect(unported.contains("5: swizzling (docs/Porting.md#swizzling)"))
        #expect(unported.contains("8: nib or storyboard (docs/Porting.md#nibs-and-storyboards)"))
        #expect(unported.contains("11: @NSManaged (docs/Porting.md#kvo-and-dynamic-properties)"))
        #expect(unported.contains("12: Objective-C runtime (docs/Porting.md#objective-c-runtime-functions)"))
    }

    @Test func keyValueObservingByStringAndForwardedSelectorsAreReported() throws {
        let source = """
            import OpenUIKit

            final class Watcher: NSObject {
                let button: UIButton
                init(button: UIButton, target: Any?, action: Selector) {
                    self.button = button
                    super.init()
                    button.addObserver(self, forKeyPath: "frame", options: [.new], context: nil)
                    NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { _ in }
                }
                override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                }
                deinit { button.removeObserver(self, forKeyPath: "frame") }
            }

            """
        let (_, report) = try port(only: [ReportOnlyPass.self], source)
        #expect(
            report.unported.map { "\($0.line): \($0.construct)" } == [
                "5: Selector", "8: KVO by key path string", "11: KVO by key path string", "15: KVO by key path string"
            ])
    }

    @Test func swift42MethodRenamesInCallsAndOverrides() throws {
        let (text, report) = try port(
            only: [SpellingPass.self],
            """
            final class Container: UIViewController {
                func embed(_ child: UIViewController) {
                    addChildViewController(child)
                    view.addSubview(child.view)
                    view.bringSubview(toFront: child.view)
                    child.didMove(toParentViewController: self)
                    _ = childViewControllers.count + self.childViewControllers.count
                }
                func remove(_ child: UIViewController) {
                    child.willMove(toParentViewController: nil)
                    child.removeFromParentViewController()
                }
                override func didMove(toParentViewController parent: UIViewController?) {
                    super.didMove(toParentViewController: parent)
                }
                override func willMove(toParentViewController: UIViewController?) {
                    super.willMove(toParentViewController: toParentViewController)
                }
            }

            """)
        #expect(
            text == """
                final class Container: UIViewController {
                    func embed(_ child: UIViewController) {
                        addChild(child)
                        view.addSubview(child.view)
                        view.bringSubviewToFront(child.view)
                        child.didMove(toParent: self)
                        _ = children.count + self.children.count
                    }
                    func remove(_ child: UIViewController) {
                        child.willMove(toParent: nil)
                        child.removeFromParent()
                    }
                    override func didMove(toParent parent: UIViewController?) {
                        super.didMove(toParent: parent)
                    }
                    override func willMove(toParent toParentViewController: UIViewController?) {
                        super.willMove(toParent: toParentViewController)
                    }
                }

                """)
        #expect(report.rewrites(.spelling).count == 11)
    }
}
