import Foundation

/// The drawn system keyboard: the English (US) letters layout in the light style, with the
/// predictive bar when the text input wants one, and the strip with the home indicator on
/// phones without a home button.
///
/// A tap on a key types into the first responder (`UIKeyInput`): a letter (capital while
/// shifted), space, return (`insertText("\n")`) or delete (`deleteBackward()`); shift toggles
/// capitals, and is on when the keyboard comes up for an empty input that capitalises.
@MainActor
final class _KeyboardView: UIView {
    /// A key: what it shows and does, and where it is.
    struct Key: Equatable {
        enum Kind: Equatable {
            case character(String)
            case shift, delete, numbers, emoji, space, returnKey
        }
        var kind: Kind
        var frame: CGRect
    }

    /// Whether the predictive bar is shown (not for inputs with autocorrection off).
    private(set) var showsPredictiveBar = true
    /// Whether letters type as capitals.
    private(set) var isShifted = false
    /// The return key's title, from the input's `returnKeyType`.
    private(set) var returnTitle = "return"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = _KeyboardView.backgroundTint
    }

    required init?(coder: NSCoder) { _unimplemented("_KeyboardView.init(coder:)") }

    /// Takes the predictive bar, shift state and return key from `responder`'s traits.
    func configure(for responder: UIResponder) {
        let traits = responder as? UITextInputTraits
        showsPredictiveBar = traits?.autocorrectionType != UITextAutocorrectionType.no
        let capitalizes = (traits?.autocapitalizationType ?? .sentences) != UITextAutocapitalizationType.none
        isShifted = capitalizes && !((responder as? UIKeyInput)?.hasText ?? false)
        returnTitle = (traits?.returnKeyType ?? .default)._keyTitle
        setNeedsDisplay()
    }

    /// The keyboard's size for a screen, with this view's predictive bar setting.
    func metrics(screenSize: CGSize) -> _KeyboardMetrics {
        _KeyboardMetrics(screenSize: screenSize, showsPredictiveBar: showsPredictiveBar)
    }

    // MARK: Layout of the keys

    /// The keys at the view's current size, top row first.
    var keys: [Key] {
        let screen = UIScreen.main.bounds.size
        let metrics = metrics(screenSize: screen)
        let width = bounds.width
        let margin: CGFloat = 3
        let gap: CGFloat = 6
        let rowPitch: CGFloat = 54
        let keyHeight: CGFloat = 42
        let keyWidth = max((width - 2 * margin - 9 * gap) / 10, 1)
        let top = metrics.predictiveBarHeight + 8
        var keys: [Key] = []
        func row(_ letters: String, y: CGFloat) {
            let total = CGFloat(letters.count) * keyWidth + CGFloat(letters.count - 1) * gap
            var x = (width - total) / 2
            for letter in letters {
                keys.append(
                    Key(kind: .character(String(letter)), frame: CGRect(x: x, y: y, width: keyWidth, height: keyHeight))
                )
                x += keyWidth + gap
            }
        }
        row("qwertyuiop", y: top)
        row("asdfghjkl", y: top + rowPitch)
        let third = top + 2 * rowPitch
        let wide = keyWidth * 1.3
        keys.append(Key(kind: .shift, frame: CGRect(x: margin, y: third, width: wide, height: keyHeight)))
        row("zxcvbnm", y: third)
        keys.append(
            Key(kind: .delete, frame: CGRect(x: width - margin - wide, y: third, width: wide, height: keyHeight)))
        let fourth = top + 3 * rowPitch
        let returnWidth = keyWidth * 2.7
        keys.append(Key(kind: .numbers, frame: CGRect(x: margin, y: fourth, width: wide, height: keyHeight)))
        keys.append(Key(kind: .emoji, frame: CGRect(x: margin + wide + gap, y: fourth, width: wide, height: keyHeight)))
        let spaceX = margin + 2 * (wide + gap)
        let returnX = width - margin - returnWidth
        keys.append(
            Key(
                kind: .space,
                frame: CGRect(x: spaceX, y: fourth, width: max(returnX - gap - spaceX, 1), height: keyHeight)))
        keys.append(Key(kind: .returnKey, frame: CGRect(x: returnX, y: fourth, width: returnWidth, height: keyHeight)))
        return keys
    }

    /// The key under `point` (the nearest key of the row, as the keyboard's touch areas have no gaps).
    func key(at point: CGPoint) -> Key? {
        let inRow = keys.filter { point.y >= $0.frame.minY - 6 && point.y < $0.frame.maxY + 6 }
        return inRow.min { abs($0.frame.midX - point.x) < abs($1.frame.midX - point.x) }
            .flatMap { $0.frame.insetBy(dx: -4, dy: 0).contains(CGPoint(x: point.x, y: $0.frame.midY)) ? $0 : nil }
    }

    // MARK: Typing with the keys

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let key = key(at: touch.location(in: self)) else { return }
        press(key.kind)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Does what `kind` does to the first responder.
    func press(_ kind: Key.Kind) {
        let input = UIApplication._firstResponder as? UIKeyInput
        switch kind {
        case .character(let letter):
            input?.insertText(isShifted ? letter.uppercased() : letter)
            if isShifted {
                isShifted = false
                setNeedsDisplay()
            }
        case .space: input?.insertText(" ")
        case .returnKey: input?.insertText("\n")
        case .delete: input?.deleteBackward()
        case .shift:
            isShifted.toggle()
            setNeedsDisplay()
        case .numbers, .emoji: break  // other layouts are not simulated
        }
    }

    // MARK: Drawing

    static let backgroundTint = UIColor(red: 210 / 255, green: 213 / 255, blue: 219 / 255, alpha: 1)
    static let letterKeyTint = UIColor.white
    static let systemKeyTint = UIColor(red: 172 / 255, green: 179 / 255, blue: 189 / 255, alpha: 1)
    static let keyShadowTint = UIColor(red: 137 / 255, green: 138 / 255, blue: 141 / 255, alpha: 1)

    override func draw(_ rect: CGRect) {
        let metrics = metrics(screenSize: UIScreen.main.bounds.size)
        if metrics.predictiveBarHeight > 0 { drawPredictiveBar(height: metrics.predictiveBarHeight) }
        for key in keys { draw(key) }
        if metrics.bottomStripHeight > 0 { drawHomeIndicator() }
    }

    private func drawPredictiveBar(height: CGFloat) {
        UIColor(red: 188 / 255, green: 190 / 255, blue: 196 / 255, alpha: 1).setFill()
        for index in 1...2 {
            let x = (bounds.width * CGFloat(index) / 3).rounded()
            UIBezierPath(rect: CGRect(x: x, y: height * 0.25, width: 1, height: height * 0.5)).fill()
        }
    }

    private func draw(_ key: Key) {
        let isLetter: Bool
        switch key.kind {
        case .character, .space: isLetter = true
        default: isLetter = false
        }
        _KeyboardView.keyShadowTint.setFill()
        UIBezierPath(roundedRect: key.frame.offsetBy(dx: 0, dy: 1), cornerRadius: 5).fill()
        (isLetter ? _KeyboardView.letterKeyTint : _KeyboardView.systemKeyTint).setFill()
        UIBezierPath(roundedRect: key.frame, cornerRadius: 5).fill()
        switch key.kind {
        case .character(let letter): drawLabel(isShifted ? letter.uppercased() : letter, in: key.frame, size: 23)
        case .space: drawLabel("space", in: key.frame, size: 16)
        case .returnKey: drawLabel(returnTitle, in: key.frame, size: 16)
        case .numbers: drawLabel("123", in: key.frame, size: 16)
        case .emoji: drawSmiley(in: key.frame)
        case .shift: _KeyboardGlyphs.shift(in: key.frame, filled: isShifted).fill()
        case .delete: _KeyboardGlyphs.delete(in: key.frame).stroke()
        }
    }

    private func drawLabel(_ text: String, in frame: CGRect, size: CGFloat) {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: size), .foregroundColor: UIColor.black
        ]
        let textSize = (text as NSString).size(withAttributes: attributes)
        let origin = CGPoint(x: frame.midX - textSize.width / 2, y: frame.midY - textSize.height / 2)
        (text as NSString).draw(at: origin, withAttributes: attributes)
    }

    private func drawSmiley(in frame: CGRect) {
        UIColor.black.setStroke()
        let face = UIBezierPath(ovalIn: CGRect(x: frame.midX - 10, y: frame.midY - 10, width: 20, height: 20))
        face.lineWidth = 1.5
        face.stroke()
        UIColor.black.setFill()
        UIBezierPath(ovalIn: CGRect(x: frame.midX - 5, y: frame.midY - 5, width: 3, height: 3)).fill()
        UIBezierPath(ovalIn: CGRect(x: frame.midX + 2, y: frame.midY - 5, width: 3, height: 3)).fill()
        let mouth = UIBezierPath()
        mouth.move(to: CGPoint(x: frame.midX - 5, y: frame.midY + 3))
        mouth.addQuadCurve(
            to: CGPoint(x: frame.midX + 5, y: frame.midY + 3), controlPoint: CGPoint(x: frame.midX, y: frame.midY + 8))
        mouth.lineWidth = 1.5
        mouth.stroke()
    }

    private func drawHomeIndicator() {
        UIColor.black.setFill()
        let bar = CGRect(x: bounds.midX - 67, y: bounds.maxY - 13, width: 134, height: 5)
        UIBezierPath(roundedRect: bar, cornerRadius: 2.5).fill()
    }
}

extension UIReturnKeyType {
    /// The title the return key shows for this type.
    var _keyTitle: String {
        switch self {
        case .default: return "return"
        case .go: return "go"
        case .google, .yahoo, .search: return "search"
        case .join: return "join"
        case .next: return "next"
        case .route: return "route"
        case .send: return "send"
        case .done: return "done"
        case .emergencyCall: return "Emergency"
        case .continue: return "continue"
        }
    }
}
