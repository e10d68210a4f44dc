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

/// The column mix of the texel pair at `source + at` with the weight pair `pair`
/// (`(256 − w) | w << 16`): four channels in 16-bit lanes.
SEGUE_INLINE u16x4 linear(const void *source, ptrdiff_t at, uint32_t pair) {
    u16x8 texels = segue_widen8(source, at);
    uint16_t w = (uint16_t)(pair >> 16), v = (uint16_t)(pair & 0xFFFF);
    u16x8 mixed = texels * (u16x8){v, v, v, v, w, w, w, w};
    return (__builtin_shufflevector(mixed, mixed, 0, 1, 2, 3) + __builtin_shufflevector(mixed, mixed, 4, 5, 6, 7)) >> 8;
}

void segue_blend_quads(const void *source, const int32_t *offsets, const void *weights, ptrdiff_t quads, void *dst,
                       uint32_t k, int32_t swap, int32_t mode) {
    uint8_t *out = dst;
    const uint32_t *w = weights;
    for (ptrdiff_t j = 0; j < quads; j += 4) {
        u16x4 s0 = linear(source, offsets[j], w[4 * j]), s1 = linear(source, offsets[j + 1], w[4 * j + 4]);
        u16x4 s2 = linear(source, offsets[j + 2], w[4 * j + 8]), s3 = linear(source, offsets[j + 3], w[4 * j + 12]);
        segue_put4(__builtin_shufflevector(s0, s1, 0, 1, 2, 3, 4, 5, 6, 7),
                   __builtin_shufflevector(s2, s3, 0, 1, 2, 3, 4, 5, 6, 7), out + j * 4, k, swap, mode);
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
