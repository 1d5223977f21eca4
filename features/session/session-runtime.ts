/**
 * The session's code as one chunk (sign-in, the lifecycle's watchers and checks, tab sharing,
 * logging out), loaded through `sessionRuntime` (session-parts.ts) only when a tab holds a
 * session, has a wallet, or someone taps Connect. No component here: a chunk with styles
 * would bring a stylesheet that sign-in would wait for (the shell's session parts are
 * `sessionUi`).
 */
export { startSessionLifecycle } from './lifecycle';
export { logout } from './logout';
export { signIn } from './sign-in';
