// A fast deflate encoder (RFC 1951) for filtered PNG rows.
//
// zlib's fastest level spends most of its time per input byte: it hashes every position it
// passes and walks a hash chain, then codes each symbol. Filtered interface frames are mostly
// long runs (of zero after PNG's Up filter) and repeats, so here each position is first tried
// at distance 1 (a run) and 3 (the pixel before), then looked up in a table that keeps one
// earlier position per hash (no chains); matches are extended 16 bytes at a time (SSE2; eight
// elsewhere), and the rest of a match is skipped without hashing. Symbols are gathered in
// blocks of up to 65,536 and counted as they are made; each block is coded with its own
// Huffman codes (a dynamic block), or stored when that is smaller, and every symbol is written
// by the same few steps, without a branch. The output is a raw deflate stream whose last block
// is final.
//
// The encoder is deterministic: the same input gives the same bytes on every machine.

#include "segue_pixels.h"

enum {
    hash_bits = 15,
    window = 32768,
    min_match = 4,
    max_match = 258,
    block_symbols = 65536,
    litlen_count = 286,
    dist_count = 30,
    codelen_count = 19,
    /// Symbol values: a literal's byte, or 256 + a match's length.
    value_count = 256 + max_match + 1,
    /// The distance code of a literal's symbol: one that writes no bits.
    no_distance = dist_count,
};

/// One LZ77 symbol in 32 bits: bits 0–9 its value (a literal's byte, or 256 + a match's
/// length), bits 10–14 the distance code (`no_distance` for a literal), bits 15–27 the
/// distance's extra bits. A literal and a match are then written by the same steps.
typedef uint32_t lz_symbol;

typedef struct {
    uint8_t *out;
    ptrdiff_t capacity, length;
    uint64_t bits;
    int count;
    bool overflow;
} bit_writer;

