import sharp from 'sharp';

/** The club's colours on passes (the ticket PDF's brand blue and white). */
export const PASS_COLOURS = {
  background: 'rgb(11, 37, 69)',
  foreground: 'rgb(255, 255, 255)',
  label: 'rgb(191, 219, 254)',
} as const;

/** The club's monogram, drawn at `size` px: Apple Wallet's icon and logo (no image files to ship). */
const monogram = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
      <circle cx="${height / 2}" cy="${height / 2}" r="${height / 2 - 1}" fill="#ffffff"/>
      <text x="${height / 2}" y="${height * 0.64}" font-family="DejaVu Sans, sans-serif" font-weight="bold"
        font-size="${height * 0.4}" fill="#0b2545" text-anchor="middle">HK</text>
    </svg>`,
  );

const png = (width: number, height: number) => sharp(monogram(width, height)).png().toBuffer();

let images: Promise<Record<string, Buffer>> | undefined;

/** icon.png (29 pt) and logo.png (50 pt tall), each at 1× and 2×, made once per process. */
export function passImages(): Promise<Record<string, Buffer>> {
  images ??= Promise.all([png(29, 29), png(58, 58), png(50, 50), png(100, 100)]).then(
    ([icon, icon2x, logo, logo2x]) => ({
      'icon.png': icon,
      'icon@2x.png': icon2x,
      'logo.png': logo,
      'logo@2x.png': logo2x,
    }),
  );
  return images;
}
