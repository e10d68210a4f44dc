"""skia-python renderings of the transition frame (see scene.h), timed per variant."""
import math
import statistics
import sys
import time

import numpy as np
import skia

W, H, TO_W, TO_H, TO_Y, CORNER, SCALE = 1179, 2556, 1179, 2200, 356, 108.0, 3.0


def content(w, h, seed):
    y, x = np.mgrid[0:h, 0:w]
    r = ((x * 255 // w + seed * 40) & 255).astype(np.uint8)
    g = ((y * 255 // h) & 255).astype(np.uint8)
    b = np.where(((x // 37 + y // 53) & 1) == 1, 200, 60).astype(np.uint8)
    a = np.full((h, w), 255, np.uint8)
    return skia.Image.fromarray(np.dstack([r, g, b, a]), colorType=skia.kRGBA_8888_ColorType)


def main(frames):
    surface = skia.Surface(W, H)
    from_image = content(W, H, 1)
    to_image = content(TO_W, TO_H, 3)
    sampling = skia.SamplingOptions(skia.FilterMode.kLinear)
    rrect = skia.RRect.MakeRectXY(skia.Rect.MakeWH(TO_W, TO_H), CORNER, CORNER)
    shader = to_image.makeShader(skia.TileMode.kClamp, skia.TileMode.kClamp, sampling)

    def frame(variant):
        canvas = surface.getCanvas()
        canvas.drawImage(from_image, 0, 0)
        canvas.drawColor(skia.Color4f(0, 0, 0, 0.5))
        canvas.save()
        if variant == "perspective":
            angle = math.radians(30)
            m34 = -1.0 / (500 * SCALE)
            c, s = math.cos(angle), math.sin(angle)
            cx, cy = TO_W / 2, TO_Y + TO_H / 2
            matrix = skia.Matrix.MakeAll(c + cx * (-s * m34), 0, -c * TO_W / 2 - cx * (-s * m34) * TO_W / 2 + cx,
                                         cy * (-s * m34), 1, -TO_H / 2 - cy * (-s * m34) * TO_W / 2 + cy,
                                         -s * m34, 0, 1 + s * m34 * TO_W / 2)
            canvas.concat(matrix)
        else:
            canvas.translate(TO_W / 2, TO_Y + TO_H / 2 + 100)
            canvas.scale(0.9, 0.9)
            canvas.translate(-TO_W / 2, -TO_H / 2)
        if variant == "shadow":
            shadow = skia.Paint(Color=skia.Color4f(0, 0, 0, 0.5), AntiAlias=True,
                                MaskFilter=skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, 30))
            canvas.drawRRect(rrect, shadow)
        paint = skia.Paint(Shader=shader, AntiAlias=True, Alphaf=0.9)
        canvas.drawRRect(rrect, paint)
        canvas.restore()
        surface.flushAndSubmit()

    for variant in ("affine", "perspective", "shadow"):
        times = []
        for _ in range(frames):
            start = time.perf_counter()
            frame(variant)
            times.append((time.perf_counter() - start) * 1000)
        print(f"skia   {variant:<12} {statistics.median(times):8.2f} ms (median of {frames}; corners as a clip)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
