// The pixel loops of a backdrop filter (a visual effect view's blur): what is under a region
// is averaged down onto a coarse grid, blurred there, saturated and tinted (linear
// operations, so they commute with the blur and the interpolation), and interpolated back up
// into the region.

#include "segue_pixels.h"
#include <stdlib.h>

typedef float segue_float4 __attribute__((ext_vector_type(4)));

void segue_backdrop_downsample(const uint8_t *data, ptrdiff_t bytesPerRow, ptrdiff_t x0, ptrdiff_t y0,
                               ptrdiff_t width, ptrdiff_t height, ptrdiff_t factor, ptrdiff_t step, float *planes) {
    ptrdiff_t f = factor, lw = (width + f - 1) / f, lh = (height + f - 1) / f, plane = lw * lh;
    // Two 16-bit lanes per accumulator: channels 0 and 2, channels 1 and 3. A cell sums at
    // most 16 × 16 samples of 255, which fits a lane.
    uint32_t *even = (uint32_t *)calloc((size_t)lw, sizeof(uint32_t));
    uint32_t *odd = (uint32_t *)calloc((size_t)lw, sizeof(uint32_t));
    for (ptrdiff_t ly = 0; ly < lh; ly++) {
        memset(even, 0, (size_t)lw * sizeof(uint32_t));
        memset(odd, 0, (size_t)lw * sizeof(uint32_t));
        ptrdiff_t top = ly * f, bottom = top + f < height ? top + f : height, rows = 0;
        for (ptrdiff_t y = top; y < bottom; y += step, rows++) {
            const uint32_t *row = (const uint32_t *)(data + (y0 + y) * bytesPerRow) + x0;
            for (ptrdiff_t lx = 0; lx < lw; lx++) {
                ptrdiff_t left = lx * f, right = left + f < width ? left + f : width;
                uint32_t e = 0, o = 0;
                for (ptrdiff_t x = left; x < right; x += step) {
                    uint32_t p = row[x];
                    e += p & 0x00FF00FFu;
                    o += (p >> 8) & 0x00FF00FFu;
                }
                even[lx] += e;
                odd[lx] += o;
            }
        }
        for (ptrdiff_t lx = 0; lx < lw; lx++) {
            ptrdiff_t left = lx * f, right = left + f < width ? left + f : width;
            ptrdiff_t columns = (right - left + step - 1) / step;
            float n = (float)(columns * rows), k = n > 0 ? 1.0f / n : 0;
            ptrdiff_t i = ly * lw + lx;
            planes[i] = (float)(even[lx] & 0xFFFF) * k;
            planes[plane + i] = (float)(odd[lx] & 0xFFFF) * k;
            planes[2 * plane + i] = (float)(even[lx] >> 16) * k;
            planes[3 * plane + i] = (float)(odd[lx] >> 16) * k;
        }
    }
    free(even);
    free(odd);
}

void segue_backdrop_color(const float *planes, const float *weights, ptrdiff_t count, const float *matrix,
                          const float *tint, ptrdiff_t alphaChannel, float *output) {
    // matrix: 3 × 3 over the color channels (byte order, alpha skipped), row-major.
    for (ptrdiff_t i = 0; i < count; i++) {
        float w = weights[i] > 1e-6f ? 1.0f / weights[i] : 0;
        float c[4], o[4];
        for (int k = 0; k < 4; k++) c[k] = planes[k * count + i] * w;
        float a = c[alphaChannel];
        int j = 0;
        for (int k = 0; k < 4; k++) {
            if (k == alphaChannel) {
                o[k] = a;
                continue;
            }
            float v = 0;
            int m = 0;
            for (int l = 0; l < 4; l++) {
                if (l == alphaChannel) continue;
                v += matrix[j * 3 + m] * c[l];
                m++;
            }
            j++;
            o[k] = v < 0 ? 0 : (v > a ? a : v);
        }
        // Source-over of the premultiplied tint.
        float keep = 1 - tint[alphaChannel];
        for (int k = 0; k < 4; k++) output[i * 4 + k] = tint[k] + keep * o[k];
    }
}

