// The pixel loops of a backdrop filter (a visual effect view's blur): what is under a region
// is averaged down onto a coarse grid, blurred there, saturated and tinted (linear
// operations, so they commute with the blur and the interpolation), and interpolated back up
// into the region: each grid row across the region's columns, then between two such rows
// down each pixel row, in 16-bit fixed point (four pixels per step).

#include "segue_pixels.h"

typedef int16_t i16x4 __attribute__((vector_size(8)));

/// Adds the pixels `x ..< right` of `row` into `sum` (lanes of two pixels, wrapping at eight
/// bytes); returns where it stopped.
SEGUE_INLINE void segue_backdrop_add_pixels(const uint8_t *row, ptrdiff_t x, ptrdiff_t right, u16x8 *sum) {
    u16x8 s = *sum;
    for (; x + 2 <= right; x += 2) s += segue_widen8(row, 4 * x);
    if (x < right) {
        uint8_t last[8] = {0};
        memcpy(last, row + 4 * x, 4);
        s += segue_widen8(last, 0);
    }
    *sum = s;
}

#if defined(__x86_64__)
typedef uint16_t u16x16 __attribute__((vector_size(32)));

/// The whole cells of one row (`f` a multiple of 4), four pixels a step with AVX2: lanes of
/// four pixels folded into the two-pixel lanes of `sums` at the end of the row.
__attribute__((target("avx2")))
static void segue_backdrop_add_row_avx2(const uint8_t *row, ptrdiff_t cells, ptrdiff_t f, u16x8 *sums) {
    for (ptrdiff_t lx = 0; lx < cells; lx++) {
        u16x16 s = {0};
        const uint8_t *p = row + 4 * lx * f;
        for (ptrdiff_t x = 0; x < f; x += 4) {
            u8x16 v;
            memcpy(&v, p + 4 * x, 16);
            s += __builtin_convertvector(v, u16x16);
        }
        sums[lx] += __builtin_shufflevector(s, s, 0, 1, 2, 3, 4, 5, 6, 7)
            + __builtin_shufflevector(s, s, 8, 9, 10, 11, 12, 13, 14, 15);
    }
}
#endif

void segue_backdrop_downsample(const uint8_t *data, ptrdiff_t bytesPerRow, ptrdiff_t x0, ptrdiff_t y0,
                               ptrdiff_t width, ptrdiff_t height, ptrdiff_t factor, ptrdiff_t step, float *cells,
                               void *scratch) {
    ptrdiff_t f = factor, lw = (width + f - 1) / f, lh = (height + f - 1) / f;
    // Per cell, 16-bit lanes summing two pixels at a time (even pixels in lanes 0–3, odd in
    // 4–7): a lane adds at most 8 pixels a row over at most 16 rows, 32,640 at most.
    u16x8 *sums = (u16x8 *)scratch;
#if defined(__x86_64__)
    ptrdiff_t whole = width / f;  // cells with f columns
    int wide = f % 4 == 0 && __builtin_cpu_supports("avx2");
#endif
    for (ptrdiff_t ly = 0; ly < lh; ly++) {
        memset(sums, 0, (size_t)lw * sizeof(u16x8));
        ptrdiff_t top = ly * f, bottom = top + f < height ? top + f : height, rows = 0;
        for (ptrdiff_t y = top; y < bottom; y += step, rows++) {
            const uint8_t *row = data + (y0 + y) * bytesPerRow + x0 * 4;
            ptrdiff_t lx = 0;
#if defined(__x86_64__)
            if (wide) {
                segue_backdrop_add_row_avx2(row, whole, f, sums);
                lx = whole;
            }
#endif
            for (; lx < lw; lx++) {
                ptrdiff_t x = lx * f, right = x + f < width ? x + f : width;
                segue_backdrop_add_pixels(row, x, right, &sums[lx]);
            }
        }
        for (ptrdiff_t lx = 0; lx < lw; lx++) {
            ptrdiff_t left = lx * f, right = left + f < width ? left + f : width;
            float n = (float)((right - left) * rows), k = n > 0 ? 1.0f / n : 0;
            u16x8 sum = sums[lx];
            float *cell = cells + 4 * (ly * lw + lx);
            for (int c = 0; c < 4; c++) cell[c] = (float)((uint32_t)sum[c] + sum[c + 4]) * k;
        }
    }
}

// The way back up works in 16-bit fixed point: a channel value v (0…1) is 64 × 255 × v, plus
// 32 (half of the last step, so that the final shift by 6 rounds). Interpolating keeps the
// offset; a difference of two values cancels it.

