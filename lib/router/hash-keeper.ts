/**
 * The framework's router reads the URL once as it starts and, when React has adopted the page,
 * writes that URL back into history. A hash the person chose in between (a tab tapped before the
 * app ran, a link followed while it loaded) would be undone, without any hashchange. From the
 * moment the app's code runs until hydration has committed, a history write keeps the hash the
 * address bar has at that moment: the latest one the person chose, even when its hashchange is
 * still on its way.
 */
let keeping = false;
let installed = false;

/** Called as the app's code starts, before hydration. */
export function keepHash(): void {
  keeping = true;
  if (installed) return;
  installed = true;
  const history = window.history;
  const write = history.replaceState;
  // Assigned rather than removed later: the framework wraps this method itself once hydrated.
  history.replaceState = function replaceState(state, unused, url) {
    if (keeping && url != null) {
      const target = new URL(url, window.location.href);
      if (target.hash !== window.location.hash) {
        target.hash = window.location.hash;
        return write.call(
          history,
          state,
          unused,
          `${target.pathname}${target.search}${target.hash}`,
        );
      }
    }
    return write.call(history, state, unused, url);
  };
}

/** Called once hydration has committed: history writes are the app router's own again. */
export function stopKeepingHash(): void {
  keeping = false;
}
