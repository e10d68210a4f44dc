import Foundation

/// `value` with `digits` decimals; a value that rounds to zero prints without a minus sign.
func formatFixed(_ value: Double, _ digits: Int) -> String {
    let text = String(format: "%.\(digits)f", value)
    let roundsToZero = text.dropFirst().allSatisfy { $0 == "0" || $0 == "." }
    return text.hasPrefix("-") && roundsToZero ? String(text.dropFirst()) : text
}

/// `value` with up to six significant digits, as C's `%g` prints it.
func formatSignificant(_ value: Double) -> String {
    String(format: "%g", value)
}

/// `text` right-aligned in a column `width` characters wide.
func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(width - text.count, 0)) + text
}
