// Bilinear and nearest image sampling along a raster row, positions in 32.32 fixed point and
// 8-bit weights. A texel square inside the image mixes its rows first, then its columns; a
// square at the image's edge mixes columns first with texels clamped. Both orders are kept
// exactly, since their roundings differ.

#include "segue_pixels.h"

/// The sample of a texel square inside the image, rows first: `top` and `bottom` point at
/// its left texels.
static inline uint32_t rows_first(const uint8_t *top, const uint8_t *bottom, uint32_t wy, uint32_t wx) {
#if defined(__SSE2__)
    __m128i zero = _mm_setzero_si128();
    __m128i a = _mm_unpacklo_epi8(segue_load64(top, 0), zero), b = _mm_unpacklo_epi8(segue_load64(bottom, 0), zero);
    __m128i column = _mm_srli_epi16(
        _mm_add_epi16(_mm_mullo_epi16(a, _mm_set1_epi16((short)(256 - wy))), _mm_mullo_epi16(b, _mm_set1_epi16((short)wy))), 8);
    __m128i weights = _mm_set_epi16((short)wx, (short)wx, (short)wx, (short)wx, (short)(256 - wx), (short)(256 - wx),
                                    (short)(256 - wx), (short)(256 - wx));
    __m128i mixed = _mm_mullo_epi16(column, weights);
    __m128i sum = _mm_srli_epi16(_mm_add_epi16(mixed, _mm_srli_si128(mixed, 8)), 8);
    return (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(sum, zero));
#else
    return segue_lerp(segue_lerp(segue_load32(top, 0), segue_load32(bottom, 0), wy),
                      segue_lerp(segue_load32(top, 4), segue_load32(bottom, 4), wy), wx);
#endif
}

/// The sample at column position `fu` with texels clamped, columns first.
static inline uint32_t clamped(const uint8_t *top, const uint8_t *bottom, uint32_t wy, int64_t fu, ptrdiff_t max_x) {
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
            for (; i < count && fu < limit; i++, fu += step) {
                ptrdiff_t ix = (ptrdiff_t)(fu >> 32);
                uint32_t wx = (uint32_t)((fu >> 24) & 0xFF);
                out[i] = segue_convert(rows_first(t + ix * 4, b + ix * 4, wy, wx), order);
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
        ptrdiff_t ix = (ptrdiff_t)(fu >> 32), iy = (ptrdiff_t)(fv >> 32);
        if (nearest) {
            out[i] = segue_convert(segue_load32(p, segue_clamp(iy, max_y) * stride + segue_clamp(ix, max_x) * 4), order);
        } else if (ix >= 0 && ix < max_x && iy >= 0 && iy < max_y) {
            const uint8_t *at = p + iy * stride + ix * 4;
            out[i] = segue_convert(rows_first(at, at + stride, (uint32_t)((fv >> 24) & 0xFF), (uint32_t)((fu >> 24) & 0xFF)), order);
        } else {
            out[i] = segue_convert(segue_sample(p, width, height, fu, fv), order);
        }
    }
}