void segue_backdrop_color(const float *cells, const float *weights, ptrdiff_t count, const float *matrix,
                          const float *tint, ptrdiff_t alphaChannel, int16_t *output) {
    // matrix: 3 × 3 over the color channels (byte order, alpha skipped), row-major.
    ptrdiff_t color[3], j = 0;
    for (ptrdiff_t k = 0; k < 4; k++) {
        if (k != alphaChannel) color[j++] = k;
    }
    float keep = 1 - tint[alphaChannel];
    for (ptrdiff_t i = 0; i < count; i++) {
        // Without `weights`, the alpha lane holds the weight, and the alpha is 255 × it.
        float weight = (weights ? weights[i] : cells[4 * i + alphaChannel]) * 255;
        float w = weight > 1e-6f ? 1.0f / weight : 0;
        float c[4], o[4];
        for (int k = 0; k < 4; k++) c[k] = cells[4 * i + k] * w;
        if (!weights) c[alphaChannel] = 255 * cells[4 * i + alphaChannel] * w;
        float a = c[alphaChannel];
        o[alphaChannel] = a;
        for (int row = 0; row < 3; row++) {
            const float *m = matrix + row * 3;
            float v = 0;
            v += m[0] * c[color[0]];
            v += m[1] * c[color[1]];
            v += m[2] * c[color[2]];
            o[color[row]] = v < 0 ? 0 : (v > a ? a : v);
        }
        // Source-over of the premultiplied tint, then into fixed point.
        for (int k = 0; k < 4; k++) {
            float v = tint[k] + keep * o[k];
            v = v < 0 ? 0 : (v > 1 ? 1 : v);
            output[i * 4 + k] = (int16_t)(int32_t)(v * 16320.0f + 32.5f);
        }
    }
}

/// `(a · b) >> 16` in each lane, rounded down.
SEGUE_INLINE i16x8 segue_backdrop_mulhi(i16x8 a, i16x8 b) {
#if defined(__SSE2__)
    // One signed high-half multiply, an instruction even without optimisation.
    return (i16x8)__builtin_ia32_pmulhw128(a, b);
#else
    i32x4 lo = __builtin_convertvector(__builtin_shufflevector(a, a, 0, 1, 2, 3), i32x4)
        * __builtin_convertvector(__builtin_shufflevector(b, b, 0, 1, 2, 3), i32x4);
    i32x4 hi = __builtin_convertvector(__builtin_shufflevector(a, a, 4, 5, 6, 7), i32x4)
        * __builtin_convertvector(__builtin_shufflevector(b, b, 4, 5, 6, 7), i32x4);
    return __builtin_shufflevector(__builtin_convertvector(lo >> 16, i16x4), __builtin_convertvector(hi >> 16, i16x4), 0,
                                   1, 2, 3, 4, 5, 6, 7);
#endif
}

void segue_backdrop_widen(const int16_t *cells, const int32_t *spans, ptrdiff_t spanCount, const int16_t *weights,
                          int16_t *output) {
    ptrdiff_t x = 0;
    for (ptrdiff_t s = 0; s < spanCount; s++) {
        // The columns between the same two cells: one difference, two columns per step.
        const int32_t *span = spans + 3 * s;
        ptrdiff_t end = span[0];
        i16x4 a4, b4;
        memcpy(&a4, cells + 4 * span[1], 8);
        memcpy(&b4, cells + 4 * span[2], 8);
        i16x8 a = __builtin_shufflevector(a4, a4, 0, 1, 2, 3, 0, 1, 2, 3);
        i16x8 d = __builtin_shufflevector(b4, b4, 0, 1, 2, 3, 0, 1, 2, 3) - a;
        d += d;
        for (; x + 2 <= end; x += 2) {
            i16x8 w;
            memcpy(&w, weights + 4 * x, 16);
            i16x8 v = a + segue_backdrop_mulhi(d, w);
            memcpy(output + 4 * x, &v, 16);
        }
        if (x < end) {
            i16x8 w = {0};
            memcpy(&w, weights + 4 * x, 8);
            i16x8 v = a + segue_backdrop_mulhi(d, w);
            memcpy(output + 4 * x, &v, 8);
            x++;
        }
    }
}

void segue_backdrop_delta(const int16_t *above, const int16_t *below, ptrdiff_t count, int16_t *delta) {
    ptrdiff_t i = 0;
    for (; i + 8 <= count; i += 8) {
        i16x8 a, b;
        memcpy(&a, above + i, 16);
        memcpy(&b, below + i, 16);
        i16x8 d = b - a;
        d += d;
        memcpy(delta + i, &d, 16);
    }
    for (; i < count; i++) delta[i] = (int16_t)(2 * (below[i] - above[i]));
}

