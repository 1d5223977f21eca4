import { CHANGE_EVENT } from './navigation';

/**
 * The framework's router reads the URL once as it starts and, when React has adopted the page,
 * writes that URL back into history. A hash the person chose in between (a tab tapped before the
 * app ran, a link followed while it loaded) would be undone without a hashchange. From the moment
 * the app's code runs this remembers the latest hash (the app's own moves included), and after hydration puts it back.
 */
let latest: string | undefined;

const onChange = () => {
  latest = window.location.hash;
};
const EVENTS = ['hashchange', 'popstate', CHANGE_EVENT] as const;

/** Called as the app's code starts, before hydration. */
export function keepHash(): void {
  if (latest !== undefined) return;
  latest = window.location.hash;
  for (const type of EVENTS) window.addEventListener(type, onChange);
}

/** Called once hydration has committed; restores the hash if the framework undid it. */
export function restoreHash(): void {
  if (latest === undefined) return;
  const wanted = latest;
  for (const type of EVENTS) window.removeEventListener(type, onChange);
  latest = undefined;
  if (window.location.hash === wanted) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${wanted}`);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
