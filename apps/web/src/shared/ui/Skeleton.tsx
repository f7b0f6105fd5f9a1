import { sk } from '../i18n/sk.ts';

type SkeletonProps = {
  /** Grey blocks standing in for what loads: how many, and how tall each is (rem). */
  blocks?: number;
  blockHeight?: number;
  /** A heading-sized bar first (a page whose heading waits for its data). */
  heading?: boolean;
  className?: string;
};

/**
 * What loads, drawn as grey blocks of about its size (so the page does not jump when it arrives), named
 * "Načítava sa…" for screen readers.
 */
export function Skeleton({ blocks = 3, blockHeight = 3, heading = false, className = '' }: SkeletonProps) {
  return (
    <div role="status" aria-busy="true" className={`placeholder-glow d-grid gap-2 ${className}`}>
      <span className="visually-hidden">{sk.common.loading}</span>
      {heading ? <span className="placeholder col-6 skeleton-heading" aria-hidden="true" /> : null}
      {Array.from({ length: blocks }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are alike and never reorder
          key={i}
          className="placeholder col-12 rounded"
          style={{ height: `${blockHeight}rem` }}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}
