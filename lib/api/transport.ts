/**
 * The client's one way to the network: `fetch` with a deadline that covers the whole answer
 * (headers and body), the caller's abort signal, and an answer already on its way taken in place
 * of a request. It knows nothing of the API's envelope; `client.ts` reads that.
 */

/** The answer did not come in time. */
export class Timeout extends Error {
  override name = 'Timeout';
}

/** The server answered with a status outside 200–299. */
export class HttpStatus extends Error {
  override name = 'HttpStatus';
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

export interface Exchange {
  request: Request;
  timeoutMs: number;
  /** The caller's signal: aborting it rejects with its reason, as `fetch` does. */
  signal?: AbortSignal;
  /** The answer to this request, already on its way: nothing is sent. */
  answer?: Promise<Response>;
}

/**
 * Sends the request (or waits for the answer on its way) and resolves with the body's text.
 * Rejects with `Timeout` after `timeoutMs`, `HttpStatus` on a status outside 2xx, the signal's
 * reason when the caller aborts, and `fetch`'s own error when the network fails.
 */
export async function exchange({ request, timeoutMs, signal, answer }: Exchange): Promise<string> {
  const controller = new AbortController();
  let stop: (reason: unknown) => void = () => {};
  // Rejects when time is up or the caller aborts; raced against every wait below, so neither a
  // silent server nor a body that stops halfway leaves the call hanging.
  const stopped = new Promise<never>((_, reject) => {
    stop = reject;
  });
  const giveUp = (reason: unknown) => {
    stop(reason);
    controller.abort(reason);
  };
  const onAbort = () => giveUp(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
  const timer = setTimeout(() => giveUp(new Timeout()), timeoutMs);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await Promise.race([
      answer ?? fetch(new Request(request, { signal: controller.signal })),
      stopped,
    ]);
    if (!response.ok) throw new HttpStatus(response.status);
    return await Promise.race([response.text(), stopped]);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    // The race's loser must not surface as an unhandled rejection.
    stopped.catch(() => {});
  }
}
