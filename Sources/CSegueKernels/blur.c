// The loops of a Gaussian blur by three passes of an extended box filter per axis, and the
// tinting of a blurred coverage into a shadow image. Floating-point operations are those of
// the Swift code they replaced, in the same order and never fused into multiply-adds, so the
// results are the same floats.

#include "segue_pixels.h"

#pragma clang fp contract(off)

typedef float f32x4 __attribute__((vector_size(16)));

/// The three passes over one zero-padded line of four-float cells, `p[-pad ..< width + pad]`,
/// with `q` a second such line: returns the line holding the result (`q` or `p`).
static f32x4 *blur_line4(f32x4 *p, f32x4 *q, ptrdiff_t width, ptrdiff_t r, float alpha, float weight) {
    // Each pass widens the non-zero part by r + 1 on both sides.
    ptrdiff_t lo = 0, hi = width;
    for (int pass = 0; pass < 3; pass++) {
        ptrdiff_t from = lo - (r + 1), to = hi + (r + 1);
        f32x4 sum = {0, 0, 0, 0};
        for (ptrdiff_t x = (from - r > lo ? from - r : lo); x <= from + r && x < hi; x++) sum += p[x];
        for (ptrdiff_t x = from; x < to; x++) {
            q[x] = weight * (sum + alpha * (p[x - r - 1] + p[x + r + 1]));
            sum += p[x + r + 1] - p[x - r];
        }
        lo = from;
        hi = to;
        if (pass < 2) {
            f32x4 *t = p;
            p = q;
            q = t;
        }
    }
    return q;
}

void segue_blur_rows(float *image, ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius, float alpha, float weight,
                     float *lines) {
    ptrdiff_t pad = 4 * (radius + 1);  // pass k reads up to (k + 2)(r + 1) beyond the row
    // Four rows at a time, as the four lanes of one line (a debug build does not vectorize
    // the loops itself, and the running sum is serial along a row); lanes past the last row
    // blur zeros. Lanes do not mix, so each row's floats are those of blurring it alone.
    for (ptrdiff_t y = 0; y < height; y += 4) {
        ptrdiff_t count = height - y < 4 ? height - y : 4;
        f32x4 *p = (f32x4 *)lines + pad, *q = (f32x4 *)lines + (width + 2 * pad) + pad;
        float *rows = image + y * width;
        if (count == 4) {
            for (ptrdiff_t x = 0; x < width; x++) {
                p[x] = (f32x4){rows[x], rows[width + x], rows[2 * width + x], rows[3 * width + x]};
            }
        } else {
            for (ptrdiff_t x = 0; x < width; x++) {
                f32x4 v = {0, 0, 0, 0};
                for (ptrdiff_t lane = 0; lane < count; lane++) v[lane] = rows[lane * width + x];
                p[x] = v;
            }
        }
        f32x4 *result = blur_line4(p, q, width, radius, alpha, weight);
        if (count == 4) {
            for (ptrdiff_t x = 0; x < width; x++) {
                f32x4 v = result[x];
                rows[x] = v[0];
                rows[width + x] = v[1];
                rows[2 * width + x] = v[2];
                rows[3 * width + x] = v[3];
            }
        } else {
            for (ptrdiff_t x = 0; x < width; x++) {
                for (ptrdiff_t lane = 0; lane < count; lane++) rows[lane * width + x] = result[x][lane];
            }
        }
        // Leave the padding zero for the next rows.
        memset(p - pad, 0, (size_t)(width + 2 * pad) * sizeof(f32x4));
        memset(q - pad, 0, (size_t)(width + 2 * pad) * sizeof(f32x4));
    }
}

void segue_blur_rows4(float *image, ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius, float alpha, float weight,
                      float *lines) {
    // `segue_blur_rows` on four interleaved channels at once: each lane does the same
    // operations in the same order, so each channel's floats are those of the one-channel loop.
    ptrdiff_t pad = 4 * (radius + 1);
    f32x4 *image4 = (f32x4 *)image;
    for (ptrdiff_t y = 0; y < height; y++) {
        f32x4 *p = (f32x4 *)lines + pad, *q = (f32x4 *)lines + (width + 2 * pad) + pad;
        f32x4 *row = image4 + y * width;
        memcpy(p, row, (size_t)width * sizeof(f32x4));
        memcpy(row, blur_line4(p, q, width, radius, alpha, weight), (size_t)width * sizeof(f32x4));
        memset(q - pad, 0, (size_t)(width + 2 * pad) * sizeof(f32x4));
        memset(p - pad, 0, (size_t)(width + 2 * pad) * sizeof(f32x4));
    }
}

/// Four floats anywhere in a float array (unaligned, and aliasing the floats).
typedef float f32x4_loose __attribute__((vector_size(16), aligned(4), may_alias));
#define FLOATS4(pointer) (*(f32x4_loose *)(pointer))

