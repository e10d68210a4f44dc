import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// Screens built with stacks, hand-computed: a form (a column of label + field rows), a card
/// with a label and a button, and a picture of a few stacks.
@MainActor
@Suite struct StackViewScreenTests {
    /// A form row: a label 80 wide and a field 30 tall that takes the rest, centred.
    private func row(_ title: String) -> (row: UIStackView, label: UILabel, field: UIView) {
        let label = UILabel()
        label.text = title
        label.widthAnchor.constraint(equalToConstant: 80).isActive = true
        let field = SizedBox(UIView.noIntrinsicMetric, 30)
        let row = UIStackView(arrangedSubviews: [label, field])
        row.spacing = 8
        row.alignment = .center
        return (row, label, field)
    }

    @Test func aFormOfLabelAndFieldRows() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let rows = ["Name", "Email", "Phone"].map(row)
        let form = UIStackView(arrangedSubviews: rows.map(\.row))
        form.axis = .vertical
        form.spacing = 12
        form.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(form)
        NSLayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            form.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            form.topAnchor.constraint(equalTo: root.topAnchor, constant: 40)
        ])
        root.layoutIfNeeded()
        let labelHeight = rows[0].label.intrinsicContentSize.height
        #expect(labelHeight > 0 && labelHeight < 30)
        #expect(form.frame == CGRect(x: 20, y: 40, width: 260, height: 114), "3 × 30 + 2 × 12")
        expectEqual(rows.map(\.row.frame), [0.0, 42, 84].map { CGRect(x: 0, y: $0, width: 260, height: 30) })
        for (_, label, field) in rows {
            #expect(
                isClose(
                    label.frame, CGRect(x: 0, y: (30 - labelHeight) / 2, width: 80, height: labelHeight),
                    tolerance: 1e-6))
            expectEqual(field.frame, CGRect(x: 88, y: 0, width: 172, height: 30))
        }
        // Hiding a row closes the gap; the form shrinks.
        rows[1].row.isHidden = true
        root.layoutIfNeeded()
        expectEqual(form.frame.height, 72)
        expectEqual(rows[2].row.frame.minY, 42)
        // A label that grows taller than the field makes its row taller.
        rows[0].label.font = UIFont.systemFont(ofSize: 40)
        root.layoutIfNeeded()
        let tall = rows[0].label.intrinsicContentSize.height
        #expect(tall > 30)
        #expect(rows[0].row.frame.height == tall && abs(rows[0].field.frame.minY - (tall - 30) / 2) <= 0.5)
        expectEqual(form.frame.height, tall + 42)
    }

    @Test func aCardWithALabelAndAButton() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let label = UILabel()
        label.text = "Hello"
        let button = UIButton(type: .system)
        button.setTitle("Open", for: .normal)
        let card = UIStackView(arrangedSubviews: [label, button])
        card.axis = .vertical
        card.spacing = 12
        card.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        card.isLayoutMarginsRelativeArrangement = true
        card.backgroundColor = .white
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            card.widthAnchor.constraint(equalToConstant: 240)
        ])
        root.layoutIfNeeded()
        let labelHeight = label.intrinsicContentSize.height
        let buttonHeight = button.intrinsicContentSize.height
        let height = 16 + labelHeight + 12 + buttonHeight + 16
        #expect(isClose(card.frame, CGRect(x: 30, y: (400 - height) / 2, width: 240, height: height), tolerance: 1e-6))
        #expect(isClose(label.frame, CGRect(x: 16, y: 16, width: 208, height: labelHeight), tolerance: 1e-6))
        #expect(
            isClose(button.frame, CGRect(x: 16, y: 28 + labelHeight, width: 208, height: buttonHeight), tolerance: 1e-6)
        )
    }

    // UIKitBehaviour #162
    @Test func aPictureOfStacks() {
        let host = HeadlessHost(screenSize: CGSize(width: 240, height: 200), scale: 1)
        host.window.backgroundColor = UIColor(white: 0.9, alpha: 1)
        let colours: [UIColor] = [.systemRed, .systemGreen, .systemBlue]
        func boxes() -> [SizedBox] {
            zip(threeBoxes(), colours).map { box, colour in
                box.backgroundColor = colour
                return box
            }
        }
        let equal = UIStackView(arrangedSubviews: boxes())
        equal.distribution = .fillEqually
        equal.spacing = 4
        let centred = UIStackView(arrangedSubviews: boxes())
        centred.distribution = .equalSpacing
        centred.alignment = .center
        let column = UIStackView(arrangedSubviews: boxes())
        column.axis = .vertical
        column.alignment = .trailing
        column.spacing = 4
        column.backgroundColor = .white  // drawn, as since iOS 14
        let hidden = boxes()
        hidden[1].isHidden = true
        let collapsed = UIStackView(arrangedSubviews: hidden)
        collapsed.spacing = 4
        collapsed.alignment = .bottom
        let placements: [(UIStackView, CGRect)] = [
            (equal, CGRect(x: 10, y: 10, width: 220, height: 30)),
            (centred, CGRect(x: 10, y: 50, width: 220, height: 40)),
            (column, CGRect(x: 10, y: 100, width: 100, height: 0)),
            (collapsed, CGRect(x: 114, y: 100, width: 0, height: 0))
        ]
        for (stack, frame) in placements {
            stack.translatesAutoresizingMaskIntoConstraints = false
            host.window.addSubview(stack)
            var constraints = [
                stack.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: frame.minX),
                stack.topAnchor.constraint(equalTo: host.window.topAnchor, constant: frame.minY)
            ]
            if frame.width > 0 { constraints.append(stack.widthAnchor.constraint(equalToConstant: frame.width)) }
            if frame.height > 0 { constraints.append(stack.heightAnchor.constraint(equalToConstant: frame.height)) }
            NSLayoutConstraint.activate(constraints)
        }
        host.advance(by: 1.0 / 60)
        expectEqual(column.frame, CGRect(x: 10, y: 100, width: 100, height: 98))
        expectEqual(collapsed.frame, CGRect(x: 114, y: 100, width: 124, height: 40))
        let image = host.render()
        let pixel = { (x: Int, y: Int) in
            Array(image._premultipliedRGBA[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3])
        }
        #expect(pixel(15, 105) == [255, 255, 255], "the column's background shows left of its trailing-aligned views")
        #expect(pixel(105, 105) == pixel(20, 20), "the column's first box is red, as the first equal box")
        expectSnapshot(of: host, named: "stack-views")
    }
}
