/** What a gate's device remembers about itself (localStorage): its name, and the match it checks for. */
import { GATE_NAME_MAX } from '@hokej/contract';
import { readStored, writeStored } from '../../../shared/storage/localStore.ts';

const GATE_KEY = 'gate.name';
const MATCH_KEY = 'gate.match';

export const readGateName = (): string => (readStored<string>(GATE_KEY) ?? '').slice(0, GATE_NAME_MAX);
export const writeGateName = (name: string) => writeStored(GATE_KEY, name.trim() ? name : null);

export const readGateMatch = (): string | null => readStored<string>(MATCH_KEY);
export const writeGateMatch = (matchId: string | null) => writeStored(MATCH_KEY, matchId);

/** The match to check for: the stored one if it is still on the list, else the first (soonest). */
export function chosenMatch(matchIds: readonly string[], stored: string | null): string | null {
  if (stored && matchIds.includes(stored)) return stored;
  return matchIds[0] ?? null;
}