void segue_blur_columns(const float *input, float *output, ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius,
                        float alpha, float weight, float *sums) {
    // Four columns a step (a debug build does not vectorize the loops itself): each lane does
    // the operations of the one-column tail, in the same order.
    ptrdiff_t r = radius, wide = width / 4 * 4;
    float w = weight, a = alpha, *sum = sums;
    f32x4 w4 = (f32x4){0, 0, 0, 0} + w, a4 = (f32x4){0, 0, 0, 0} + a;
    memset(sum, 0, (size_t)width * sizeof(float));
    for (ptrdiff_t y = 0; y <= (r < height - 1 ? r : height - 1); y++) {
        const float *line = input + y * width;
        ptrdiff_t x = 0;
        for (; x < wide; x += 4) FLOATS4(sum + x) += FLOATS4(line + x);
        for (; x < width; x++) sum[x] += line[x];
    }
    for (ptrdiff_t y = 0; y < height; y++) {
        float *out = output + y * width;
        ptrdiff_t above = y - r - 1, below = y + r + 1, leaving = y - r;
        // A row outside the image adds nothing: its term is left out, as zeros would add 0.
        const float *p = above >= 0 ? input + above * width : NULL;
        const float *q = below < height ? input + below * width : NULL;
        ptrdiff_t x = 0;
        if (p && q) {
            for (; x < wide; x += 4)
                FLOATS4(out + x) = w4 * (FLOATS4(sum + x) + a4 * (FLOATS4(p + x) + FLOATS4(q + x)));
            for (; x < width; x++) out[x] = w * (sum[x] + a * (p[x] + q[x]));
        } else if (p || q) {
            const float *edge = p ? p : q;
            for (; x < wide; x += 4) FLOATS4(out + x) = w4 * (FLOATS4(sum + x) + a4 * FLOATS4(edge + x));
            for (; x < width; x++) out[x] = w * (sum[x] + a * edge[x]);
        } else {
            for (; x < wide; x += 4) FLOATS4(out + x) = w4 * FLOATS4(sum + x);
            for (; x < width; x++) out[x] = w * sum[x];
        }
        if (q) {
            for (x = 0; x < wide; x += 4) FLOATS4(sum + x) += FLOATS4(q + x);
            for (; x < width; x++) sum[x] += q[x];
        }
        if (leaving >= 0) {
            const float *l = input + leaving * width;
            for (x = 0; x < wide; x += 4) FLOATS4(sum + x) -= FLOATS4(l + x);
            for (; x < width; x++) sum[x] -= l[x];
        }
    }
}

void segue_tint_coverage(const float *values, ptrdiff_t count, float red, float green, float blue, float alpha,
                         uint8_t *output) {
    // Four values a step, each lane as the one-value tail: the same floats, truncated alike.
    const f32x4 zero = {0, 0, 0, 0}, one = zero + 1, half = zero + 0.5f, full = zero + 255;
    const f32x4 a4 = zero + alpha, r4 = zero + red, g4 = zero + green, b4 = zero + blue;
    ptrdiff_t i = 0;
    for (; i + 4 <= count; i += 4) {
        f32x4 v = FLOATS4(values + i);
        // min(max(v, 0), 1) as Swift takes it, and as the tail (a NaN stays NaN).
        v = (f32x4)(~(zero >= v) & (i32x4)v);
        v = (f32x4)(((one < v) & (i32x4)one) | (~(one < v) & (i32x4)v)) * a4;
        i32x4 rr = __builtin_convertvector(r4 * v * full + half, i32x4);
        i32x4 gg = __builtin_convertvector(g4 * v * full + half, i32x4);
        i32x4 bb = __builtin_convertvector(b4 * v * full + half, i32x4);
        i32x4 aa = __builtin_convertvector(v * full + half, i32x4);
        for (int k = 0; k < 4; k++) {
            output[(i + k) * 4] = (uint8_t)rr[k];
            output[(i + k) * 4 + 1] = (uint8_t)gg[k];
            output[(i + k) * 4 + 2] = (uint8_t)bb[k];
            output[(i + k) * 4 + 3] = (uint8_t)aa[k];
        }
    }
    for (; i < count; i++) {
        // min(max(v, 0), 1) as Swift takes it.
        float v = 0 >= values[i] ? 0 : values[i];
        v = (1 < v ? 1 : v) * alpha;
        output[i * 4] = (uint8_t)(red * v * 255 + 0.5f);
        output[i * 4 + 1] = (uint8_t)(green * v * 255 + 0.5f);
        output[i * 4 + 2] = (uint8_t)(blue * v * 255 + 0.5f);
        output[i * 4 + 3] = (uint8_t)(v * 255 + 0.5f);
    }
}
