import ArgumentParser
import Foundation
import OpenQuartzCore

/// A timing curve as given on the `segue curve` command line: a predefined name or four
/// control-point numbers.
struct CurveSpecification {
    /// The predefined name, or nil for custom control points.
    let name: CAMediaTimingFunctionName?
    /// The timing function to sample.
    let function: CAMediaTimingFunction

    private static let expectation = """
        a name (linear, easeIn, easeOut, easeInEaseOut, default) or four numbers c1x,c1y,c2x,c2y
        """

    /// Parses the curve arguments, throwing a one-line `ValidationError` for anything else.
    init(arguments: [String]) throws(ValidationError) {
        let tokens = arguments.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
            .filter { !$0.isEmpty }
        guard !tokens.isEmpty else { throw ValidationError("no curve given: pass \(Self.expectation)") }
        if arguments.count == 1, tokens.count == 1, Double(tokens[0]) == nil {
            guard let name = Self.predefinedName(tokens[0]) else {
                throw ValidationError("unknown curve '\(tokens[0])': expected \(Self.expectation)")
            }
            self.name = name
            self.function = CAMediaTimingFunction(name: name)
            return
        }
        guard tokens.count == 4 else {
            throw ValidationError(
                "malformed curve '\(arguments.joined(separator: " "))': expected \(Self.expectation)")
        }
        var values: [Float] = []
        for token in tokens {
            guard let value = Float(token), value.isFinite else {
                throw ValidationError("malformed curve: '\(token)' is not a finite number")
            }
            values.append(value)
        }
        for (label, value) in [("c1x", values[0]), ("c2x", values[2])] where !(0...1).contains(value) {
            throw ValidationError(
                "control point x must be within 0...1 (got \(label) = \(formatSignificant(Double(value))))")
        }
        self.name = nil
        self.function = CAMediaTimingFunction(controlPoints: values[0], values[1], values[2], values[3])
    }

    /// The predefined name `text` stands for: a raw name in any letter case, or a
    /// `kCAMediaTimingFunction…` constant name.
    static func predefinedName(_ text: String) -> CAMediaTimingFunctionName? {
        var key = text.lowercased()
        let prefix = "kcamediatimingfunction"
        if key.hasPrefix(prefix) { key.removeFirst(prefix.count) }
        let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        return names.first { $0.rawValue.lowercased() == key }
    }

    /// The sample table: a title line with the control points, then x and y columns.
    func report(samples: Int) -> String {
        var point = [Float](repeating: 0, count: 2)
        let points = (0...3).map { index -> String in
            point.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
            return "(\(formatSignificant(Double(point[0]))), \(formatSignificant(Double(point[1]))))"
        }
        let title = name.map { "curve \($0.rawValue)" } ?? "custom curve"
        var lines = ["\(title): control points \(points.joined(separator: ", "))", "", pad("x", 8) + pad("y", 12)]
        for index in 0..<samples {
            let x = Double(index) / Double(samples - 1)
            let y = function._solve(forInput: x)
            lines.append(pad(formatFixed(x, 4), 8) + pad(formatFixed(y, 6), 12))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
