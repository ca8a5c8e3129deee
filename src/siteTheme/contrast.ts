/**
 * Contrast rules of the site theme (WCAG 2.1 AA, success criterion 1.4.3):
 * text needs a ratio of 4.5:1 against what it is painted on. The helpers work
 * on opaque colours; translucent surfaces are composited first.
 */
import {
  darken,
  decomposeColor,
  getContrastRatio,
  getLuminance,
  lighten,
  recomposeColor,
  rgbToHex,
} from '@mui/material/styles';

/** Minimum contrast of normal-size text (WCAG 2.1 AA). */
export const TEXT_CONTRAST = 4.5;

/** The opaque colour a reader sees where `overlay` at `opacity` is painted over the opaque `background`. */
export function composite(overlay: string, opacity: number, background: string): string {
  const top = decomposeColor(overlay).values;
  const bottom = decomposeColor(background).values;
  const channel = (index: number) =>
    Math.round((top[index] ?? 0) * opacity + (bottom[index] ?? 0) * (1 - opacity));
  return rgbToHex(recomposeColor({ type: 'rgb', values: [channel(0), channel(1), channel(2)] }));
}

/** The lowest contrast of `color` against any of `backgrounds`. */
export function lowestContrast(color: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((background) => getContrastRatio(color, background)));
}

/**
 * `color` darkened (on light backgrounds) or lightened (on dark ones) just
 * enough to reach `ratio` against every one of `backgrounds`, keeping its hue;
 * unchanged when it already does. The first background decides the direction.
 */
export function withContrast(color: string, backgrounds: readonly string[], ratio = TEXT_CONTRAST): string {
  if (lowestContrast(color, backgrounds) >= ratio) return color;
  const [first] = backgrounds;
  if (first === undefined) return color;
  const shift = getLuminance(first) > 0.5 ? darken : lighten;
  if (lowestContrast(shift(color, 1), backgrounds) < ratio) {
    throw new Error(`No shade of ${color} reaches ${ratio}:1 against ${backgrounds.join(', ')}.`);
  }
  // Binary search for the smallest shift that is enough.
  let low = 0;
  let high = 1;
  for (let step = 0; step < 20; step += 1) {
    const middle = (low + high) / 2;
    if (lowestContrast(shift(color, middle), backgrounds) >= ratio) high = middle;
    else low = middle;
  }
  return rgbToHex(shift(color, high));
}

/** Of `candidates` (default: white and black), the text colour that reads best on `background`. */
export function readableOn(
  background: string,
  candidates: readonly string[] = ['#ffffff', '#000000'],
): string {
  return candidates.reduce((best, candidate) =>
    getContrastRatio(candidate, background) > getContrastRatio(best, background) ? candidate : best,
  );
}
