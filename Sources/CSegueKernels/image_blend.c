// Image samples composited source-over as they are taken, with no stored samples in
// between: bit for bit the sampling kernels followed by source over. Wide paths mix texels
// with 16-bit multiply-adds (`_mm_madd_epi16` against the pair `(256 - w, w)`) and composite
// four pixels at a time; the portable path and the tails go one pixel at a time through
// `segue_put_one`, which gives the same bytes.

#include "segue_pixels.h"

void segue_mix_rows(const void *top, const void *bottom, uint32_t wy, ptrdiff_t from, ptrdiff_t through, void *out) {
    ptrdiff_t x = from;
#if defined(__SSE2__)
    __m128i mask = _mm_set1_epi16(0xFF);
    __m128i below = _mm_set1_epi16((short)wy), above = _mm_set1_epi16((short)(256 - wy));
    for (; x + 4 <= through + 1; x += 4) {
        __m128i t = _mm_loadu_si128((const __m128i *)((const uint8_t *)top + x * 4));
        __m128i b = _mm_loadu_si128((const __m128i *)((const uint8_t *)bottom + x * 4));
        __m128i rb = _mm_srli_epi16(_mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(t, mask), above),
                                                  _mm_mullo_epi16(_mm_and_si128(b, mask), below)), 8);
        __m128i ga = _mm_srli_epi16(_mm_add_epi16(_mm_mullo_epi16(_mm_srli_epi16(t, 8), above),
                                                  _mm_mullo_epi16(_mm_srli_epi16(b, 8), below)), 8);
        _mm_storeu_si128((__m128i *)((uint8_t *)out + x * 4), _mm_or_si128(rb, _mm_slli_epi16(ga, 8)));
    }
#endif
    for (; x <= through; x++) segue_store32(out, x * 4, segue_lerp(segue_load32(top, x * 4), segue_load32(bottom, x * 4), wy));
}

void segue_make_columns(int64_t start, int64_t step, ptrdiff_t count, int32_t *offsets, void *weights) {
    uint32_t *w = weights;
    int64_t f = start;
    for (ptrdiff_t j = 0; j < count; j++, f += step) {
        offsets[j] = (int32_t)((f >> 32) * 4);
        uint32_t wx = (uint32_t)((f >> 24) & 0xFF), pair = (wx << 16) | (256 - wx);
        w[4 * j] = w[4 * j + 1] = w[4 * j + 2] = w[4 * j + 3] = pair;
    }
}

void segue_blend_quads(const void *source, const int32_t *offsets, const void *weights, ptrdiff_t quads, void *dst,
                       uint32_t k, int32_t swap, int32_t mode) {
    uint8_t *out = dst;
    const uint32_t *w = weights;
#if defined(__SSE2__)
    __m128i zero = _mm_setzero_si128();
    __m128i s[4];
    for (ptrdiff_t j = 0; j < quads; j += 4) {
        for (int n = 0; n < 4; n++) {
            ptrdiff_t at = offsets[j + n];
            __m128i texels = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)segue_load32(source, at)),
                                               _mm_cvtsi32_si128((int)segue_load32(source, at + 4)));
            __m128i wx = _mm_loadu_si128((const __m128i *)(w + 4 * (j + n)));
            s[n] = _mm_srli_epi32(_mm_madd_epi16(_mm_unpacklo_epi8(texels, zero), wx), 8);
        }
        segue_put4(_mm_packs_epi32(s[0], s[1]), _mm_packs_epi32(s[2], s[3]), out + j * 4, k, swap, mode);
    }
#else
    (void)mode;
    for (ptrdiff_t j = 0; j < quads; j++) {
        ptrdiff_t at = offsets[j];
        uint32_t p = segue_lerp(segue_load32(source, at), segue_load32(source, at + 4), w[4 * j] >> 16);
        segue_put_one(p, out, j * 4, k, swap);
    }
#endif
}

void segue_blend_row_pixels(const void *top, const void *bottom, ptrdiff_t max_x, uint32_t wy, int64_t start,
                            int64_t step, ptrdiff_t count, void *dst, uint32_t k, int32_t swap) {
    int64_t fu = start;
    for (ptrdiff_t i = 0; i < count; i++, fu += step) {
        ptrdiff_t ix = (ptrdiff_t)(fu >> 32);
        uint32_t wx = (uint32_t)((fu >> 24) & 0xFF);
        ptrdiff_t xa = segue_clamp(ix, max_x), xb = segue_clamp(ix + 1, max_x);
        uint32_t ta = segue_load32(top, xa * 4), tb = segue_load32(top, xb * 4), p;
        if (wy == 0) {
            p = segue_lerp(ta, tb, wx);
        } else {
            uint32_t ba = segue_load32(bottom, xa * 4), bb = segue_load32(bottom, xb * 4);
            if (step > 0 && ix >= 0 && ix < max_x) {
                p = segue_lerp(segue_lerp(ta, ba, wy), segue_lerp(tb, bb, wy), wx);
            } else {
                p = segue_lerp(segue_lerp(ta, tb, wx), segue_lerp(ba, bb, wx), wy);
            }
        }
        segue_put_one(p, dst, i * 4, k, swap);
    }
}

void segue_blend_run(const void *pixels, ptrdiff_t width, ptrdiff_t height, int64_t fu, int64_t fv, int64_t du,
                     int64_t dv, ptrdiff_t count, void *dst, uint32_t k, int32_t swap, int32_t mode, int32_t inside) {
    uint8_t *out = dst;
    ptrdiff_t i = 0;
#if defined(__SSE2__)
    if (inside) {
        ptrdiff_t stride = width * 4;
        __m128i s[4];
        for (; i + 4 <= count; i += 4) {
            for (int n = 0; n < 4; n++, fu += du, fv += dv) {
                ptrdiff_t at = (ptrdiff_t)(fv >> 32) * stride + (ptrdiff_t)(fu >> 32) * 4;
                s[n] = segue_bilinear(segue_load64(pixels, at), segue_load64(pixels, at + stride),
                                      segue_weight_pair((uint32_t)((fv >> 24) & 0xFF)),
                                      segue_weight_pair((uint32_t)((fu >> 24) & 0xFF)));
            }
            segue_put4(_mm_packs_epi32(s[0], s[1]), _mm_packs_epi32(s[2], s[3]), out + i * 4, k, swap, mode);
        }
    }
#else
    (void)inside;
    (void)mode;
#endif
    for (; i < count; i++, fu += du, fv += dv) segue_put_one(segue_sample(pixels, width, height, fu, fv), out, i * 4, k, swap);
}
