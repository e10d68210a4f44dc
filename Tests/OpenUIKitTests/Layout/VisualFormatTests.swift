import Foundation
import OpenUIKit
import TestSupport
import Testing

/// The visual format language: each format's constraints solve to the same frames as
/// hand-written anchor constraints, and the constraints read as UIKit makes them.
@MainActor
@Suite struct VisualFormatTests {
    /// A 300 × 400 root (margins 8) with three subviews `a`, `b`, `c` placed by constraints.
    @MainActor
    private struct Scene {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let a = UIView(), b = UIView(), c = UIView()
        var views: [String: UIView] { ["a": a, "b": b, "c": c] }

        init(rightToLeft: Bool = false) {
            if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
            for view in [a, b, c] {
                view.translatesAutoresizingMaskIntoConstraints = false
                if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
                root.addSubview(view)
            }
        }

        func frames() -> [CGRect] {
            root.layoutIfNeeded()
            return [a.frame, b.frame, c.frame]
        }
    }

    /// Solves `formats` (`options` apply to the first) in one scene and `anchors` in another,
    /// and compares the frames.
    private func expectSameFrames(
        _ formats: [String], options: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]? = nil, rightToLeft: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ anchors: (Scene) -> [NSLayoutConstraint]
    ) {
        let visual = Scene(rightToLeft: rightToLeft)
        for (index, format) in formats.enumerated() {
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(
                    withVisualFormat: format, options: index == 0 ? options : [],
                    metrics: metrics, views: visual.views))
        }
        let written = Scene(rightToLeft: rightToLeft)
        NSLayoutConstraint.activate(anchors(written))
        #expect(visual.frames() == written.frames(), "\(formats)", sourceLocation: sourceLocation)
        #expect(
            ![visual.a, visual.b, visual.c].contains { $0.hasAmbiguousLayout }, "\(formats) is ambiguous",
            sourceLocation: sourceLocation)
    }

    /// `V:|-20-[x(h)]` for each of the three views: a fixed top and height.
    private func rows(_ s: Scene, top: CGFloat = 20, height: CGFloat = 50) -> [NSLayoutConstraint] {
        [s.a, s.b, s.c].flatMap {
            [
                $0.topAnchor.constraint(equalTo: s.root.topAnchor, constant: top),
                $0.heightAnchor.constraint(equalToConstant: height)
            ]
        }
    }

    private let rowFormats = ["V:|-20-[a(50)]", "V:|-20-[b(50)]", "V:|-20-[c(50)]"]

    @Test func standardSpacingIsTheSystemSpacingBetweenSiblingsAndTheMarginsAtTheSuperview() {
        // UIKitBehaviour #168
        expectSameFrames(["H:|-[a]-[b(==a)]-[c(==a)]-|"] + rowFormats) { s in
            [
                s.a.leadingAnchor.constraint(equalTo: s.root.layoutMarginsGuide.leadingAnchor),
                s.b.leadingAnchor.constraint(equalToSystemSpacingAfter: s.a.trailingAnchor, multiplier: 1),
                s.c.leadingAnchor.constraint(equalToSystemSpacingAfter: s.b.trailingAnchor, multiplier: 1),
                s.b.widthAnchor.constraint(equalTo: s.a.widthAnchor),
                s.c.widthAnchor.constraint(equalTo: s.a.widthAnchor),
                s.root.layoutMarginsGuide.trailingAnchor.constraint(equalTo: s.c.trailingAnchor)
            ] + rows(s)
        }
        let scene = Scene()
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b]-|", metrics: nil, views: scene.views)
                + NSLayoutConstraint.constraints(withVisualFormat: "[b(==a)]", metrics: nil, views: scene.views)
                + rows(scene))
        let frames = scene.frames()
        #expect(frames[0] == CGRect(x: 8, y: 20, width: 138, height: 50), "(300 − 8 − 8 − 8) / 2")
        expectEqual(frames[1], CGRect(x: 154, y: 20, width: 138, height: 50))
    }

    @Test func verticalStandardSpacingUsesTheTopAndBottomMargins() {
        expectSameFrames(["V:|-[a]-[b(==a)]-|", "H:|[a]|", "H:|[b]|", "H:|[c(10)]", "V:|[c(10)]"]) { s in
            [
                s.a.topAnchor.constraint(equalTo: s.root.layoutMarginsGuide.topAnchor),
                s.b.topAnchor.constraint(equalTo: s.a.bottomAnchor, constant: 8),
                s.b.heightAnchor.constraint(equalTo: s.a.heightAnchor),
                s.root.layoutMarginsGuide.bottomAnchor.constraint(equalTo: s.b.bottomAnchor),
                s.a.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
                s.a.trailingAnchor.constraint(equalTo: s.root.trailingAnchor),
                s.b.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
                s.b.trailingAnchor.constraint(equalTo: s.root.trailingAnchor),
                s.c.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
                s.c.widthAnchor.constraint(equalToConstant: 10),
                s.c.topAnchor.constraint(equalTo: s.root.topAnchor), s.c.heightAnchor.constraint(equalToConstant: 10)
            ]
        }
    }

    @Test func flushViewsAndFixedSpacings() {
        expectSameFrames(["|[a][b(100)]-30-[c(==b)]-(12)-|"] + rowFormats) { s in
            [
                s.a.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
                s.b.leadingAnchor.constraint(equalTo: s.a.trailingAnchor),
                s.b.widthAnchor.constraint(equalToConstant: 100),
                s.c.leadingAnchor.constraint(equalTo: s.b.trailingAnchor, constant: 30),
                s.c.widthAnchor.constraint(equalTo: s.b.widthAnchor),
                s.root.trailingAnchor.constraint(equalTo: s.c.trailingAnchor, constant: 12)
            ] + rows(s)
        }
    }

    @Test func predicateListsWithRelationsAndPriorities() {
        expectSameFrames(
            ["H:|-(>=10,==60@750)-[a(>=50,<=200,==250@500)]-(>=20)-[b(==a@250,40@300)]-(>=5)-|", "H:|[c(5)]"]
                + rowFormats
        ) { s in
            let wishes: [(NSLayoutConstraint, Float)] = [
                (s.a.leadingAnchor.constraint(equalTo: s.root.leadingAnchor, constant: 60), 750),
                (s.a.widthAnchor.constraint(equalToConstant: 250), 500),
                (s.b.widthAnchor.constraint(equalTo: s.a.widthAnchor), 250),
                (s.b.widthAnchor.constraint(equalToConstant: 40), 300)
            ]
            for (constraint, priority) in wishes { constraint.priority = UILayoutPriority(priority) }
            return wishes.map(\.0) + [
                s.a.leadingAnchor.constraint(greaterThanOrEqualTo: s.root.leadingAnchor, constant: 10),
                s.a.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
                s.a.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
                s.b.leadingAnchor.constraint(greaterThanOrEqualTo: s.a.trailingAnchor, constant: 20),
                s.root.trailingAnchor.constraint(greaterThanOrEqualTo: s.b.trailingAnchor, constant: 5),
                s.c.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
                s.c.widthAnchor.constraint(equalToConstant: 5)
            ] + rows(s)
        }
    }

    @Test func metricsOfEveryNumberTypeAndNegativeSpacings() {
        let metrics: [String: Any] = [
            "pad": 15, "wide": 120.5, "gap": CGFloat(-10), "tall": NSNumber(value: 44), "low": Float(250)
        ]
        expectSameFrames(
            [
                "H:|-pad-[a(wide)]-(gap)-[b(==wide@low)]", "H:|-(-4)-[c(>=tall,==50@low)]", "V:|-pad-[a(tall)]",
                "V:|-pad-[b(tall)]", "V:|-(pad)-[c(tall)]"
            ], metrics: metrics
        ) { s in
            let soft = s.b.widthAnchor.constraint(equalToConstant: 120.5)
            let fifty = s.c.widthAnchor.constraint(equalToConstant: 50)
            soft.priority = .defaultLow
            fifty.priority = .defaultLow
            return [
                s.a.leadingAnchor.constraint(equalTo: s.root.leadingAnchor, constant: 15),
                s.a.widthAnchor.constraint(equalToConstant: 120.5),
                s.b.leadingAnchor.constraint(equalTo: s.a.trailingAnchor, constant: -10), soft,
                s.c.leadingAnchor.constraint(equalTo: s.root.leadingAnchor, constant: -4),
                s.c.widthAnchor.constraint(greaterThanOrEqualToConstant: 44), fifty
            ]
                + [s.a, s.b, s.c].flatMap {
                    [
                        $0.topAnchor.constraint(equalTo: s.root.topAnchor, constant: 15),
                        $0.heightAnchor.constraint(equalToConstant: 44)
                    ]
                }
        }
    }

    @Test func alignmentOptionsTieNeighboursOnThePerpendicularAxis() {
        expectSameFrames(
            ["H:|-[a(40)]-[b(60)]-[c(80)]", "V:|-10-[a(20)]", "V:[b(30)]", "V:[c(40)]"], options: .alignAllCenterY,
            metrics: nil
        ) { s in
            [
                s.a.leadingAnchor.constraint(equalTo: s.root.layoutMarginsGuide.leadingAnchor),
                s.a.widthAnchor.constraint(equalToConstant: 40),
                s.b.leadingAnchor.constraint(equalTo: s.a.trailingAnchor, constant: 8),
                s.b.widthAnchor.constraint(equalToConstant: 60),
                s.c.leadingAnchor.constraint(equalTo: s.b.trailingAnchor, constant: 8),
                s.c.widthAnchor.constraint(equalToConstant: 80),
                s.b.centerYAnchor.constraint(equalTo: s.a.centerYAnchor),
                s.c.centerYAnchor.constraint(equalTo: s.b.centerYAnchor),
                s.a.topAnchor.constraint(equalTo: s.root.topAnchor, constant: 10),
                s.a.heightAnchor.constraint(equalToConstant: 20),
                s.b.heightAnchor.constraint(equalToConstant: 30), s.c.heightAnchor.constraint(equalToConstant: 40)
            ]
        }
        // The vertical formats above are folded into the first scene by hand here:
        let scene = Scene()
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-10-[a(20)]-[b(30)]-[c(40)]", options: [.alignAllLeading, .alignAllTrailing],
                metrics: nil, views: scene.views)
                + NSLayoutConstraint.constraints(withVisualFormat: "|-[a]-|", metrics: nil, views: scene.views))
        let frames = scene.frames()
        #expect(
            frames == [
                CGRect(x: 8, y: 10, width: 284, height: 20), CGRect(x: 8, y: 38, width: 284, height: 30),
                CGRect(x: 8, y: 76, width: 284, height: 40)
            ])
    }

    @Test func directionOptionsAndRightToLeftLayouts() {
        let line = ["H:|-10-[a(50)]-20-[b(60)]"] + rowFormats + ["H:|[c(1)]"]
        // Leading to trailing (the default) follows the views' semantic direction.
        expectSameFrames(line, rightToLeft: true) { s in
            [
                s.a.rightAnchor.constraint(equalTo: s.root.rightAnchor, constant: -10),
                s.a.widthAnchor.constraint(equalToConstant: 50),
                s.b.rightAnchor.constraint(equalTo: s.a.leftAnchor, constant: -20),
                s.b.widthAnchor.constraint(equalToConstant: 60),
                s.c.rightAnchor.constraint(equalTo: s.root.rightAnchor), s.c.widthAnchor.constraint(equalToConstant: 1)
            ] + rows(s)
        }
        // Left to right ignores it; right to left lays the format out from the right edge.
        expectSameFrames(
            ["H:|-10-[a(50)]-20-[b(60)]-20-[c(1)]"] + rowFormats, options: .directionLeftToRight, rightToLeft: true
        ) { s in
            [
                s.a.leftAnchor.constraint(equalTo: s.root.leftAnchor, constant: 10),
                s.a.widthAnchor.constraint(equalToConstant: 50),
                s.b.leftAnchor.constraint(equalTo: s.a.rightAnchor, constant: 20),
                s.b.widthAnchor.constraint(equalToConstant: 60),
                s.c.leftAnchor.constraint(equalTo: s.b.rightAnchor, constant: 20),
                s.c.widthAnchor.constraint(equalToConstant: 1)
            ]
                + rows(s)
        }
    }

    @Test func rightToLeftDirectionStartsAtTheRightEdge() {
        let scene = Scene()
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-10-[a(50)]-20-[b(60)]-(>=0)-|", options: .directionRightToLeft,
                metrics: nil, views: scene.views)
                + NSLayoutConstraint.constraints(withVisualFormat: "|[c(1)]", metrics: nil, views: scene.views)
                + rows(scene))
        let frames = scene.frames()
        expectEqual(frames[0], CGRect(x: 240, y: 20, width: 50, height: 50))
        expectEqual(frames[1], CGRect(x: 160, y: 20, width: 60, height: 50))
    }

    @Test func baselineToBaselineSpacingInVerticalFormats() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let title = UILabel()
        let body = UILabel()
        let check = UILabel()
        for label in [title, body, check] {
            label.text = "Baseline"
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        let views = ["title": title, "body": body]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-40-[title]-[body]", options: [.spacingBaselineToBaseline, .alignAllLeading],
                metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]", metrics: nil, views: views)
                + [
                    check.firstBaselineAnchor.constraint(
                        equalTo: title.lastBaselineAnchor,
                        constant: SystemSpacingTests.lineSpacing(title.font, body.font)),
                    check.leadingAnchor.constraint(equalTo: title.leadingAnchor)
                ])
        root.layoutIfNeeded()
        expectEqual(title.frame.minY, 40)
        #expect(
            body.frame == check.frame,
            "body's first baseline is the system spacing between the fonts below title's last baseline (UIKitBehaviour #203)"
        )
        #expect(body.frame.minY < title.frame.maxY + 8, "closer than bottom-to-top spacing")
    }

    @Test func theConstraintsReadAsUIKitMakesThem() {
        let scene = Scene()
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a]-(>=5@300)-[b(==c)]-12-|", metrics: nil, views: scene.views)
        expectEqual(made.count, 4)
        #expect(made.allSatisfy { !$0.isActive }, "returned inactive")
        let size = made[0]
        let leading = made[1]
        let between = made[2]
        let trailing = made[3]
        #expect(
            size.firstItem === scene.b && size.firstAttribute == .width && size.secondItem === scene.c
                && size.secondAttribute == .width)
        #expect(leading.firstItem === scene.a && leading.firstAttribute == .leading)
        #expect(leading.secondItem === scene.root && leading.secondAttribute == .leadingMargin && leading.constant == 0)
        #expect(
            between.firstItem === scene.b && between.firstAttribute == .leading
                && between.relation == .greaterThanOrEqual)
        #expect(between.secondItem === scene.a && between.secondAttribute == .trailing)
        #expect(between.constant == 5 && between.priority.rawValue == 300)
        #expect(trailing.firstItem === scene.root && trailing.firstAttribute == .trailing)
        #expect(trailing.secondItem === scene.b && trailing.secondAttribute == .trailing && trailing.constant == 12)
        let vertical = NSLayoutConstraint.constraints(withVisualFormat: "V:[a]-[b]", metrics: nil, views: scene.views)
        #expect(vertical.count == 1 && vertical[0].firstAttribute == .top && vertical[0].secondAttribute == .bottom)
        expectEqual(vertical[0].constant, 8)
        let single = NSLayoutConstraint.constraints(
            withVisualFormat: " H: [ a ( 50 ) ] ", options: .alignAllTop, metrics: nil,
            views: scene.views)
        #expect(single.count == 1 && single[0].constant == 50, "spaces are skipped; one view has nothing to align")
    }

    @Test func aCompleteLineOfLayoutFromApplesGuide() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let find = UIButton(type: .system)
        let findNext = UIButton(type: .system)
        let findField = UIView()
        find.setTitle("Find", for: .normal)
        findNext.setTitle("Find Next", for: .normal)
        let views = ["find": find, "findNext": findNext, "findField": findField]
        for view in views.values {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|", options: .alignAllTop,
                metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[find]", metrics: nil, views: views)
                + [findField.heightAnchor.constraint(equalToConstant: 30)])
        root.layoutIfNeeded()
        #expect(find.frame.minX == 8 && find.frame.width == find.intrinsicContentSize.width)
        #expect(
            findNext.frame.minX == find.frame.maxX + 8 && findNext.frame.width == findNext.intrinsicContentSize.width)
        #expect(findField.frame.minX == findNext.frame.maxX + 8 && findField.frame.maxX == 312)
        #expect(find.frame.minY == 8 && findNext.frame.minY == 8 && findField.frame.minY == 8)
    }
}
