/**
 * The page carries its stylesheets inline (`experimental.inlineCss`), in a <style> whose
 * `data-href` names the files it holds. The bundler's runtime does not know that: a lazy chunk
 * whose modules have styles (every screen's) asks for such a file again and applies it a
 * second time: 17 KB more on a slow network, and a restyle of the whole page, sometimes in the
 * middle of a sign-in. The runtime counts a stylesheet as loaded when a stylesheet link with its
 * address is in the page, so each inlined file gets one, disabled: never fetched, never applied.
 * Where that ever changes, the runtime loads the file as before: the page looks the same.
 *
 * Run by the page's first script (lib/start/first-script.ts).
 */
export function markInlinedStyles(): void {
  const inlined = document.querySelectorAll('style[data-href]');
  for (let i = 0; i < inlined.length; i += 1) {
    const files = (inlined[i]?.getAttribute('data-href') ?? '').split(' ');
    for (let j = 0; j < files.length; j += 1) {
      const href = files[j];
      if (!href) continue;
      const link = document.createElement('link');
      link.setAttribute('rel', 'stylesheet');
      link.setAttribute('href', href);
      link.disabled = true;
      document.head.appendChild(link);
    }
  }
}
