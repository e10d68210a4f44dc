// The loops of a Gaussian blur by three passes of an extended box filter per axis, and the
// tinting of a blurred coverage into a shadow image. Floating-point operations are those of
// the Swift code they replaced, in the same order and never fused into multiply-adds, so the
// results are the same floats.

#include "segue_pixels.h"

#pragma clang fp contract(off)

void segue_blur_rows(float *image, ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius, float alpha, float weight,
                     float *lines) {
    ptrdiff_t r = radius, pad = 4 * (radius + 1);  // pass k reads up to (k + 2)(r + 1) beyond the row
    for (ptrdiff_t y = 0; y < height; y++) {
        // Two zero-padded lines: p[-pad ..< width + pad], q likewise.
        float *p = lines + pad, *q = lines + (width + 2 * pad) + pad;
        float *row = image + y * width;
        memcpy(p, row, (size_t)width * sizeof(float));
        // Each pass widens the non-zero part by r + 1 on both sides.
        ptrdiff_t lo = 0, hi = width;
        for (int pass = 0; pass < 3; pass++) {
            ptrdiff_t from = lo - (r + 1), to = hi + (r + 1);
            float sum = 0;
            for (ptrdiff_t x = from - r; x <= from + r; x++) {
                if (x >= lo && x < hi) sum += p[x];
            }
            for (ptrdiff_t x = from; x < to; x++) {
                q[x] = weight * (sum + alpha * (p[x - r - 1] + p[x + r + 1]));
                sum += p[x + r + 1] - p[x - r];
            }
            lo = from;
            hi = to;
            if (pass < 2) {
                float *t = p;
                p = q;
                q = t;
            }
        }
        memcpy(row, q, (size_t)width * sizeof(float));
        // Leave the padding zero for the next row.
        memset(q - pad, 0, (size_t)(width + 2 * pad) * sizeof(float));
        memset(p - pad, 0, (size_t)(width + 2 * pad) * sizeof(float));
    }
}

typedef float f32x4 __attribute__((vector_size(16)));

void segue_blur_rows4(float *image, ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius, float alpha, float weight,
                      float *lines) {
    // `segue_blur_rows` on four interleaved channels at once: each lane does the same
    // operations in the same order, so each channel's floats are those of the one-channel loop.
    ptrdiff_t r = radius, pad = 4 * (radius + 1);
    f32x4 *image4 = (f32x4 *)image;
    for (ptrdiff_t y = 0; y < height; y++) {
        f32x4 *p = (f32x4 *)lines + pad, *q = (f32x4 *)lines + (width + 2 * pad) + pad;
        f32x4 *row = image4 + y * width;
        memcpy(p, row, (size_t)width * sizeof(f32x4));
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
        memcpy(row, q, (size_t)width * sizeof(f32x4));
        memset(q - pad, 0, (size_t)(width + 2 * pad) * sizeof(f32x4));
        memset(p - pad, 0, (size_t)(width + 2 * pad) * sizeof(f32x4));
    }
}

void segue_blur_columns(const float *input, float *output, ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius,
                        float alpha, float weight, float *sums) {
    ptrdiff_t r = radius;
    float w = weight, a = alpha, *sum = sums;
    memset(sum, 0, (size_t)width * sizeof(float));
    for (ptrdiff_t y = 0; y <= (r < height - 1 ? r : height - 1); y++) {
        const float *line = input + y * width;
        for (ptrdiff_t x = 0; x < width; x++) sum[x] += line[x];
    }
    for (ptrdiff_t y = 0; y < height; y++) {
        float *out = output + y * width;
        ptrdiff_t above = y - r - 1, below = y + r + 1, leaving = y - r;
        const float *p = above >= 0 ? input + above * width : input, *q = below < height ? input + below * width : input;
        if (above >= 0 && below < height) {
            for (ptrdiff_t x = 0; x < width; x++) out[x] = w * (sum[x] + a * (p[x] + q[x]));
        } else if (above >= 0) {
            for (ptrdiff_t x = 0; x < width; x++) out[x] = w * (sum[x] + a * p[x]);
        } else if (below < height) {
            for (ptrdiff_t x = 0; x < width; x++) out[x] = w * (sum[x] + a * q[x]);
        } else {
            for (ptrdiff_t x = 0; x < width; x++) out[x] = w * sum[x];
        }
        if (below < height) {
            for (ptrdiff_t x = 0; x < width; x++) sum[x] += q[x];
        }
        if (leaving >= 0) {
            const float *l = input + leaving * width;
            for (ptrdiff_t x = 0; x < width; x++) sum[x] -= l[x];
        }
    }
}

void segue_tint_coverage(const float *values, ptrdiff_t count, float red, float green, float blue, float alpha,
                         uint8_t *output) {
    for (ptrdiff_t i = 0; i < count; i++) {
        // min(max(v, 0), 1) as Swift takes it.
        float v = 0 >= values[i] ? 0 : values[i];
        v = (1 < v ? 1 : v) * alpha;
        output[i * 4] = (uint8_t)(red * v * 255 + 0.5f);
        output[i * 4 + 1] = (uint8_t)(green * v * 255 + 0.5f);
        output[i * 4 + 2] = (uint8_t)(blue * v * 255 + 0.5f);
        output[i * 4 + 3] = (uint8_t)(v * 255 + 0.5f);
    }
}
