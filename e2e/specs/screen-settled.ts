import type { Page } from '@playwright/test';

/** Counts the page's requests in flight, so a check waits until every part of a screen is in. */
export function countRequests() {
  let inFlight = 0;
  const send = window.fetch.bind(window);
  Object.defineProperty(window, '__requestsInFlight', { get: () => inFlight });
  window.fetch = (...args: Parameters<typeof fetch>) => {
    inFlight += 1;
    return send(...args).finally(() => {
      inFlight -= 1;
    });
  };
}

/**
 * The screen titled `title` with nothing still loading: no busy region, no "Loading…", no
 * request on its way (`countRequests` must run in the page first). Checked inside the page
 * frame by frame, rather than polled from here.
 */
export async function settled(page: Page, title: string, loading: string): Promise<void> {
  await page.waitForFunction(
    ([heading, text]) => {
      if (document.querySelector('h1')?.textContent?.trim() !== heading) return false;
      const main = document.querySelector('main');
      if (!main || main.querySelector('[aria-busy="true"]')) return false;
      const statuses = [...document.querySelectorAll('[role="status"]')];
      if (statuses.some((s) => s.textContent?.includes(text))) return false;
      return (window as unknown as { __requestsInFlight: number }).__requestsInFlight === 0;
    },
    [title, loading] as const,
    { polling: 'raf' },
  );
}
