/**
 * The hash is the app's route, and only the app's router changes it. Next.js's router reads the
 * URL when it starts and writes it back into history when hydration commits; on a slow phone a
 * link opened or a tab tapped in between would be undone without a sound, leaving the person on
 * the screen they left. The page's first script guards history before any of that runs.
 */

/** `history.state` key of the depth the app's router writes with every entry it makes. */
export const DEPTH_KEY = 'rwatDepth';

type HistoryWrite = (data: unknown, unused: string, url?: string | URL | null) => void;

/**
 * Run by the page's first script (lib/start/first-script.ts). A history write that does not carry the app's depth (the framework's) keeps the
 * hash the page shows; its path, query and state are written as asked.
 */
export function guardHash(depthKey: string): void {
  const keepHash = (write: HistoryWrite): HistoryWrite =>
    function (this: History, data, unused, url) {
      const ours = typeof (data as Record<string, unknown> | null)?.[depthKey] === 'number';
      if (ours || url === undefined || url === null) return write.call(this, data, unused, url);
      const target = new URL(String(url), location.href);
      target.hash = location.hash;
      return write.call(this, data, unused, target.href);
    };
  history.pushState = keepHash(history.pushState);
  history.replaceState = keepHash(history.replaceState);
}
