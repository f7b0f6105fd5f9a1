/**
 * How the shop shows money and time, the same on every side (`@hokej/contract/format`): side-effect free,
 * no TypeBox, so the web's first load can import it.
 */
export * from './club-instant.ts';
export * from './club-time.ts';
export * from './money.ts';
