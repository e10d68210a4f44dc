import Foundation

/// The ``_ShadowColumns`` of the shadows a thread paints in a frame (the few most recent).
final class _ShadowScratch {
    private var tables: [_ShadowColumns] = []

    /// Forgets the tables (their shadows belong to a past frame).
    func forgetCaches() { tables.removeAll() }

    /// The table of `shadow` under the map for columns `lo ..< hi`, made if needed.
    func columns(_ shadow: _RoundedRectShadow, m11: Double, m31: Double, lo: Int, hi: Int) -> _ShadowColumns {
        if let i = tables.firstIndex(where: { $0.matches(shadow, m11: m11, m31: m31, lo: lo, hi: hi) }) {
            return tables[i]
        }
        if tables.count >= 8 { tables.removeFirst() }
        let table = _ShadowColumns(shadow, m11: m11, m31: m31, lo: lo, hi: hi)
        tables.append(table)
        return table
    }
}
