import type { BarrierFactory } from '../../src/modules/read-cache/public-reads.ts';

// The control run of the read-cache barrier: reads that do not wait for the feed to bring back this
// process's own changes. A change committed with its NOTIFY inside the transaction is then unknown to the
// kept answers until the notice arrives, and a read in between serves the answer from before it.

export const noBarriers: BarrierFactory = () => ({ caughtUp: async () => {}, heard: () => {} });
