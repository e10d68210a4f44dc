// Source over of colors and spans of source pixels: `D' = S·k + D·(1 − Sa·k)` per channel,
// with `x / 255` rounded to nearest. The wide paths work in 16-bit lanes (two channels of a
// pixel per 32 bits, "planes"); the portable code below does the same lane arithmetic one
// pixel at a time, so both give the same bytes.

#include "segue_pixels.h"

/// `x / 255` rounded to nearest for a 16-bit lane value.
static inline uint32_t div255_lane(uint32_t x) { return (((x + 128) & 0xFFFF) * 257) >> 16; }

/// One pixel of the planar source over: for each 16-bit lane of `d`, its low byte and high
/// byte are blended separately (`s + div255(d·f)`, wrapping at 16 bits) and recombined as
/// `low | high << 8`; `s` and `f` give each lane's source planes and factors.
static inline uint32_t over_lanes(uint32_t d, uint32_t s, uint32_t f_lo, uint32_t f_hi) {
    uint32_t out = 0;
    for (int lane = 0; lane < 2; lane++) {
        uint32_t dl = (d >> (16 * lane)) & 0xFFFF, sl = (s >> (16 * lane)) & 0xFFFF;
        uint32_t f = lane == 0 ? f_lo : f_hi;
        uint32_t lo = ((sl & 0xFF) + div255_lane((dl & 0xFF) * f)) & 0xFFFF;
        uint32_t hi = ((sl >> 8) + div255_lane((dl >> 8) * f)) & 0xFFFF;
        out |= ((lo | (hi << 8)) & 0xFFFF) << (16 * lane);
    }
    return out;
}

void segue_color_over(void *dst, const void *src, ptrdiff_t count, uint32_t s, uint32_t alpha_shift) {
    if (count <= 0) return;
    uint8_t *d = dst;
    if (s == 0) {
        if (src != dst) memmove(dst, src, (size_t)count * 4);
        return;
    }
    uint32_t inverse = 255 - ((s >> alpha_shift) & 0xFF);
    if (inverse == 0) {
        for (ptrdiff_t i = 0; i < count; i++) segue_store32(d, i * 4, s);
        return;
    }
    ptrdiff_t i = 0;
#if defined(__SSE2__)
    __m128i sv = _mm_set1_epi32((int)s), mask = _mm_set1_epi16(0xFF);
    __m128i s_rb = _mm_and_si128(sv, mask), s_ga = _mm_srli_epi16(sv, 8);
    __m128i factor = _mm_set1_epi16((short)inverse);
    for (; i + 4 <= count; i += 4) {
        __m128i v = _mm_loadu_si128((const __m128i *)((const uint8_t *)src + i * 4));
        __m128i rb = _mm_add_epi16(s_rb, segue_div255(_mm_mullo_epi16(_mm_and_si128(v, mask), factor)));
        __m128i ga = _mm_add_epi16(s_ga, segue_div255(_mm_mullo_epi16(_mm_srli_epi16(v, 8), factor)));
        _mm_storeu_si128((__m128i *)(d + i * 4), _mm_or_si128(rb, _mm_slli_epi16(ga, 8)));
    }
#else
    for (; i + 4 <= count; i += 4) {
        for (ptrdiff_t j = i; j < i + 4; j++) segue_store32(d, j * 4, over_lanes(segue_load32(src, j * 4), s, inverse, inverse));
    }
#endif
    for (; i < count; i++) segue_store32(d, i * 4, s + segue_scale(segue_load32(src, i * 4), inverse));
}

void segue_color_over_weights(void *dst, ptrdiff_t count, uint32_t color, const uint32_t *weights) {
    if (count <= 0 || color == 0) return;
    uint8_t *d = dst;
    ptrdiff_t i = 0;
    for (; i + 4 <= count; i += 4) {
        if ((weights[i] | weights[i + 1] | weights[i + 2] | weights[i + 3]) == 0) continue;
#if defined(__SSE2__)
        __m128i cv = _mm_set1_epi32((int)color), mask = _mm_set1_epi16(0xFF);
        __m128i k = _mm_loadu_si128((const __m128i *)(weights + i));
        __m128i s_rb = segue_div255(_mm_mullo_epi16(_mm_and_si128(cv, mask), k));
        __m128i s_ga = segue_div255(_mm_mullo_epi16(_mm_srli_epi16(cv, 8), k));
        __m128i alpha = _mm_srli_epi32(s_ga, 16);
        __m128i inverse = _mm_sub_epi16(_mm_set1_epi16(255), _mm_or_si128(alpha, _mm_slli_epi32(alpha, 16)));
        __m128i v = _mm_loadu_si128((const __m128i *)(d + i * 4));
        __m128i rb = _mm_add_epi16(s_rb, segue_div255(_mm_mullo_epi16(_mm_and_si128(v, mask), inverse)));
        __m128i ga = _mm_add_epi16(s_ga, segue_div255(_mm_mullo_epi16(_mm_srli_epi16(v, 8), inverse)));
        _mm_storeu_si128((__m128i *)(d + i * 4), _mm_or_si128(rb, _mm_slli_epi16(ga, 8)));
#else
        for (int j = 0; j < 4; j++) {
            uint32_t k_lo = weights[i + j] & 0xFFFF, k_hi = weights[i + j] >> 16;
            // The color's planes scaled by the weights, as 16-bit lanes.
            uint32_t rb0 = div255_lane((color & 0xFF) * k_lo), rb1 = div255_lane(((color >> 16) & 0xFF) * k_hi);
            uint32_t ga0 = div255_lane(((color >> 8) & 0xFF) * k_lo), ga1 = div255_lane((color >> 24) * k_hi);
            uint32_t inverse = (255 - ga1) & 0xFFFF;
            uint32_t s = (rb0 | (ga0 << 8)) | ((rb1 | (ga1 << 8)) << 16);
            segue_store32(d, (i + j) * 4, over_lanes(segue_load32(d, (i + j) * 4), s, inverse, inverse));
        }
#endif
    }
    for (; i < count; i++) {
        uint32_t k = weights[i] & 0xFF;
        if (k == 0) continue;
        uint32_t s = segue_scale(color, k);
        segue_store32(d, i * 4, s + segue_scale(segue_load32(d, i * 4), 255 - (s >> 24)));
    }
}

