// Image samples composited source-over as they are taken, with no stored samples in
// between: bit for bit the sampling kernels followed by source over. Texels are mixed in
// 16-bit lanes (`(a·(256 − w) + b·w) >> 8`, which never exceeds 16 bits) and four pixels are
// composited together; the tails go one pixel at a time through `segue_put_one`, which gives
// the same bytes.

#include "segue_pixels.h"

void segue_mix_rows(const void *top, const void *bottom, uint32_t wy, ptrdiff_t from, ptrdiff_t through, void *out) {
    ptrdiff_t x = from;
    uint16_t below = (uint16_t)wy, above = (uint16_t)(256 - wy);
    for (; x + 4 <= through + 1; x += 4) {
        u16x8 t, b;
        memcpy(&t, (const uint8_t *)top + x * 4, 16);
        memcpy(&b, (const uint8_t *)bottom + x * 4, 16);
        u16x8 rb = ((t & 0xFF) * above + (b & 0xFF) * below) >> 8, ga = ((t >> 8) * above + (b >> 8) * below) >> 8;
        t = rb | (ga << 8);
        memcpy((uint8_t *)out + x * 4, &t, 16);
    }
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

/// Four bytes anywhere in memory.
typedef uint32_t u32_loose __attribute__((aligned(1), may_alias));

/// The column mix of the texel pair at `at` with the weight pair `pair` (`(256 − w) | w << 16`
/// four times): four channels in 32-bit lanes. A macro rather than a function: without
/// optimisation an inlined call's arguments, and every named value, go through memory.
#if defined(__SSE2__)
// Each channel's left and right values side by side (SSE2's punpcklbw), for one multiply-add
// per channel.
#define SEGUE_LINEAR(at, pair)                                                                                         \
    (__builtin_ia32_pmaddwd128((i16x8)__builtin_convertvector(                                                         \
                                   __builtin_shufflevector((u8x16)(u32x4){*(const u32_loose *)(at), 0, 0, 0},          \
                                                           (u8x16)(u32x4){*(const u32_loose *)((at) + 4), 0, 0, 0}, 0, \
                                                           16, 1, 17, 2, 18, 3, 19),                                   \
                                   u16x8),                                                                             \
                               (i16x8)(pair))                                                                          \
     >> 8)
#else
#define SEGUE_LINEAR(at, pair)                                                                                         \
    ((__builtin_convertvector((u8x4)(*(const u32_loose *)(at)), i32x4) * (i32x4)((pair) & 0xFFFF)                      \
      + __builtin_convertvector((u8x4)(*(const u32_loose *)((at) + 4)), i32x4) * (i32x4)((pair) >> 16))                \
     >> 8)
#endif

/// Two pixels of channels in 32-bit lanes (each at most 255) as one of 16-bit lanes.
#if defined(__SSE2__)
#define SEGUE_NARROW(a, b) ((u16x8)__builtin_ia32_packssdw128(a, b))
#else
#define SEGUE_NARROW(a, b) __builtin_convertvector(__builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7), u16x8)
#endif

/// ``segue_blend_quads`` for one `swap` and `mode`: called with constants, so that an
/// optimised build has a loop without branches for each.
SEGUE_INLINE void blend_quads(const void *source, const int32_t *offsets, const uint32_t *w, ptrdiff_t quads,
                              uint8_t *out, uint32_t k, int32_t swap, int32_t mode) {
    const uint8_t *s = source;
    for (ptrdiff_t j = 0; j < quads; j += 4) {
        const uint32_t *pair = w + 4 * j;
        segue_put4(SEGUE_NARROW(SEGUE_LINEAR(s + offsets[j], SEGUE_PIXELS4(pair)),
                                SEGUE_LINEAR(s + offsets[j + 1], SEGUE_PIXELS4(pair + 4))),
                   SEGUE_NARROW(SEGUE_LINEAR(s + offsets[j + 2], SEGUE_PIXELS4(pair + 8)),
                                SEGUE_LINEAR(s + offsets[j + 3], SEGUE_PIXELS4(pair + 12))),
                   out + j * 4, k, swap, mode);
    }
}

void segue_blend_quads(const void *source, const int32_t *offsets, const void *weights, ptrdiff_t quads, void *dst,
                       uint32_t k, int32_t swap, int32_t mode) {
    switch (mode * 2 + (swap != 0)) {
    case 0: blend_quads(source, offsets, weights, quads, dst, k, 0, 0); break;
    case 1: blend_quads(source, offsets, weights, quads, dst, k, 1, 0); break;
    case 2: blend_quads(source, offsets, weights, quads, dst, k, 0, 1); break;
    case 3: blend_quads(source, offsets, weights, quads, dst, k, 1, 1); break;
    case 4: blend_quads(source, offsets, weights, quads, dst, k, 0, 2); break;
    default: blend_quads(source, offsets, weights, quads, dst, k, 1, 2); break;
    }
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
    const uint8_t *p = pixels;
    ptrdiff_t stride = width * 4, i = 0;
    if (inside) {
        for (; i + 4 <= count; i += 4) {
            u16x4 s[4];
            for (int n = 0; n < 4; n++, fu += du, fv += dv) {
                const uint8_t *at = p + (ptrdiff_t)(fv >> 32) * stride + (ptrdiff_t)(fu >> 32) * 4;
                s[n] = segue_rows_first(at, at + stride, (uint16_t)((fv >> 24) & 0xFF), (uint16_t)((fu >> 24) & 0xFF));
            }
            segue_put4(__builtin_shufflevector(s[0], s[1], 0, 1, 2, 3, 4, 5, 6, 7),
                       __builtin_shufflevector(s[2], s[3], 0, 1, 2, 3, 4, 5, 6, 7), out + i * 4, k, swap, mode);
        }
    }
    for (; i < count; i++, fu += du, fv += dv) segue_put_one(segue_sample(p, width, height, fu, fv), out, i * 4, k, swap);
}
