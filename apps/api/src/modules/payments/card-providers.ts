import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sharedSecret } from '../../secrets.ts';
import type { CardProvider } from './card-provider.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';
import { createStripeProvider } from './stripe-provider.ts';

/**
 * The card provider the settings choose (config.ts checked them): Stripe, the sandbox gateway, or
 * none (production without PAYMENT_PROVIDER: card and installments are not offered). The sandbox is
 * built only when it is the provider, so in production it does not exist.
 */
export async function createCardProviders(
  config: Config,
  db: Db,
  publicUrl: string,
): Promise<{ card: CardProvider | null; sandbox: SandboxGateway | null }> {
  if (config.PAYMENT_PROVIDER === 'sandbox') {
    const sandbox = createSandboxGateway(db, await sharedSecret(db, 'sandbox-gateway'));
    return { card: sandbox, sandbox };
  }
  if (config.PAYMENT_PROVIDER === 'stripe' && config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    const card = createStripeProvider(db, {
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      publicUrl,
      apiUrl: config.STRIPE_API_URL,
    });
    return { card, sandbox: null };
  }
  return { card: null, sandbox: null };
}

/** The sandbox gateway of a shop that runs it (tests drive its decisions); an error anywhere else. */
export function requireSandbox(sandbox: SandboxGateway | null): SandboxGateway {
  if (!sandbox) throw new Error('the sandbox gateway runs only with PAYMENT_PROVIDER=sandbox');
  return sandbox;
}