void segue_source_over_span(void *dst, ptrdiff_t count, const uint32_t *src, uint32_t k, uint32_t alpha_shift) {
    if (k == 0 || count <= 0) return;
    uint8_t *d = dst;
    unsigned a = alpha_shift / 8;
    ptrdiff_t i = 0;
#if defined(__SSE2__)
    __m128i zero = _mm_setzero_si128(), kv = _mm_set1_epi16((short)k), full = _mm_set1_epi16(255);
    __m128i low = _mm_set1_epi16(0xFF);
    for (; i + 2 <= count; i += 2) {
        if ((src[i] | src[i + 1]) == 0) continue;  // two transparent pixels leave the destination as it is
        __m128i s = _mm_unpacklo_epi8(segue_load64(src, i * 4), zero);
        if (k != 255) s = segue_div255(_mm_mullo_epi16(s, kv));
        __m128i alpha;
        switch (a) {
        case 0: alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s, 0x00), 0x00); break;
        case 1: alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s, 0x55), 0x55); break;
        case 2: alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s, 0xAA), 0xAA); break;
        default: alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s, 0xFF), 0xFF); break;
        }
        __m128i inverse = _mm_sub_epi16(full, alpha);
        __m128i result = s;
        if (_mm_movemask_epi8(_mm_cmpeq_epi16(inverse, zero)) != 0xFFFF) {
            __m128i dv = _mm_unpacklo_epi8(segue_load64(d, i * 4), zero);
            result = _mm_add_epi16(s, segue_div255(_mm_mullo_epi16(dv, inverse)));
        }
        // Each lane keeps its low byte, as a wrapping conversion would.
        _mm_storel_epi64((__m128i *)(d + i * 4), _mm_packus_epi16(_mm_and_si128(result, low), zero));
    }
#else
    for (; i + 2 <= count; i += 2) {
        if ((src[i] | src[i + 1]) == 0) continue;  // two transparent pixels leave the destination as it is
        uint32_t s[8], out[8];
        for (int c = 0; c < 8; c++) {
            uint32_t byte = (src[i + c / 4] >> (8 * (c % 4))) & 0xFF;
            s[c] = k != 255 ? div255_lane(byte * k) : byte;
        }
        uint32_t inv0 = (255 - s[a]) & 0xFFFF, inv1 = (255 - s[4 + a]) & 0xFFFF;
        if (inv0 == 0 && inv1 == 0) {
            for (int c = 0; c < 8; c++) out[c] = s[c];
        } else {
            for (int c = 0; c < 8; c++) {
                uint32_t byte = (segue_load32(d, (i + c / 4) * 4) >> (8 * (c % 4))) & 0xFF;
                out[c] = s[c] + div255_lane(byte * (c < 4 ? inv0 : inv1));
            }
        }
        for (int p = 0; p < 2; p++) {
            uint32_t v = 0;
            for (int c = 0; c < 4; c++) v |= (out[4 * p + c] & 0xFF) << (8 * c);
            segue_store32(d, (i + p) * 4, v);
        }
    }
#endif
    if (i < count) {
        uint32_t s = src[i];
        if (k != 255) s = segue_scale(s, k);
        uint32_t inverse = 255 - ((s >> alpha_shift) & 0xFF);
        segue_store32(d, i * 4, s + segue_scale(segue_load32(d, i * 4), inverse));
    }
}

void segue_source_over(void *dst, ptrdiff_t count, const uint32_t *src, ptrdiff_t src_step,
                       const uint8_t *coverage, ptrdiff_t coverage_step, uint32_t alpha_shift) {
    uint8_t *d = dst;
    for (ptrdiff_t i = 0; i < count; i++) {
        uint32_t k = coverage[i * coverage_step];
        if (k == 0) continue;
        uint32_t s = src[i * src_step];
        if (k != 255) s = segue_scale(s, k);
        uint32_t inverse = 255 - ((s >> alpha_shift) & 0xFF);
        if (inverse == 0) {
            segue_store32(d, i * 4, s);
        } else if (s != 0) {
            segue_store32(d, i * 4, s + segue_scale(segue_load32(d, i * 4), inverse));
        }
    }
}
