import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit
@testable import SegueGallery

/// Demo 12, the form sheet with the keyboard: the keyboard comes up with the sheet and the
/// Save button rides on it; typing on the drawn keys fills the form; saving takes the keyboard
/// down and dismisses the sheet — cleanly, under the transition doctor.
@MainActor
@Suite struct FormSheetKeyboardDemoTests {
    @Test func presentingBringsTheKeyboardUpWithTheSheet() throws {
        let scenario = try #require(FormSheetKeyboardDemo().scenario(named: "present"))
        try DemoChecks.run(FormSheetKeyboardDemo(), scenario) { run in
            let form = try #require((run.root as? FormSheetHomeViewController)?.form)
            #expect(form.nameField.isFirstResponder)
            expectEqual(run.host.keyboardFrame, CGRect(x: 0, y: 844 - 336, width: 390, height: 336))
            let save = form.saveButton.convert(form.saveButton.bounds, to: nil)
            #expect(abs(save.maxY - (844 - 336 - 12)) < 0.001, "the Save button sits on the keyboard layout guide")
        }
    }

    @Test func typingOnTheKeysThenSaving() throws {
        let scenario = try #require(FormSheetKeyboardDemo().scenario(named: "type and save"))
        var typed: String?
        try DemoChecks.run(FormSheetKeyboardDemo(), scenario) { run in
            let home = try #require(run.root as? FormSheetHomeViewController)
            expectEqual(home.presentedViewController, nil)
            #expect(!run.host.isKeyboardVisible)
            expectEqual(run.host.firstResponder, nil)
            typed = home.lastSavedName
        }
        expectEqual(typed, "Ada")
    }
}
