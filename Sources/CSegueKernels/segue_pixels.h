// Scalar pixel arithmetic shared by the kernels, and the SSE2 helpers on x86-64.

#ifndef SEGUE_PIXELS_H
#define SEGUE_PIXELS_H

#include "CSegueKernels.h"
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Every byte of `p` times `k/255`, rounded to nearest.
static inline uint32_t segue_scale(uint32_t p, uint32_t k) {
    uint32_t rb = (p & 0x00FF00FFu) * k + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((p >> 8) & 0x00FF00FFu) * k + 0x00800080u;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ag;
}

/// Two premultiplied pixels mixed `w/256` of the way from `a` to `b`.
static inline uint32_t segue_lerp(uint32_t a, uint32_t b, uint32_t w) {
    uint32_t v = 256 - w;
    uint32_t rb = (((a & 0x00FF00FFu) * v + (b & 0x00FF00FFu) * w) >> 8) & 0x00FF00FFu;
    uint32_t ag = (((a >> 8) & 0x00FF00FFu) * v + ((b >> 8) & 0x00FF00FFu) * w) & 0xFF00FF00u;
    return rb | ag;
}

static inline uint32_t segue_load32(const void *p, ptrdiff_t offset) {
    uint32_t v;
    memcpy(&v, (const uint8_t *)p + offset, 4);
    return v;
}

static inline void segue_store32(void *p, ptrdiff_t offset, uint32_t v) { memcpy((uint8_t *)p + offset, &v, 4); }

static inline ptrdiff_t segue_clamp(ptrdiff_t x, ptrdiff_t hi) { return x < 0 ? 0 : (x > hi ? hi : x); }

/// An RGBA pixel in the destination order.
static inline uint32_t segue_convert(uint32_t p, segue_order order) {
    switch (order.kind) {
    case 0: return p;
    case 1: return (p & 0xFF00FF00u) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16);
    default:
        return (p & 0xFF) << order.red | ((p >> 8) & 0xFF) << order.green | ((p >> 16) & 0xFF) << order.blue
            | (p >> 24) << order.alpha;
    }
}

/// Source over of one RGBA sample under coverage `k`, alpha in the fourth byte.
static inline void segue_put_one(uint32_t rgba, void *dst, ptrdiff_t offset, uint32_t k, int32_t swap) {
    uint32_t s = swap ? (rgba & 0xFF00FF00u) | ((rgba >> 16) & 0xFF) | ((rgba & 0xFF) << 16) : rgba;
    if (k != 255) s = segue_scale(s, k);
    uint32_t inverse = 255 - (s >> 24);
    if (inverse == 0) {
        segue_store32(dst, offset, s);
    } else if (s != 0) {
        segue_store32(dst, offset, s + segue_scale(segue_load32(dst, offset), inverse));
    }
}

/// The bilinear sample at 32.32 position `(fu, fv)`: rows first when both texel pairs are
/// inside the image, else columns first with texels clamped.
static inline uint32_t segue_sample(const uint8_t *pixels, ptrdiff_t width, ptrdiff_t height, int64_t fu, int64_t fv) {
    ptrdiff_t ix = (ptrdiff_t)(fu >> 32), iy = (ptrdiff_t)(fv >> 32);
    uint32_t wx = (uint32_t)((fu >> 24) & 0xFF), wy = (uint32_t)((fv >> 24) & 0xFF);
    ptrdiff_t max_x = width - 1, max_y = height - 1;
    ptrdiff_t xa = segue_clamp(ix, max_x), xb = segue_clamp(ix + 1, max_x);
    ptrdiff_t ya = segue_clamp(iy, max_y), yb = segue_clamp(iy + 1, max_y);
    uint32_t ta = segue_load32(pixels, (ya * width + xa) * 4), tb = segue_load32(pixels, (ya * width + xb) * 4);
    uint32_t ba = segue_load32(pixels, (yb * width + xa) * 4), bb = segue_load32(pixels, (yb * width + xb) * 4);
    if (ix >= 0 && ix < max_x && iy >= 0 && iy < max_y) {
        return segue_lerp(segue_lerp(ta, ba, wy), segue_lerp(tb, bb, wy), wx);
    }
    return segue_lerp(segue_lerp(ta, tb, wx), segue_lerp(ba, bb, wx), wy);
}