static inline void put_bits(bit_writer *w, uint64_t value, int n) {
    w->bits |= value << w->count;
    w->count += n;
    if (w->count >= 32) {
        if (w->length + 4 > w->capacity) {
            w->overflow = true;
            w->length = 0;
        }
        uint32_t word = (uint32_t)w->bits;
        w->out[w->length] = (uint8_t)word;
        w->out[w->length + 1] = (uint8_t)(word >> 8);
        w->out[w->length + 2] = (uint8_t)(word >> 16);
        w->out[w->length + 3] = (uint8_t)(word >> 24);
        w->length += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

/// Writes out whole bytes and pads the last one with zero bits.
static void align_bytes(bit_writer *w) {
    while (w->count > 0) {
        if (w->length + 1 > w->capacity) {
            w->overflow = true;
            w->length = 0;
        }
        w->out[w->length++] = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
    w->bits = 0;
}

/// Stores eight bytes, the first the low byte of `v`.
SEGUE_INLINE void store64_le(uint8_t *p, uint64_t v) {
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    v = __builtin_bswap64(v);
#endif
    memcpy(p, &v, 8);
}

typedef struct {
    uint32_t key;
    uint16_t symbol;
} sym_freq;

// Length symbols 257...285: the first length of each, and its extra bits.
static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint8_t dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
static const uint8_t codelen_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/// The last length that length symbol 257 + `code` covers (258 has a symbol of its own).
static int length_last(int code) { return code < 28 ? length_base[code + 1] - 1 : max_match; }

/// Bits 10–27 of a match's symbol for distance `dist` (1...32768): its code and extra bits.
/// Distance − 1 = x ≥ 4 has code 2·h + the bit below the highest (h = that bit's position)
/// and h − 1 extra bits; the four below have codes 0...3.
SEGUE_INLINE lz_symbol dist_symbol(ptrdiff_t dist) {
    uint32_t x = (uint32_t)dist - 1;
    if (x < 4) return x << 10;
    int high = 31 - __builtin_clz(x);
    uint32_t code = 2 * (uint32_t)high + ((x >> (high - 1)) & 1);
    return code << 10 | (x & ((1u << (high - 1)) - 1)) << 15;
}

static void sort_by_key(sym_freq *a, int n) {
    // Insertion sort, stable; n ≤ 286 and the runs are short.
    for (int i = 1; i < n; i++) {
        sym_freq v = a[i];
        int j = i - 1;
        while (j >= 0 && a[j].key > v.key) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = v;
    }
}

/// Huffman code lengths of minimum redundancy for `a` (sorted by frequency, ascending), in
/// place (Moffat and Katajainen); `key` becomes each symbol's code length.
static void minimum_redundancy(sym_freq *a, int n) {
    if (n == 1) {
        a[0].key = 1;
        return;
    }
    a[0].key += a[1].key;
    int root = 0, leaf = 2;
    for (int next = 1; next < n - 1; next++) {
        if (leaf >= n || a[root].key < a[leaf].key) {
            a[next].key = a[root].key;
            a[root++].key = (uint32_t)next;
        } else {
            a[next].key = a[leaf++].key;
        }
        if (leaf >= n || (root < next && a[root].key < a[leaf].key)) {
            a[next].key += a[root].key;
            a[root++].key = (uint32_t)next;
        } else {
            a[next].key += a[leaf++].key;
        }
    }
    a[n - 2].key = 0;
    for (int next = n - 3; next >= 0; next--) a[next].key = a[a[next].key].key + 1;
    int available = 1, used = 0, depth = 0;
    root = n - 2;
    int next = n - 1;
    while (available > 0) {
        while (root >= 0 && (int)a[root].key == depth) {
            used++;
            root--;
        }
        while (available > used) {
            a[next--].key = (uint32_t)depth;
            available--;
        }
        available = 2 * used;
        depth++;
        used = 0;
    }
}

/// Code lengths (at most `limit` bits) and bit-reversed canonical codes for `count` symbols
/// with frequencies `freq`; at least two symbols get a code, so every code is complete.
static void build_code(const uint32_t *freq, int count, int limit, uint8_t *lengths, uint16_t *codes) {
    sym_freq syms[litlen_count];
    int n = 0;
    for (int s = 0; s < count; s++) {
        lengths[s] = 0;
        codes[s] = 0;
        if (freq[s]) syms[n++] = (sym_freq){freq[s], (uint16_t)s};
    }
    // A complete code needs two symbols: add the first unused ones with frequency zero.
    for (int s = 0; n < 2 && s < count; s++) {
        bool present = false;
        for (int i = 0; i < n; i++) present |= syms[i].symbol == s;
        if (!present) syms[n++] = (sym_freq){0, (uint16_t)s};
    }
    sort_by_key(syms, n);
    minimum_redundancy(syms, n);
    int per_length[64] = {0};
    for (int i = 0; i < n; i++) per_length[syms[i].key < 63 ? syms[i].key : 63]++;
    // Lengths over the limit become the limit, then codes are lengthened until Kraft's sum is 1.
    for (int len = limit + 1; len < 64; len++) per_length[limit] += per_length[len];
    uint32_t total = 0;
    for (int len = limit; len > 0; len--) total += (uint32_t)per_length[len] << (limit - len);
    while (total != (1u << limit)) {
        per_length[limit]--;
        for (int len = limit - 1; len > 0; len--) {
            if (per_length[len]) {
                per_length[len]--;
                per_length[len + 1] += 2;
                break;
            }
        }
        total--;
    }
    // The most frequent symbols (last in `syms`) get the shortest codes.
    int j = n;
    for (int len = 1; len <= limit; len++)
        for (int k = per_length[len]; k > 0; k--) lengths[syms[--j].symbol] = (uint8_t)len;
    int next_code[17] = {0};
    int length_count[17] = {0};
    for (int s = 0; s < count; s++) length_count[lengths[s]]++;
    length_count[0] = 0;
    int code = 0;
    for (int len = 1; len <= 16; len++) {
        code = (code + length_count[len - 1]) << 1;
        next_code[len] = code;
    }
    for (int s = 0; s < count; s++) {
        int len = lengths[s];
        if (!len) continue;
        uint32_t c = (uint32_t)next_code[len]++, reversed = 0;
        for (int b = 0; b < len; b++) reversed |= ((c >> b) & 1) << (len - 1 - b);
        codes[s] = (uint16_t)reversed;
    }
}

/// Run-length codes (16, 17, 18 with their extra values) for a list of code lengths.
static int code_length_runs(const uint8_t *lengths, int count, uint8_t *symbols, uint8_t *extras) {
    int n = 0;
    for (int i = 0; i < count;) {
        int value = lengths[i], run = 1;
        while (i + run < count && lengths[i + run] == value) run++;
        int left = run;
        if (value == 0) {
            while (left >= 11) {
                int r = left > 138 ? 138 : left;
                symbols[n] = 18, extras[n++] = (uint8_t)(r - 11), left -= r;
            }
            if (left >= 3) symbols[n] = 17, extras[n++] = (uint8_t)(left - 3), left = 0;
        } else {
            symbols[n] = (uint8_t)value, extras[n++] = 0, left--;
            while (left >= 3) {
                int r = left > 6 ? 6 : left;
                symbols[n] = 16, extras[n++] = (uint8_t)(r - 3), left -= r;
            }
        }
        while (left-- > 0) symbols[n] = (uint8_t)value, extras[n++] = 0;
        i += run;
    }
    return n;
}

/// Writes one block of `count` symbols covering `input[0 ..< input_length]`: dynamic Huffman,
/// or stored when that is smaller. `value_freq` counts the symbols' values (`value_count`),
/// `match_dist_freq` their distance codes.
static void write_block(bit_writer *w, const lz_symbol *symbols, ptrdiff_t count, const uint8_t *input,
                        ptrdiff_t input_length, bool final, const uint32_t *value_freq,
                        const uint32_t *match_dist_freq) {
    uint32_t litlen_freq[litlen_count] = {0}, dist_freq[dist_count];
    memcpy(litlen_freq, value_freq, 256 * sizeof(uint32_t));
    for (int code = 0; code < 29; code++)
        for (int len = length_base[code]; len <= length_last(code); len++)
            litlen_freq[257 + code] += value_freq[256 + len];
    memcpy(dist_freq, match_dist_freq, sizeof(dist_freq));
    litlen_freq[256] = 1;
    uint8_t litlen_len[litlen_count], dist_len[dist_count];
    uint16_t litlen_code[litlen_count], dist_code_bits[dist_count];
    build_code(litlen_freq, litlen_count, 15, litlen_len, litlen_code);
    build_code(dist_freq, dist_count, 15, dist_len, dist_code_bits);
    int hlit = litlen_count, hdist = dist_count;
    while (hlit > 257 && litlen_len[hlit - 1] == 0) hlit--;
    while (hdist > 1 && dist_len[hdist - 1] == 0) hdist--;
    uint8_t all[litlen_count + dist_count];
    memcpy(all, litlen_len, (size_t)hlit);
    memcpy(all + hlit, dist_len, (size_t)hdist);
    uint8_t run_symbols[litlen_count + dist_count], run_extras[litlen_count + dist_count];
    int runs = code_length_runs(all, hlit + hdist, run_symbols, run_extras);
    uint32_t codelen_freq[codelen_count] = {0};
    for (int i = 0; i < runs; i++) codelen_freq[run_symbols[i]]++;
    uint8_t codelen_len[codelen_count];
    uint16_t codelen_code[codelen_count];
    build_code(codelen_freq, codelen_count, 7, codelen_len, codelen_code);
    int hclen = codelen_count;
    while (hclen > 4 && codelen_len[codelen_order[hclen - 1]] == 0) hclen--;

    // The dynamic block's size in bits, against a stored block's.
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen;
    static const uint8_t run_extra_bits[19] = {[16] = 2, [17] = 3, [18] = 7};
    for (int i = 0; i < runs; i++) bits += codelen_len[run_symbols[i]] + run_extra_bits[run_symbols[i]];
    for (int s = 0; s < litlen_count; s++) {
        uint64_t extra = s > 256 ? length_extra[s - 257] : 0;
        bits += (uint64_t)litlen_freq[s] * (litlen_len[s] + extra);
    }
    for (int s = 0; s < dist_count; s++) bits += (uint64_t)dist_freq[s] * (dist_len[s] + dist_extra[s]);
    uint64_t stored_bits = 8 * ((uint64_t)input_length + 5 * ((uint64_t)input_length / 65535 + 1)) + 7;
    if (stored_bits < bits) {
        ptrdiff_t offset = 0;
        do {
            ptrdiff_t n = input_length - offset > 65535 ? 65535 : input_length - offset;
            bool last = final && offset + n == input_length;
            put_bits(w, last ? 1 : 0, 3);
            align_bytes(w);
            if (w->length + 4 + n > w->capacity) {
                w->overflow = true;
                return;
            }
            uint8_t *o = w->out + w->length;
            o[0] = (uint8_t)n, o[1] = (uint8_t)(n >> 8), o[2] = (uint8_t)~n, o[3] = (uint8_t)(~n >> 8);
            memcpy(o + 4, input + offset, (size_t)n);
            w->length += 4 + n;
            offset += n;
        } while (offset < input_length);
        return;
    }
    put_bits(w, (final ? 1 : 0) | (2 << 1), 3);
    put_bits(w, (uint64_t)(hlit - 257), 5);
    put_bits(w, (uint64_t)(hdist - 1), 5);
    put_bits(w, (uint64_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) put_bits(w, codelen_len[codelen_order[i]], 3);
    for (int i = 0; i < runs; i++) {
        int s = run_symbols[i];
        put_bits(w, codelen_code[s], codelen_len[s]);
        if (s >= 16) put_bits(w, run_extras[i], run_extra_bits[s]);
    }

    // Each value's code followed by its length's extra bits (at most 20 bits), with their
    // number in bits 24 up; each distance code's bits, their number in bits 16–23 and the
    // number with the extra bits in bits 24 up (0 for `no_distance`).
    uint32_t value_bits[value_count], dist_bits[32] = {0};
    for (int v = 0; v < 256; v++) value_bits[v] = litlen_code[v] | (uint32_t)litlen_len[v] << 24;
    value_bits[256] = value_bits[257] = value_bits[258] = 0;
    for (int code = 0; code < 29; code++) {
        int s = 257 + code;
        for (int len = length_base[code]; len <= length_last(code); len++)
            value_bits[256 + len] = (litlen_code[s] | (uint32_t)(len - length_base[code]) << litlen_len[s]) |
                                    (uint32_t)(litlen_len[s] + length_extra[code]) << 24;
    }
    for (int c = 0; c < dist_count; c++)
        dist_bits[c] = dist_code_bits[c] | (uint32_t)dist_len[c] << 16 | (uint32_t)(dist_len[c] + dist_extra[c]) << 24;

    if (w->length + (ptrdiff_t)(bits / 8) + 16 <= w->capacity) {
        // The whole block fits with eight bytes to spare: a symbol (at most 48 bits) joins
        // fewer than eight pending bits, and all whole bytes are stored at once, without a
        // branch (the eight-byte store runs ahead of the output; later stores overwrite it).
        uint8_t *o = w->out + w->length;
        uint64_t acc = w->bits;
        int pending = w->count;
        for (; pending >= 8; pending -= 8, acc >>= 8) *o++ = (uint8_t)acc;
        for (ptrdiff_t i = 0; i < count; i++) {
            lz_symbol s = symbols[i];
            uint32_t v = value_bits[s & 1023], d = dist_bits[(s >> 10) & 31];
            acc |= (uint64_t)(v & 0xFFFFFF) << pending;
            pending += (int)(v >> 24);
            acc |= (uint64_t)((d & 0xFFFF) | (s >> 15) << ((d >> 16) & 0xFF)) << pending;
            pending += (int)(d >> 24);
            store64_le(o, acc);
            o += pending >> 3;
            acc >>= pending & 56;
            pending &= 7;
        }
        w->length = o - w->out;
        w->bits = acc;
        w->count = pending;
    } else {
        for (ptrdiff_t i = 0; i < count; i++) {
            lz_symbol s = symbols[i];
            uint32_t v = value_bits[s & 1023], d = dist_bits[(s >> 10) & 31];
            put_bits(w, v & 0xFFFFFF, (int)(v >> 24));
            put_bits(w, (d & 0xFFFF) | (s >> 15) << ((d >> 16) & 0xFF), (int)(d >> 24));
            if (w->overflow) return;
        }
    }
    put_bits(w, litlen_code[256], litlen_len[256]);
}

SEGUE_INLINE uint32_t load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

SEGUE_INLINE uint64_t load64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

SEGUE_INLINE uint32_t hash4(uint32_t v) { return (v * 2654435761u) >> (32 - hash_bits); }

#if defined(__x86_64__)
typedef int8_t i8x16 __attribute__((vector_size(16)));

/// A bit for each of the 16 bytes at `a` and `b` that differ (SSE2, the x86-64 baseline).
SEGUE_INLINE unsigned differing16(const uint8_t *a, const uint8_t *b) {
    u8x16 x, y;
    memcpy(&x, a, 16);
    memcpy(&y, b, 16);
    return (unsigned)__builtin_ia32_pmovmskb128((i8x16)(x == y)) ^ 0xFFFF;
}
#endif

/// The number of equal bytes at `a` and `b`, up to `limit`.
SEGUE_INLINE ptrdiff_t match_length(const uint8_t *a, const uint8_t *b, ptrdiff_t limit) {
    ptrdiff_t n = 0;
#if defined(__x86_64__)
    if (limit >= 16) {
        for (; n + 16 <= limit; n += 16) {
            unsigned differ = differing16(a + n, b + n);
            if (differ) return n + __builtin_ctz(differ);
        }
        // The last 16 bytes before `limit`, overlapping bytes already found equal.
        unsigned differ = differing16(a + limit - 16, b + limit - 16);
        return differ ? limit - 16 + __builtin_ctz(differ) : limit;
    }
#endif
    while (n + 8 <= limit) {
        uint64_t diff = load64(a + n) ^ load64(b + n);
        if (diff) return n + (__builtin_ctzll(diff) >> 3);
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

ptrdiff_t segue_deflate_bound(ptrdiff_t count) { return count + count / 8 + 1024; }

ptrdiff_t segue_deflate(const uint8_t *input, ptrdiff_t count, uint8_t *output, ptrdiff_t capacity, void *scratch) {
    int32_t *table = scratch;
    lz_symbol *symbols = (lz_symbol *)(table + (1 << hash_bits));
    for (int i = 0; i < (1 << hash_bits); i++) table[i] = -window - 1;
    uint32_t value_freq[value_count] = {0}, dist_freq[dist_count] = {0};
    bit_writer w = {output, capacity, 0, 0, 0, false};
    ptrdiff_t p = 0, block_start = 0, n = 0;
    while (true) {
        // Gather up to `block_symbols` symbols.
        while (n < block_symbols && p < count) {
            if (p + 8 <= count) {
                // Runs (distance 1) and repeated pixels (distance 3) first: no hash to compute
                // and no table to reach, and their distances need no extra bits. A run
                // longer than 258 bytes continues here at distance 1.
                uint32_t v = load32(input + p);
                ptrdiff_t candidate = p - 1;
                bool found = p >= 1 && load32(input + candidate) == v;
                if (!found) {
                    candidate = p - 3;
                    found = p >= 3 && load32(input + candidate) == v;
                }
                if (!found) {
                    uint32_t h = hash4(v);
                    candidate = table[h];
                    table[h] = (int32_t)p;
                    found = p - candidate <= window && load32(input + candidate) == v;
                }
                if (found) {
                    ptrdiff_t limit = count - p < max_match ? count - p : max_match;
                    ptrdiff_t len = min_match + match_length(input + p + min_match, input + candidate + min_match,
                                                             limit - min_match);
                    lz_symbol d = dist_symbol(p - candidate);
                    symbols[n++] = (lz_symbol)(256 + len) | d;
                    value_freq[256 + len]++;
                    dist_freq[(d >> 10) & 31]++;
                    p += len;
                    if (p + 8 <= count) table[hash4(load32(input + p - 2))] = (int32_t)(p - 2);
                    continue;
                }
            }
            uint8_t byte = input[p];
            symbols[n++] = (lz_symbol)no_distance << 10 | byte;
            value_freq[byte]++;
            p++;
        }
        bool final = p >= count;
        write_block(&w, symbols, n, input + block_start, p - block_start, final, value_freq, dist_freq);
        if (w.overflow) return -1;
        memset(value_freq, 0, sizeof(value_freq));
        memset(dist_freq, 0, sizeof(dist_freq));
        n = 0;
        block_start = p;
        if (final) break;
    }
    align_bytes(&w);
    return w.overflow ? -1 : w.length;
}

ptrdiff_t segue_deflate_scratch_size(void) {
    return (ptrdiff_t)(sizeof(int32_t) * (1 << hash_bits) + sizeof(lz_symbol) * block_symbols);
}
