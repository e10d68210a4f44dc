import Testing

@testable import SeguePort

/// `responds(to:)` checks, and Objective-C protocol objects.
@Suite struct OptionalRequirementRespondsTests {
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
        let (text, report) = try port(only: [OptionalRequirementPass.self], source)
        #expect(
            text.contains(
                """
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
        #expect(
            report.rewrites(.optionalCall).filter { $0.contains("responds") } == [
                "8: responds(to: #selector(PlayerDelegate.playerDidFinish(_:))) → delegate != nil "
                    + "(PlayerDelegate.playerDidFinish(_:) has a default)",
                "11: responds(to: #selector(PlayerDelegate.playerDidFinish)) → self.delegate != nil "
                    + "(PlayerDelegate.playerDidFinish(_:) has a default)",
                "12: responds(to: #selector(PlayerDelegate.playerDidFinish(_:))) condition removed "
                    + "(PlayerDelegate.playerDidFinish(_:) has a default)",
                "15: responds(to: #selector(PlayerDelegate.playerDidFinish(_:))) → self.delegate != nil "
                    + "(PlayerDelegate.playerDidFinish(_:) has a default)"
            ])
        #expect(
            report.unported.map { "\($0.line): \($0.construct): \($0.detail)" } == [
                "18: responds(to:): responds(to: #selector(PlayerDelegate.playerTitle(_:))): PlayerDelegate.playerTitle(_:) "
                    + "returns a value, and its default (nil) is not what this code does without the method: call it and use its answer",
                "21: responds(to:): responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:))): not an optional method "
                    + "of a protocol of the module; call the method (its default answers when it is missing)"
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
        let (_, report) = try port(only: [OptionalRequirementPass.self], source)
        #expect(
            report.unported.map { "\($0.line): \($0.construct): \($0.detail) (\($0.guide))" } == [
                "5: Objective-C protocol: conforms(to: Themeable.self) asks the Objective-C runtime: "
                    + "test `is Themeable` or `as? Themeable` instead (docs/Porting.md#objc-protocols)",
                "8: Objective-C protocol: NSStringFromProtocol needs the Objective-C runtime (docs/Porting.md#objc-protocols)",
                "9: Objective-C protocol: NSProtocolFromString needs the Objective-C runtime (docs/Porting.md#objc-protocols)"
            ])
    }
}
