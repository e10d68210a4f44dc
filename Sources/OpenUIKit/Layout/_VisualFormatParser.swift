import Foundation

/// A parsed visual format string: the orientation, the views in order, and the connections
/// between them and to the superview (names are resolved later, by `_VisualFormatBuilder`).
struct _VisualFormat {
    /// A number, or the name of one in the metrics dictionary.
    enum Value {
        case number(Double)
        case metric(String)
    }

    /// A predicate's object: a constant, or a name that may be a metric or (in a view's size
    /// predicates) another view.
    enum Object {
        case number(Double)
        case name(String)
    }

    /// `(relation)?(object)(@priority)?`.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: Value?
        /// Where the object starts (the caret of errors about it).
        var position: Int
        var priorityPosition: Int
    }

    /// `[name(predicates)]`.
    struct View {
        var name: String
        var predicates: [Predicate]
        var position: Int
    }

    /// The space between two neighbours: none (`[a][b]`), standard (`-`) or predicates.
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    var axis: NSLayoutConstraint.Axis = .horizontal
    var views: [View] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection from a leading `|` to the first view, with the bar's offset.
    var leadingSuperview: (connection: Connection, position: Int)?
    /// The connection from the last view to a trailing `|`, with the bar's offset.
    var trailingSuperview: (connection: Connection, position: Int)?
}

/// Reads Apple's visual format grammar:
///
///     format      := (orientation ':')? ('|' connection)? view (connection view)* (connection '|')?
///     orientation := 'H' | 'V'
///     view        := '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection  := ε | '-' | '-' (metric | positiveNumber | '(' predicate (',' predicate)* ')') '-'
///     predicate   := relation? (number | name) ('@' (number | metric))?
struct _VisualFormatParser {
    private let format: String
    private let tokens: [_VisualFormatToken]
    private var index = 0

    init(format: String) throws(_VisualFormatError) {
        self.format = format
        tokens = try _VisualFormatTokenizer(format: format).tokens()
    }

    private var current: _VisualFormatToken { tokens[index] }
    private var next: _VisualFormatToken { tokens[min(index + 1, tokens.count - 1)] }

    private func fail(_ reason: String, at position: Int? = nil) -> _VisualFormatError {
        _VisualFormatError(reason: reason, format: format, position: position ?? current.position)
    }

    private mutating func expect(_ kind: _VisualFormatToken.Kind, _ reason: String) throws(_VisualFormatError) {
        guard current.kind == kind else { throw fail(reason) }
        index += 1
    }

    /// The whole format.
    mutating func parse() throws(_VisualFormatError) -> _VisualFormat {
        var result = _VisualFormat()
        try parseOrientation(into: &result)
        if current.kind == .bar {
            let position = current.position
            index += 1
            result.leadingSuperview = (try parseConnection(), position)
        }
        result.views.append(try parseView())
        while current.kind != .end {
            let connection = try parseConnection()
            if current.kind == .bar {
                result.trailingSuperview = (connection, current.position)
                index += 1
                guard current.kind == .end else {
                    throw fail("Nothing may follow the trailing '|' (the superview) of a format")
                }
                break
            }
            result.connections.append(connection)
            result.views.append(try parseView())
        }
        return result
    }

    private mutating func parseOrientation(into result: inout _VisualFormat) throws(_VisualFormatError) {
        guard case .identifier(let name) = current.kind else { return }
        guard name == "H" || name == "V" else {
            throw fail("Expected 'H:' or 'V:' to start a format, or a view in brackets")
        }
        guard next.kind == .colon else {
            let arrangement = name == "H" ? "horizontal" : "vertical"
            throw fail("Expected ':' after '\(name)' to specify \(arrangement) arrangement", at: current.position + 1)
        }
        result.axis = name == "H" ? .horizontal : .vertical
        index += 2
    }

    /// `[name(predicates)?]`.
    private mutating func parseView() throws(_VisualFormatError) -> _VisualFormat.View {
        guard current.kind == .openBracket else {
            throw fail(
                current.kind == .bar ? "A format needs at least one view between the '|' characters" : "Expected a view"
            )
        }
        let position = current.position
        index += 1
        guard case .identifier(let name) = current.kind else {
            throw fail("Expected a view name (a C identifier) after '['")
        }
        index += 1
        var predicates: [_VisualFormat.Predicate] = []
        if current.kind == .openParen {
            predicates = try parsePredicateList(
                unclosed: "A predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
        try expect(.closeBracket, "A predicate on a view's thickness must end with ')' and the view must end with ']'")
        return _VisualFormat.View(name: name, predicates: predicates, position: position + 1)
    }

    /// What follows a view or a leading `|`: nothing, `-`, or `-predicates-`.
    private mutating func parseConnection() throws(_VisualFormatError) -> _VisualFormat.Connection {
        guard current.kind == .dash else {
            guard current.kind == .openBracket || current.kind == .bar else {
                throw fail(current.kind == .end ? "Expected a view" : "Expected '-', a view or '|' here")
            }
            return .flush
        }
        index += 1
        switch current.kind {
        case .openBracket, .bar:
            return .standard
        case .openParen:
            let predicates = try parsePredicateList(unclosed: "Expected ',' or ')' after a spacing predicate")
            try expect(.dash, "Expected '-' after the spacing predicates")
            return .predicates(predicates)
        case .number(let value):
            let predicate = _VisualFormat.Predicate(
                relation: .equal, object: .number(value), priority: nil,
                position: current.position, priorityPosition: current.position)
            index += 1
            try expect(.dash, "Expected '-' after the spacing")
            return .predicates([predicate])
        case .identifier(let name):
            let predicate = _VisualFormat.Predicate(
                relation: .equal, object: .name(name), priority: nil,
                position: current.position, priorityPosition: current.position)
            index += 1
            try expect(.dash, "Expected '-' after the spacing")
            return .predicates([predicate])
        case .end:
            throw fail("Expected a view or '|' after '-'")
        default:
            throw fail(
                "Expected a number, a metric name or '(' after '-'; a negative spacing must be written in parentheses")
        }
    }

    /// `'(' predicate (',' predicate)* ')'`.
    private mutating func parsePredicateList(unclosed: String) throws(_VisualFormatError) -> [_VisualFormat.Predicate] {
        index += 1  // '('
        var predicates = [try parsePredicate()]
        while current.kind == .comma {
            index += 1
            predicates.append(try parsePredicate())
        }
        try expect(.closeParen, unclosed)
        return predicates
    }

    /// `relation? (signed number | name) ('@' priority)?`.
    private mutating func parsePredicate() throws(_VisualFormatError) -> _VisualFormat.Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        if case .relation(let given) = current.kind {
            relation = given
            index += 1
        }
        var sign = 1.0
        if current.kind == .dash, case .number = next.kind {
            sign = -1
            index += 1
        }
        let position = current.position
        let object: _VisualFormat.Object
        switch current.kind {
        case .number(let value): object = .number(sign * value)
        case .identifier(let name): object = .name(name)
        default: throw fail("Expected a number, a metric name or a view name in the predicate")
        }
        index += 1
        var priority: _VisualFormat.Value?
        var priorityPosition = position
        if current.kind == .at {
            index += 1
            priorityPosition = current.position
            switch current.kind {
            case .number(let value): priority = .number(value)
            case .identifier(let name): priority = .metric(name)
            default: throw fail("Expected a priority (a number or a metric name) after '@'")
            }
            index += 1
        }
        return _VisualFormat.Predicate(
            relation: relation, object: object, priority: priority,
            position: position, priorityPosition: priorityPosition)
    }
}