/// Four interpolated pixels (two in each vector), 0…255 in 16-bit lanes.
SEGUE_INLINE i16x8 segue_backdrop_pixels(const int16_t *above, const int16_t *delta, i16x8 weight) {
    i16x8 a, d;
    memcpy(&a, above, 16);
    memcpy(&d, delta, 16);
    return (a + segue_backdrop_mulhi(d, weight)) >> 6;
}

/// Packs two vectors of 16-bit lanes (each 0…255) into 16 bytes.
SEGUE_INLINE u8x16 segue_backdrop_pack16(i16x8 a, i16x8 b) {
#if defined(__SSE2__)
    return (u8x16)__builtin_ia32_packuswb128(a, b);
#else
    return __builtin_shufflevector(__builtin_convertvector(a, u8x8), __builtin_convertvector(b, u8x8), 0, 1, 2, 3, 4, 5,
                                   6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
#endif
}

/// `value` (0…255 lanes) over `bytes` (the eight bytes of two pixels) at coverage `k`.
SEGUE_INLINE i16x8 segue_backdrop_cover(i16x8 value, const uint8_t *bytes, uint16_t k) {
    return (i16x8)segue_div255((u16x8)value * k + segue_widen8(bytes, 0) * (uint16_t)(255 - k));
}

#if defined(__x86_64__)
typedef int16_t i16x16 __attribute__((vector_size(32)));
typedef long long i64x4 __attribute__((vector_size(32)));

/// The full-coverage pixels eight at a time with AVX2; returns how many it wrote.
__attribute__((target("avx2")))
static ptrdiff_t segue_backdrop_fill_avx2(const int16_t *above, const int16_t *delta, int16_t weight, ptrdiff_t count,
                                          uint8_t *row) {
    i16x16 w = (i16x16){} + weight;
    ptrdiff_t x = 0;
    for (; x + 8 <= count; x += 8) {
        i16x16 a0, d0, a1, d1;
        memcpy(&a0, above + 4 * x, 32);
        memcpy(&d0, delta + 4 * x, 32);
        memcpy(&a1, above + 4 * x + 16, 32);
        memcpy(&d1, delta + 4 * x + 16, 32);
        i16x16 p0 = (a0 + (i16x16)__builtin_ia32_pmulhw256(d0, w)) >> 6;
        i16x16 p1 = (a1 + (i16x16)__builtin_ia32_pmulhw256(d1, w)) >> 6;
        // The pack works within 128-bit halves: pixels 0 1 4 5 2 3 6 7, put back in order.
        i64x4 packed = __builtin_ia32_permdi256((i64x4)__builtin_ia32_packuswb256(p0, p1), 0xD8);
        memcpy(row + 4 * x, &packed, 32);
    }
    return x;
}
#endif

void segue_backdrop_blend(const int16_t *above, const int16_t *delta, int16_t weight, ptrdiff_t count,
                          uint8_t coverage, uint8_t *row) {
    i16x8 w = (i16x8){} + weight;
    ptrdiff_t x = 0;
#if defined(__x86_64__)
    if (coverage == 255 && count >= 8 && __builtin_cpu_supports("avx2")) {
        x = segue_backdrop_fill_avx2(above, delta, weight, count, row);
    }
#endif
    for (; x + 4 <= count; x += 4) {
        i16x8 p01 = segue_backdrop_pixels(above + 4 * x, delta + 4 * x, w);
        i16x8 p23 = segue_backdrop_pixels(above + 4 * x + 8, delta + 4 * x + 8, w);
        if (coverage != 255) {
            p01 = segue_backdrop_cover(p01, row + 4 * x, coverage);
            p23 = segue_backdrop_cover(p23, row + 4 * x + 8, coverage);
        }
        u8x16 out = segue_backdrop_pack16(p01, p23);
        memcpy(row + 4 * x, &out, 16);
    }
    for (; x < count; x++) {
        // One pixel in the low half of the vectors.
        int16_t a[8] = {0}, d[8] = {0};
        memcpy(a, above + 4 * x, 8);
        memcpy(d, delta + 4 * x, 8);
        i16x8 p = segue_backdrop_pixels(a, d, w);
        if (coverage != 255) {
            uint8_t bytes[8] = {0};
            memcpy(bytes, row + 4 * x, 4);
            p = segue_backdrop_cover(p, bytes, coverage);
        }
        u8x16 out = segue_backdrop_pack16(p, p);
        memcpy(row + 4 * x, &out, 4);
    }
}