#if defined(__SSE2__)
/// `x / 255` rounded to nearest in each unsigned 16-bit lane (exact for `x <= 255 * 255`).
static inline __m128i segue_div255(__m128i x) {
    return _mm_mulhi_epu16(_mm_add_epi16(x, _mm_set1_epi16(128)), _mm_set1_epi16(257));
}

/// The bilinear sample of a texel square (`top`, `bottom`: left and right texel in the low
/// eight bytes) with weight pairs `wy`, `wx`: the channels in 32-bit lanes.
static inline __m128i segue_bilinear(__m128i top, __m128i bottom, __m128i wy, __m128i wx) {
    __m128i zero = _mm_setzero_si128();
    __m128i rows = _mm_unpacklo_epi8(top, bottom);
    __m128i left = _mm_srli_epi32(_mm_madd_epi16(_mm_unpacklo_epi8(rows, zero), wy), 8);
    __m128i right = _mm_srli_epi32(_mm_madd_epi16(_mm_unpackhi_epi8(rows, zero), wy), 8);
    return _mm_srli_epi32(_mm_madd_epi16(_mm_or_si128(left, _mm_slli_epi32(right, 16)), wx), 8);
}

/// The weight pair `(256 - w, w)` in every 32-bit lane.
static inline __m128i segue_weight_pair(uint32_t w) { return _mm_set1_epi32((int)((w << 16) | (256 - w))); }

static inline __m128i segue_load64(const void *p, ptrdiff_t offset) {
    return _mm_loadl_epi64((const __m128i *)((const uint8_t *)p + offset));
}

/// Composites four samples (16-bit channels, RGBA, pixels 0–1 in `s01`, 2–3 in `s23`) at
/// `dst` under coverage `k`.
static inline void segue_put4(__m128i s01, __m128i s23, uint8_t *dst, uint32_t k, int32_t swap, int32_t mode) {
    if (swap) {
        s01 = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s01, _MM_SHUFFLE(3, 0, 1, 2)), _MM_SHUFFLE(3, 0, 1, 2));
        s23 = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s23, _MM_SHUFFLE(3, 0, 1, 2)), _MM_SHUFFLE(3, 0, 1, 2));
    }
    if (mode == 0) {
        _mm_storeu_si128((__m128i *)dst, _mm_packus_epi16(s01, s23));
        return;
    }
    __m128i kv = _mm_set1_epi16((short)k);
    s01 = segue_div255(_mm_mullo_epi16(s01, kv));
    s23 = segue_div255(_mm_mullo_epi16(s23, kv));
    __m128i full = _mm_set1_epi16(255), i01, i23;
    if (mode == 1) {
        i01 = i23 = _mm_set1_epi16((short)(255 - k));
    } else {
        i01 = _mm_sub_epi16(full, _mm_shufflehi_epi16(_mm_shufflelo_epi16(s01, 0xFF), 0xFF));
        i23 = _mm_sub_epi16(full, _mm_shufflehi_epi16(_mm_shufflelo_epi16(s23, 0xFF), 0xFF));
    }
    __m128i zero = _mm_setzero_si128();
    __m128i d = _mm_loadu_si128((const __m128i *)dst);
    __m128i r01 = _mm_add_epi16(s01, segue_div255(_mm_mullo_epi16(_mm_unpacklo_epi8(d, zero), i01)));
    __m128i r23 = _mm_add_epi16(s23, segue_div255(_mm_mullo_epi16(_mm_unpackhi_epi8(d, zero), i23)));
    _mm_storeu_si128((__m128i *)dst, _mm_packus_epi16(r01, r23));
}
#endif

#endif
