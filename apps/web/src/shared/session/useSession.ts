import { useSelector } from 'react-redux';
import { isSessionValid, sessionRoles, sessionUserName } from './sessionRules.ts';
import type { SessionState } from './sessionSlice.ts';

type WithSession = { session: SessionState };

export const selectSessionState = (state: WithSession) => state.session;

/** The current session as components see it: logged in or not, name and roles. */
export function useSession() {
  const { session } = useSelector(selectSessionState);
  const loggedIn = isSessionValid(session);
  return {
    loggedIn,
    userName: loggedIn ? sessionUserName(session) : '',
    roles: loggedIn ? sessionRoles(session) : [],
  };
}
