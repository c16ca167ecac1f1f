"""How the pictures' colours look with colour-vision deficiency, and how far apart two colours are.

Used by the tests (and by anyone choosing a colour) to keep the pieces that must be told apart
distinct for the two common red-green deficiencies: every pair of player colours and of Macao cube
colours must stay at least :data:`MIN_DELTA_E` apart (CIEDE2000) in normal vision, in a
deuteranopia and in a protanopia simulation, or differ in shape where colour cannot.

Simulation: Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for Simulation of
Color Vision Deficiency", IEEE TVCG 15(6), the matrices for severity 1.0 (dichromacy), applied to
linear sRGB. Distance: CIEDE2000 (Sharma, Wu & Dalal 2005) between the CIELAB (D65) values.
"""

from __future__ import annotations

import math

RGB = tuple[int, int, int]

# Machado et al. (2009), severity 1.0, linear RGB in -> linear RGB out.
SIMULATIONS: dict[str, tuple[tuple[float, float, float], ...]] = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
}
# The threshold: above the 16.1 of the pair players reported merging (Crown of Emara's former green
# (0, 158, 115) and pink (204, 121, 167) in deuteranopia: "both turn grey"), with a margin; 2.3 is a
# just-noticeable difference, so 18 is far beyond it, as small pieces on a phone need.
MIN_DELTA_E = 18.0


def _linear(v: int) -> float:
    c = v / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encoded(c: float) -> int:
    c = min(1.0, max(0.0, c))
    v = 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return round(v * 255)


def simulate(rgb: RGB, vision: str) -> RGB:
    """``rgb`` as seen with ``vision`` (a key of :data:`SIMULATIONS`)."""
    lin = [_linear(v) for v in rgb]
    m = SIMULATIONS[vision]
    r, g, b = (_encoded(sum(m[row][k] * lin[k] for k in range(3))) for row in range(3))
    return (r, g, b)


def lab(rgb: RGB) -> tuple[float, float, float]:
    """CIELAB (D65 white) of an sRGB colour."""
    r, g, b = (_linear(v) for v in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(c1: RGB, c2: RGB) -> float:
    """CIEDE2000 colour difference of two sRGB colours."""
    return delta_e_lab(lab(c1), lab(c2))


def delta_e_lab(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
    """CIEDE2000 colour difference of two CIELAB colours."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    dh = 0.0
    if c1p * c2p:
        dh = h2p - h1p
        dh = dh - 360 if dh > 180 else dh + 360 if dh < -180 else dh
    d_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, c_bar_p = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    else:
        h_bar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_bar - 30))
        + 0.24 * math.cos(math.radians(2 * h_bar))
        + 0.32 * math.cos(math.radians(3 * h_bar + 6))
        - 0.20 * math.cos(math.radians(4 * h_bar - 63))
    )
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * c_bar_p
    s_h = 1 + 0.015 * c_bar_p * t
    r_t = (
        -2
        * math.sqrt(c_bar_p**7 / (c_bar_p**7 + 25**7))
        * math.sin(math.radians(60 * math.exp(-(((h_bar - 275) / 25) ** 2))))
    )
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (d_h / s_h) ** 2 + r_t * (dc / s_c) * (d_h / s_h))


def closest_pair(colours: dict[str, RGB], vision: str) -> tuple[float, str, str]:
    """The smallest ΔE00 between two of ``colours`` as seen with ``vision``, and which two."""
    seen = {name: simulate(rgb, vision) for name, rgb in colours.items()}
    names = list(seen)
    return min((delta_e(seen[a], seen[b]), a, b) for i, a in enumerate(names) for b in names[i + 1 :])
