/**
 * A place under each printable ticket of My orders where another feature puts what can be done with it
 * (ticket transfer): the router provides the component, so the orders feature imports no other feature.
 */
import type { OrderItem } from '@hokej/contract';
import { type ComponentType, createContext, Suspense, useContext } from 'react';

export type TicketActionProps = { orderId: string; item: OrderItem; serial: string; seat: string };

const TicketActionContext = createContext<ComponentType<TicketActionProps> | null>(null);

export const TicketActionProvider = TicketActionContext.Provider;

/** The provided ticket action for one ticket, or nothing where none is provided. */
export function TicketActionSlot(props: TicketActionProps) {
  const Action = useContext(TicketActionContext);
  if (!Action) return null;
  return (
    <Suspense fallback={null}>
      <Action {...props} />
    </Suspense>
  );
}
