export * from './selectors';
export { emptySession, SESSION_KEY, type SessionState, type SignStatus } from './state';
export {
  appStore,
  clearSession,
  getSession,
  hydrateSession,
  sessionAtom,
  setSession,
} from './store';
