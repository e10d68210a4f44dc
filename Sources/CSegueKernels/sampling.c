// Bilinear and nearest image sampling along a raster row, positions in 32.32 fixed point and
// 8-bit weights. A texel square inside the image mixes its rows first, then its columns; a
// square at the image's edge mixes columns first with texels clamped. Both orders are kept
// exactly, since their roundings differ.

#include "segue_pixels.h"

typedef uint32_t u32x8 __attribute__((vector_size(32)));
typedef uint16_t u16x16 __attribute__((vector_size(32)));

/// The sample at column position `fu` with texels clamped, columns first.
SEGUE_INLINE uint32_t clamped(const uint8_t *top, const uint8_t *bottom, uint32_t wy, int64_t fu, ptrdiff_t max_x) {
    ptrdiff_t ix = (ptrdiff_t)(fu >> 32);
    uint32_t wx = (uint32_t)((fu >> 24) & 0xFF);
    ptrdiff_t xa = segue_clamp(ix, max_x), xb = segue_clamp(ix + 1, max_x);
    uint32_t p = segue_lerp(segue_load32(top, xa * 4), segue_load32(top, xb * 4), wx);
    if (wy != 0) p = segue_lerp(p, segue_lerp(segue_load32(bottom, xa * 4), segue_load32(bottom, xb * 4), wx), wy);
    return p;
}

void segue_sample_row_bilinear(const void *top, const void *bottom, uint32_t wy, int64_t start, int64_t step,
                               ptrdiff_t count, uint32_t *out, ptrdiff_t max_x, segue_order order) {
    const uint8_t *t = top, *b = bottom;
    int64_t fu = start;
    ptrdiff_t i = 0;
    if (step > 0) {
        for (; i < count && fu < 0; i++, fu += step) out[i] = segue_convert(clamped(t, b, wy, fu, max_x), order);
        // Pixels whose two texels are both inside: ix + 1 <= max_x.
        int64_t limit = (int64_t)max_x << 32;
        if ((start & 0xFFFFFFFF) == 0 && step == (int64_t)1 << 32) {
            // Whole-pixel offsets, no scaling: no horizontal interpolation.
            for (; i < count && fu < limit; i++, fu += step) {
                ptrdiff_t ix = (ptrdiff_t)(fu >> 32);
                uint32_t p = segue_load32(t, ix * 4);
                if (wy != 0) p = segue_lerp(p, segue_load32(b, ix * 4), wy);
                out[i] = segue_convert(p, order);
            }
        } else {
            const ptrdiff_t rows = b - t;
            // The pixels whose texels are all inside, counted once: the loops below test only
            // their index.
            ptrdiff_t end = i;
            if (i < count && fu < limit) {
                int64_t inside = (limit - fu - 1) / step + 1;
                end = inside < count - i ? i + (ptrdiff_t)inside : count;
            }
            // Four pixels a step, rows first, then columns, in one expression: without
            // optimisation every named value and every inlined call's argument is a trip
            // through memory, and each trip around the loop costs its own. The four pixels'
            // left texels sit in one vector and their right texels in another, a channel a
            // 16-bit lane, so the column mix folds no lanes together; each lane sees the
            // operations of the one-pixel loop below, in its order and its wrapping 16-bit
            // arithmetic, so the bytes are the same.
            const u16x16 above16 = (u16x16){} + (uint16_t)(256 - wy), below16 = (u16x16){} + (uint16_t)wy;
            // Order kind 1 (red and blue swapped) as masks, as `segue_convert` does it; other
            // kinds keep the pixels here, and kind 2 converts them afterwards.
            const int32_t swap = order.kind == 1;
            const u32x4 keep = (u32x4){} + (swap ? 0xFF00FF00u : 0xFFFFFFFFu);
            const u32x4 down = (u32x4){} + (swap ? 0xFFu : 0), up = (u32x4){} + (swap ? 0xFF0000u : 0);
            // The low 32 bits of the four positions: the top byte is each pixel's column weight.
            u32x4 fraction = (u32x4){0, 1, 2, 3} * (uint32_t)step + (uint32_t)fu;
            const int64_t step4 = step * 4;
            const ptrdiff_t first = i;
            // Texel pairs 0, 2, 4, 6 (left) or 1, 3, 5, 7 (right) of eight, widened.
#define LEFT(pairs) __builtin_convertvector((u8x16)__builtin_shufflevector(pairs, pairs, 0, 2, 4, 6), u16x16)
#define RIGHT(pairs) __builtin_convertvector((u8x16)__builtin_shufflevector(pairs, pairs, 1, 3, 5, 7), u16x16)
            for (; i + 4 <= end; i += 4, fu += step4, fraction += (uint32_t)step4) {
                const uint8_t *at0 = t + (fu >> 32) * 4, *at1 = t + ((fu + step) >> 32) * 4;
                const uint8_t *at2 = t + ((fu + 2 * step) >> 32) * 4, *at3 = t + ((fu + 3 * step) >> 32) * 4;
                u32x8 top, bottom;  // each pixel's left and right texels, of each row
                memcpy((uint8_t *)&top, at0, 8);
                memcpy((uint8_t *)&top + 8, at1, 8);
                memcpy((uint8_t *)&top + 16, at2, 8);
                memcpy((uint8_t *)&top + 24, at3, 8);
                memcpy((uint8_t *)&bottom, at0 + rows, 8);
                memcpy((uint8_t *)&bottom + 8, at1 + rows, 8);
                memcpy((uint8_t *)&bottom + 16, at2 + rows, 8);
                memcpy((uint8_t *)&bottom + 24, at3 + rows, 8);
                // Each pixel's weight (the low half of its 32-bit lane) in its four lanes.
                u16x16 wx = __builtin_shufflevector((u16x8)(fraction >> 24), (u16x8){}, 0, 0, 0, 0, 2, 2, 2, 2, 4, 4, 4,
                                                    4, 6, 6, 6, 6);
                u32x4 p = (u32x4)__builtin_convertvector((((LEFT(top) * above16 + LEFT(bottom) * below16) >> 8) * (256 - wx)
                                                          + ((RIGHT(top) * above16 + RIGHT(bottom) * below16) >> 8) * wx)
                                                             >> 8,
                                                         u8x16);
                SEGUE_PIXELS4(out + i) = (p & keep) | ((p >> 16) & down) | ((p << 16) & up);
            }
#undef LEFT
#undef RIGHT
            const ptrdiff_t unconverted = swap ? i : first;
            // One pixel a step for the last few.
            const u16x8 above = (u16x8){} + (uint16_t)(256 - wy), below = (u16x8){} + (uint16_t)wy;
            const u16x8 base = {256, 256, 256, 256, 0, 0, 0, 0}, sign = {0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 1, 1, 1, 1};
            for (; i < end; i++, fu += step) {
                const uint8_t *at = t + (fu >> 32) * 4;
                u8x8 top8, bottom8;
                memcpy(&top8, at, 8);
                memcpy(&bottom8, at + rows, 8);
                // (256 − wx) on the left texel's lanes, wx on the right's.
                u16x8 mixed = ((__builtin_convertvector(top8, u16x8) * above + __builtin_convertvector(bottom8, u16x8) * below) >> 8)
                    * (base + sign * (uint16_t)((fu >> 24) & 0xFF));
                u8x4 p = __builtin_convertvector(
                    (__builtin_shufflevector(mixed, mixed, 0, 1, 2, 3) + __builtin_shufflevector(mixed, mixed, 4, 5, 6, 7)) >> 8, u8x4);
                memcpy(out + i, &p, 4);
            }
            if (order.kind != 0) {
                for (ptrdiff_t j = unconverted; j < i; j++) out[j] = segue_convert(out[j], order);
            }
        }
    }
    for (; i < count; i++, fu += step) out[i] = segue_convert(clamped(t, b, wy, fu, max_x), order);
}

