/**
 * A sector's price line on the arena map ("od 8,00 €", "from €200.00") at its usual size (`preferred`, SVG
 * units), or smaller when it would run past the sector's `width`: an average character of the map's sans
 * serif font is about 0.6 em wide (digits and € a little more, the point and spaces less), and the line keeps
 * a twentieth of the width free on each side. English's "from €200.00" outgrew the sectors at that size.
 */
export function priceLineSize(text: string, width: number, preferred: number): number {
  const fitting = (width * 0.9) / (Math.max(1, text.length) * 0.6);
  return Math.min(preferred, fitting);
}
