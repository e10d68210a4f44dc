import Testing

@testable import SeguePort

@Suite struct ImportPassTests {
    @Test func appleModulesBecomeSegues() throws {
        let (text, report) = try port(
            """
            // Copyright
            import UIKit
            import UIKit.UIGestureRecognizerSubclass
            import QuartzCore
            import os.log
            @testable import Foundation

            final class Drag: UIGestureRecognizer {}

            """)
        #expect(
            text == """
                // Copyright
                import OpenUIKit
                import OpenQuartzCore
                import OpenOS
                @testable import Foundation

                final class Drag: UIGestureRecognizer {}

                """)
        #expect(
            report.rewrites(.import) == [
                "2: import UIKit → import OpenUIKit", "3: import UIKit.UIGestureRecognizerSubclass → import OpenUIKit",
                "4: import QuartzCore → import OpenQuartzCore", "5: import os.log → import OpenOS"
            ])
    }

    @Test func aFileUsingUIKitWithoutImportingItGetsTheImport() throws {
        let (text, report) = try port(
            """
            //  CardAnimator.swift
            //  Created by someone.

            /// Slides the card up.
            final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {}

            """)
        #expect(
            text == """
                //  CardAnimator.swift
                //  Created by someone.

                import OpenUIKit

                /// Slides the card up.
                final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {}

                """)
        #expect(
            report.rewrites(.import) == [
                "5: import OpenUIKit added (the file uses UIViewControllerAnimatedTransitioning without importing it)"
            ])
    }

    @Test func aFileWithFoundationOnlyGetsTheLowestModuleItNeeds() throws {
        let (text, _) = try port(
            """
            import Foundation

            var lock = os_unfair_lock()
            let shadow = CGRect.zero
            let layer = CALayer()

            """)
        #expect(
            text == """
                import OpenQuartzCore
                import OpenOS
                import Foundation

                var lock = os_unfair_lock()
                let shadow = CGRect.zero
                let layer = CALayer()

                """)
    }

    @Test func associatedObjectsComeFromOpenCoreGraphics() throws {
        let (text, _) = try port(
            """
            import Foundation
            import ObjectiveC

            private var key = 0
            func tag(_ object: AnyObject) { objc_setAssociatedObject(object, &key, 1, .OBJC_ASSOCIATION_RETAIN) }

            """)
        #expect(text.hasPrefix("import Foundation\nimport OpenCoreGraphics\n"))
        let (added, _) = try port(
            "import Foundation\n\nfunc tag(_ o: AnyObject) -> Any? { objc_getAssociatedObject(o, \"k\") }\n")
        #expect(added.hasPrefix("import OpenCoreGraphics\nimport Foundation\n"))
    }

    @Test func aFileWithNoImportThatUsesFoundationGetsIt() throws {
        let (text, report) = try port(
            """
            /// The library's timings.
            struct Constants {
                static let duration: TimeInterval = 0.3
                static let radius: CGFloat = 8
            }

            """)
        #expect(
            text == """
                import Foundation

                /// The library's timings.
                struct Constants {
                    static let duration: TimeInterval = 0.3
                    static let radius: CGFloat = 8
                }

                """)
        #expect(
            report.rewrites(.import) == ["3: import Foundation added (the file uses TimeInterval without importing it)"]
        )
        let plain = "struct Point { var x = 0 }\n"
        #expect(try port(plain).text == plain, "a file that needs nothing gets nothing")
    }

    @Test func foundationGeometryAloneNeedsNoUIKit() throws {
        let source = "import Foundation\n\nlet frame = CGRect(x: 0, y: 0, width: 1, height: 1)\n"
        #expect(try port(source).text == source)
    }

    @Test func iOSConditionsHoldOnLinuxAndOtherBranchesStay() throws {
        let (text, report) = try port(
            """
            #if canImport(UIKit)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #endif

            #if os(iOS) || os(tvOS)
            let platform = "touch"
            #elseif os(macOS)
            let platform = "mac"
            #endif

            #if !os(iOS)
            let desktop = true
            #endif

            """)
        #expect(
            text == """
                #if canImport(OpenUIKit)
                import OpenUIKit
                #elseif canImport(AppKit)
                import AppKit
                #endif

                #if os(Linux) || os(tvOS)
                let platform = "touch"
                #elseif os(macOS)
                let platform = "mac"
                #endif

                #if !os(Linux)
                let desktop = true
                #endif

                """)
        #expect(
            report.rewrites(.condition) == [
                "1: #if canImport(UIKit) → canImport(OpenUIKit)", "7: #if os(iOS) || os(tvOS) → os(Linux) || os(tvOS)",
                "13: #if !os(iOS) → !os(Linux)"
            ])
    }

    @Test func codeAlreadyWrittenForSegueIsLeftAlone() throws {
        let source = """
            #if canImport(UIKit)
            import UIKit
            #else
            import OpenUIKit
            #endif

            let view = UIView()

            """
        let (text, report) = try port(source)
        #expect(text == source)
        #expect(report.rewrites.isEmpty)
    }
}
