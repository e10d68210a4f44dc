import Foundation

/// When the shift key comes on by itself, with UIKit's raw values.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none = 0
    /// At the start of every word.
    case words = 1
    /// At the start of every sentence.
    case sentences = 2
    /// For every character.
    case allCharacters = 3
}

/// Whether autocorrection is on, with UIKit's raw values.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The input's default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether spelling is checked, with UIKit's raw values.
public enum UITextSpellCheckingType: Int, Sendable {
    /// The input's default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether straight quotes become curly ones, with UIKit's raw values.
public enum UITextSmartQuotesType: Int, Sendable {
    /// The input's default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether double hyphens become dashes, with UIKit's raw values.
public enum UITextSmartDashesType: Int, Sendable {
    /// The input's default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether spaces are adjusted around inserted text, with UIKit's raw values.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    /// The input's default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// The keyboard's layout, with UIKit's raw values.
///
/// - Note: Segue draws the letters layout for every type.
public enum UIKeyboardType: Int, Sendable {
    /// The input method's default keyboard.
    case `default` = 0
    /// ASCII characters only.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For URLs.
    case URL = 3
    /// Digits 0–9.
    case numberPad = 4
    /// Digits and the phone symbols.
    case phonePad = 5
    /// A phone pad that can also type names.
    case namePhonePad = 6
    /// For email addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// With @ and # at hand.
    case twitter = 9
    /// For web search terms and URLs.
    case webSearch = 10
    /// ASCII digits 0–9.
    case asciiCapableNumberPad = 11

    /// The same as `asciiCapable` (deprecated in UIKit).
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The keyboard's appearance, with UIKit's raw values.
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's default (light).
    case `default` = 0
    /// Dark.
    case dark = 1
    /// Light.
    case light = 2

    /// The same as `dark` (deprecated in UIKit).
    public static let alert = UIKeyboardAppearance.dark
}

/// The return key's title, with UIKit's raw values.
public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google" ("search" today).
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo" ("search" today).
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue".
    case `continue` = 11
}

/// What a text input's content means, for autofill: a string constant, as in UIKit.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// Creates a content type from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a content type from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}
