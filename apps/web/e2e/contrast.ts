import type { Locator } from '@playwright/test';

/**
 * WCAG contrast from the browser's computed styles (issue 19, 1.4.11 non-text contrast ≥ 3:1): colours are
 * read from the page (`fill`, `stroke`, `background-color`, a focus ring's `outline-color` or `box-shadow`),
 * composited over what lies behind them and compared here, so a test checks what the browser draws rather
 * than numbers written down in a comment.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** A computed colour: `rgb(1, 2, 3)`, `rgba(1, 2, 3, 0.5)`, `rgb(1 2 3 / 50%)`; `none` and `transparent` are clear. */
export function parseColour(css: string): Rgba {
  const text = css.trim();
  if (text === 'none' || text === 'transparent' || text === '') return { r: 0, g: 0, b: 0, a: 0 };
  const match = text.match(/^rgba?\(([^)]+)\)$/);
  if (!match?.[1]) throw new Error(`not a computed colour: ${css}`);
  const parts = match[1].split(/[\s,/]+/).filter(Boolean);
  const [r, g, b] = parts.slice(0, 3).map(Number) as [number, number, number];
  const alphaText = parts[3];
  const a =
    alphaText === undefined
      ? 1
      : alphaText.endsWith('%')
        ? Number(alphaText.slice(0, -1)) / 100
        : Number(alphaText);
  return { r, g, b, a };
}

/** `top` painted over an opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return {
    r: top.r * a + bottom.r * (1 - a),
    g: top.g * a + bottom.g * (1 - a),
    b: top.b * a + bottom.b * (1 - a),
    a: 1,
  };
}

/** WCAG 2 relative luminance. */
export function luminance({ r, g, b }: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two colours; a translucent one is painted over `behind` first. */
export function contrast(a: Rgba | string, b: Rgba | string, behind: Rgba = WHITE): number {
  const first = over(typeof a === 'string' ? parseColour(a) : a, behind);
  const second = over(typeof b === 'string' ? parseColour(b) : b, behind);
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Computed style properties of an element, as the browser answers them. */
export function computed<K extends string>(target: Locator, properties: K[]): Promise<Record<K, string>> {
  return target.evaluate(
    (el, props) =>
      Object.fromEntries(props.map((p) => [p, getComputedStyle(el).getPropertyValue(p)])) as Record<
        string,
        string
      >,
    properties,
  ) as Promise<Record<K, string>>;
}

/**
 * The colour behind an element: the background colours of its ancestors (the element's own left out unless
 * `own`), composited from the page's white canvas up.
 */
export async function backgroundBehind(target: Locator, own = false): Promise<Rgba> {
  const layers = await target.evaluate((el, withOwn) => {
    const colours: string[] = [];
    for (let node: Element | null = withOwn ? el : el.parentElement; node; node = node.parentElement) {
      colours.push(getComputedStyle(node).backgroundColor);
    }
    return colours;
  }, own);
  return layers.reverse().reduce((below, css) => over(parseColour(css), below), WHITE);
}

/** The rings of a `box-shadow` drawn as a focus ring (no offset, no blur), innermost first. */
export function shadowRings(boxShadow: string): { colour: Rgba; spread: number }[] {
  if (boxShadow === 'none') return [];
  const layers = boxShadow.split(/,(?![^(]*\))/).map((layer) => layer.trim());
  return layers
    .map((layer) => {
      const colour = layer.match(/rgba?\([^)]+\)/)?.[0] ?? 'transparent';
      const lengths = layer
        .replace(colour, '')
        .trim()
        .split(/\s+/)
        .map((l) => Number.parseFloat(l));
      return { colour: parseColour(colour), spread: lengths[3] ?? 0 };
    })
    .filter((ring) => ring.spread > 0 && ring.colour.a > 0)
    .sort((x, y) => x.spread - y.spread);
}
