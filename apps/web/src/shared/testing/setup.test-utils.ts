/**
 * Runs around every web test (vitest.config.ts `setupFiles`): rendered components are unmounted after each
 * test. Globals a test stubs with `vi.stubGlobal` (fetch, …) are put back by the config's `unstubGlobals`.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// What the shop loads on demand (a dialog's modal, the lapsed-seats dropdown) is loaded up front in DOM tests:
// a test then waits for a render, not for a module to be transformed on a busy machine.
if (typeof document !== 'undefined') {
  await Promise.all([import('../ui/ShopDialogModal.tsx'), import('../cart/LapsedSeatsNotice.tsx')]);
}

// findBy…/waitFor give up after 3 s instead of 1 s: the test machine's two cores are shared by many runs.
configure({ asyncUtilTimeout: 3000 });

// No unit test reaches the network: a request no test answered (`mockApi`) fails as a browser's does when the
// server cannot be reached, instead of connecting to whatever listens on localhost.
beforeEach(() => {
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch (no API answer set up in this test)');
  });
});

afterEach(() => {
  cleanup();
});
