import ky, { HTTPError, type Options } from 'ky';

/**
 * The client's one way to the network: ky, configured for money. It knows nothing of the API's
 * envelope; `client.ts` reads that.
 * - No retry, for any method. A money request is never sent twice by the client (a retry is
 *   the person's, with the same Idempotency-Key). Reads are retried by the query cache, once,
 *   on a transport failure: retrying here as well would multiply the requests, and every
 *   retry would spend the same deadline.
 * - No timeout of ky's own: it stops counting once the headers are in, so a body that stalls
 *   halfway would hang. A deadline signal covers the whole answer instead (`exchange`).
 */
const api = ky.create({ retry: 0, timeout: false });

export { HTTPError };

/** The answer did not come in time. */
export class Timeout extends Error {
  override name = 'Timeout';
}

export interface Exchange {
  url: string;
  /** What ky sends: method, headers, search parameters or a JSON body. */
  request: Pick<Options, 'method' | 'headers' | 'searchParams' | 'json'>;
  timeoutMs: number;
  /** The caller's signal: aborting it rejects with its reason, as `fetch` does. */
  signal?: AbortSignal;
}

/** Either signal, as one (Safari before 17.4 has no `AbortSignal.any`). */
function either(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const controller = new AbortController();
  for (const signal of [a, b]) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/**
 * `work`, or the signal's reason once it aborts: the body is read under the same deadline as
 * the headers, whatever `fetch` does with a signal once the headers are in.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Sends the request and resolves with the body's text.
 * Rejects with `Timeout` after `timeoutMs`, headers and body together; `HTTPError` on a status
 * outside 2xx; the signal's reason when the caller aborts; `fetch`'s own error when the
 * network fails.
 */
export async function exchange({ url, request, timeoutMs, signal }: Exchange): Promise<string> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const stop = signal ? either(signal, deadline) : deadline;
  try {
    const response = await api(url, {
      ...request,
      signal: stop,
    });
    return await untilAborted(response.text(), stop);
  } catch (error) {
    if (deadline.aborted && !signal?.aborted) throw new Timeout();
    throw error;
  }
}