void segue_backdrop_line(const float *grid, ptrdiff_t lw, ptrdiff_t lh, float v, float *line) {
    // Row position v in grid rows (centres at integers), clamped at the ends.
    if (v < 0) v = 0;
    if (v > (float)(lh - 1)) v = (float)(lh - 1);
    ptrdiff_t r = (ptrdiff_t)v;
    if (r > lh - 2) r = lh - 2 < 0 ? 0 : lh - 2;
    float t = v - (float)r;
    const float *a = grid + r * lw * 4, *b = lh > 1 ? a + lw * 4 : a;
    for (ptrdiff_t i = 0; i < lw * 4; i++) line[i] = a[i] + (b[i] - a[i]) * t;
}

static inline uint32_t segue_backdrop_pack(segue_float4 v) {
    segue_float4 r = v * 255.0f + 0.5f;
    r.x = r.x < 0 ? 0 : (r.x > 255 ? 255 : r.x);
    r.y = r.y < 0 ? 0 : (r.y > 255 ? 255 : r.y);
    r.z = r.z < 0 ? 0 : (r.z > 255 ? 255 : r.z);
    r.w = r.w < 0 ? 0 : (r.w > 255 ? 255 : r.w);
    uint32_t x = (uint32_t)(int)r.x, y = (uint32_t)(int)r.y, z = (uint32_t)(int)r.z, w = (uint32_t)(int)r.w;
    return x | (y << 8) | (z << 16) | (w << 24);
}

void segue_backdrop_span(const float *line, ptrdiff_t lw, float factor, ptrdiff_t gridX, ptrdiff_t x0, ptrdiff_t x1,
                         uint8_t coverage, uint8_t *row) {
    // Column x's centre is at grid position u = (x + 0.5 − gridX) / factor − 0.5.
    const segue_float4 *cells = (const segue_float4 *)line;
    uint32_t *out = (uint32_t *)row;
    float inverse = 1.0f / factor;
    ptrdiff_t x = x0;
    segue_float4 cov = coverage / 255.0f;
    while (x < x1) {
        float u = ((float)(x - gridX) + 0.5f) * inverse - 0.5f;
        ptrdiff_t i = (ptrdiff_t)(u < 0 ? -1 : u);  // floor for u ≥ −1
        if (u < 0 || i >= lw - 1) {
            // Before the first centre or after the last: the edge cell.
            segue_float4 c = cells[u < 0 ? 0 : lw - 1];
            ptrdiff_t end = x1;
            if (u < 0) {
                // Up to the first centre.
                ptrdiff_t centre = gridX + (ptrdiff_t)(0.5f * factor);
                end = centre < x1 ? (centre > x ? centre : x + 1) : x1;
            }
            uint32_t p = segue_backdrop_pack(c);
            for (; x < end; x++) {
                if (coverage == 255) {
                    out[x] = p;
                } else {
                    segue_float4 d = {(float)(out[x] & 255), (float)((out[x] >> 8) & 255), (float)((out[x] >> 16) & 255),
                                      (float)(out[x] >> 24)};
                    out[x] = segue_backdrop_pack(c * cov + d * (1.0f / 255.0f) * (1.0f - cov));
                }
            }
            continue;
        }
        // Columns whose centres fall between cells i and i + 1.
        float t = u - (float)i;
        segue_float4 a = cells[i], step = (cells[i + 1] - a) * inverse, v = a + (cells[i + 1] - a) * t;
        ptrdiff_t end = gridX + (ptrdiff_t)((float)(i + 1) * factor + 0.5f * factor + 0.5f);
        if (end > x1) end = x1;
        if (end <= x) end = x + 1;
        if (coverage == 255) {
            for (; x < end; x++, v += step) out[x] = segue_backdrop_pack(v);
        } else {
            for (; x < end; x++, v += step) {
                segue_float4 d = {(float)(out[x] & 255), (float)((out[x] >> 8) & 255), (float)((out[x] >> 16) & 255),
                                  (float)(out[x] >> 24)};
                out[x] = segue_backdrop_pack(v * cov + d * (1.0f / 255.0f) * (1.0f - cov));
            }
        }
    }
}
