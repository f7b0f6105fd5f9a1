import { useSelector } from 'react-redux';
import { paths } from '../routes/paths.ts';
import { selectSessionState } from '../session/useSession.ts';
import { hasAdmission } from './queueAdmissions.ts';
import { roomGuarding, useGetQueueRoomsQuery } from './queueRoomsEndpoints.ts';

/**
 * Where a fan without an admission must go instead of this sale's seats: the queue page of the room
 * guarding it; null when no room guards it or the fan is admitted. Re-asked every 30 s.
 */
export function useQueueRedirect(setupUuid: string): string | null {
  const { data } = useGetQueueRoomsQuery(undefined, { pollingInterval: 30_000 });
  const account = useSelector(selectSessionState).session?.email ?? '';
  const room = data ? roomGuarding(data.rooms, setupUuid) : undefined;
  if (!room || hasAdmission(account, room.id)) return null;
  return paths.queue(room.id);
}
