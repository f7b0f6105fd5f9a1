import { lazy, Suspense, useState } from 'react';
import { trackDialogOpeners } from './dialogOpener.ts';
import type { ShopDialogProps } from './ShopDialogModal.tsx';

/** Bootstrap's modal (and its transitions) load when a dialog first opens, not with the first page. */
const ShopDialogModal = lazy(() =>
  import('./ShopDialogModal.tsx').then((m) => ({ default: m.ShopDialogModal })),
);

/** The shop's dialog: closes by a click outside, the Escape key or the close button. */
export function ShopDialog(props: ShopDialogProps) {
  trackDialogOpeners();
  // Once opened it stays mounted, so closing runs the modal's own fade-out and focus return.
  const [opened, setOpened] = useState(props.show);
  if (props.show && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ShopDialogModal {...props} />
    </Suspense>
  );
}
