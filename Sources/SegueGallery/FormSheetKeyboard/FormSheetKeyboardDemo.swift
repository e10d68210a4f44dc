import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 12: a form sheet with text fields, presented while the keyboard comes up — the name
/// field becomes first responder as the sheet appears, so the keyboard slides up alongside
/// the presentation, and the sheet's Save button rides on the keyboard layout guide.
///
/// Scenarios (window points on a 390 × 844 screen): "present" taps Edit Profile; "type and
/// save" starts with the sheet shown, taps the keys A, d, a on the keyboard, moves to the
/// email field with the return key (Next) and saves with the Save button, which ends editing
/// (the keyboard goes down) and dismisses the sheet.
public struct FormSheetKeyboardDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    /// The demo's command-line name.
    public let name = "form-sheet-keyboard"

    /// What the demo shows, in one line.
    public let summary = "A form sheet whose text field brings the keyboard up during the presentation"

    /// Makes the demo's screen, to install as a window's root.
    public func makeRootViewController() -> UIViewController {
        FormSheetHomeViewController()
    }

    /// The runs the gallery renders (see the type's discussion).
    public var scenarios: [DemoScenario] {
        let keys = FormSheetKeyboardDemo.keyCentres
        return [
            DemoScenario(
                "present",
                [
                    .tap(_DemoScreenView.buttonCentre(0)),
                    .settle
                ]),
            DemoScenario(
                "type and save",
                setup: [
                    .perform { root in (root as? FormSheetHomeViewController)?.editProfile(animated: false) },
                    .settle
                ],
                [
                    .tap(keys.a), .wait(0.15), .tap(keys.d), .wait(0.15), .tap(keys.a), .wait(0.15),
                    .tap(keys.returnKey), .settle,
                    .perform { root in (root as? FormSheetHomeViewController)?.form?.save() },
                    .settle
                ])
        ]
    }

    /// Where the keys the scenario taps are on a 390 × 844 screen with the keyboard up (336 pt
    /// with the predictive bar; the key rows start 8 pt below the 45-pt bar, 54 pt apart, keys
    /// 33 pt wide with 6-pt gaps).
    static var keyCentres: (a: CGPoint, d: CGPoint, returnKey: CGPoint) {
        let keyboardTop: CGFloat = 844 - 336
        let firstRow = keyboardTop + 45 + 8 + 21
        let secondRowStart: CGFloat = (390 - (9 * 33 + 8 * 6)) / 2
        func secondRow(_ index: Int) -> CGPoint {
            CGPoint(x: secondRowStart + 16.5 + CGFloat(index) * 39, y: firstRow + 54)
        }
        return (secondRow(0), secondRow(2), CGPoint(x: 390 - 3 - 44.5, y: firstRow + 3 * 54))
    }
}
