import { buildApiBundle } from '../../api/test/helpers/server-process.ts';

/**
 * Once per run: the API's production bundle, which the specs that start a production shop of their own
 * run as production does (`node dist/server.js`; stripe-production, installments-no-card).
 */
export default async function globalSetup() {
  await buildApiBundle();
}