void segue_sample_row_nearest(const void *row, int64_t start, int64_t step, ptrdiff_t count, uint32_t *out,
                              ptrdiff_t max_x, segue_order order) {
    int64_t fu = start;
    for (ptrdiff_t i = 0; i < count; i++, fu += step) {
        out[i] = segue_convert(segue_load32(row, segue_clamp((ptrdiff_t)(fu >> 32), max_x) * 4), order);
    }
}

void segue_sample_run(const void *pixels, ptrdiff_t width, ptrdiff_t height, int64_t fu, int64_t fv, int64_t du,
                      int64_t dv, ptrdiff_t count, uint32_t *out, int32_t nearest, segue_order order) {
    const uint8_t *p = pixels;
    ptrdiff_t max_x = width - 1, max_y = height - 1, stride = width * 4;
    for (ptrdiff_t i = 0; i < count; i++, fu += du, fv += dv) {
        if (nearest) {
            ptrdiff_t ix = segue_clamp((ptrdiff_t)(fu >> 32), max_x), iy = segue_clamp((ptrdiff_t)(fv >> 32), max_y);
            out[i] = segue_convert(segue_load32(p, iy * stride + ix * 4), order);
        } else {
            out[i] = segue_convert(segue_sample(p, width, height, fu, fv), order);
        }
    }
}

void segue_halve_row(const uint8_t *top, const uint8_t *bottom, ptrdiff_t count, uint8_t *out) {
    typedef uint8_t u8x32 __attribute__((vector_size(32)));
    typedef uint16_t u16x32 __attribute__((vector_size(64)));
    ptrdiff_t i = 0;
    // Four output pixels a step: the two rows added as 16-bit lanes, then each pixel's
    // channels added to its right neighbour's.
    for (; i + 4 <= count; i += 4) {
        u8x32 t, b;
        memcpy(&t, top + 8 * i, 32);
        memcpy(&b, bottom + 8 * i, 32);
        u16x32 sum = __builtin_convertvector(t, u16x32) + __builtin_convertvector(b, u16x32);
        u16x16 left = __builtin_shufflevector(sum, sum, 0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27);
        u16x16 right = __builtin_shufflevector(sum, sum, 4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31);
        u16x16 mean = (left + right + 2) >> 2;
        u8x16 packed = __builtin_convertvector(mean, u8x16);
        memcpy(out + 4 * i, &packed, 16);
    }
    for (; i < count; i++) {
        const uint8_t *t = top + 8 * i, *b = bottom + 8 * i;
        for (int c = 0; c < 4; c++) {
            out[4 * i + c] = (uint8_t)((t[c] + t[c + 4] + b[c] + b[c + 4] + 2) >> 2);
        }
    }
}
