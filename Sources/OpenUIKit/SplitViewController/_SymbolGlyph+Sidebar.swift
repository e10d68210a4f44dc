import Foundation

/// The `sidebar.left` symbol of the split view's display-mode button: a rounded window with a
/// divider near its left side and three short lines in the sidebar (Segue's own outline).
extension _SymbolGlyph {
    static var sidebarLeft: _SymbolGlyph {
        let width: CGFloat = 21, height: CGFloat = 16.4
        let frame = path { p in
            p.addRoundedRect(in: CGRect(x: 0, y: 0, width: width, height: height), cornerWidth: 3.2, cornerHeight: 3.2)
        }
        let divider = polyline([CGPoint(x: 7.2, y: 0), CGPoint(x: 7.2, y: height)])
        let lines = [4.0, 6.6, 9.2].map { y in
            Mark.stroke(polyline([CGPoint(x: 2.6, y: y), CGPoint(x: 4.8, y: y)]), widthFactor: 0.75)
        }
        return _SymbolGlyph(width: width, height: height, marks: [.stroke(frame, widthFactor: 1), .stroke(divider, widthFactor: 1)] + lines)
    }
}
