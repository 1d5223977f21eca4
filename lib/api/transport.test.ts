import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Exchange, exchange, HTTPError, Timeout } from './transport';

const url = 'http://api.test/api/home/stats';
const get: Exchange['request'] = { method: 'GET', headers: { lang: 'en' } };
const post: Exchange['request'] = {
  method: 'POST',
  headers: { lang: 'en' },
  json: { amount: '1' },
};

/** A response whose headers arrive and whose body then stops halfway. */
function stallingBody(): Response {
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"code":'));
    },
  });
  return new Response(body, { status: 200 });
}

/**
 * A `fetch` that records what it was sent and answers with `answer()`; like the platform's, it
 * rejects with the request's signal's reason once that aborts.
 */
function stubFetch(answer: () => Promise<Response>): Request[] {
  const sent: Request[] = [];
  vi.stubGlobal('fetch', (request: Request) => {
    sent.push(request.clone());
    const { signal } = request;
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason));
      answer().then(resolve, reject);
    });
  });
  return sent;
}

/** A server that never answers. */
const silence = () => new Promise<Response>(() => {});

afterEach(() => vi.unstubAllGlobals());

describe('the transport', () => {
  it('resolves with the body of a 2xx answer and sends the request as described', async () => {
    const sent = stubFetch(async () => new Response('{"code":10000}'));
    const request = { ...get, searchParams: { page: '2' } };
    await expect(exchange({ url, request, timeoutMs: 1000 })).resolves.toBe('{"code":10000}');
    expect(sent[0]?.url).toBe(`${url}?page=2`);
    expect(sent[0]?.headers.get('lang')).toBe('en');

    await exchange({ url, request: post, timeoutMs: 1000 });
    expect(sent[1]?.method).toBe('POST');
    expect(sent[1]?.headers.get('content-type')).toBe('application/json');
    expect(await sent[1]?.text()).toBe('{"amount":"1"}');
  });

  it('rejects a status outside 2xx with that status', async () => {
    stubFetch(async () => new Response('busy', { status: 503 }));
    const error = await exchange({ url, request: get, timeoutMs: 1000 }).catch((e) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect(error.response.status).toBe(503);
  });

  it('never repeats a request by itself: not a money request, not a read', async () => {
    for (const request of [post, get]) {
      for (const answer of [
        async () => new Response('busy', { status: 503 }),
        async () => new Response('gone', { status: 502 }),
        () => Promise.reject(new TypeError('Failed to fetch')),
      ]) {
        const sent = stubFetch(answer);
        await expect(exchange({ url, request, timeoutMs: 5_000 })).rejects.toBeDefined();
        expect(sent).toHaveLength(1);
      }
    }
  });

  it('times out on a server that never answers, and stops the request', async () => {
    const sent = stubFetch(silence);
    await expect(exchange({ url, request: get, timeoutMs: 30 })).rejects.toBeInstanceOf(Timeout);
    expect(sent[0]?.signal.aborted).toBe(true);
  });

  it('times out on a body that stops halfway (the deadline covers the whole answer)', async () => {
    stubFetch(async () => stallingBody());
    await expect(exchange({ url, request: get, timeoutMs: 30 })).rejects.toBeInstanceOf(Timeout);
  });

  it('rejects with the caller’s reason when the caller aborts, before or during the body', async () => {
    stubFetch(silence);
    const waiting = new AbortController();
    const pending = exchange({ url, request: get, timeoutMs: 10_000, signal: waiting.signal });
    waiting.abort(new DOMException('left the screen', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'left the screen' });

    stubFetch(async () => stallingBody());
    const reading = new AbortController();
    const body = exchange({ url, request: get, timeoutMs: 10_000, signal: reading.signal });
    setTimeout(() => reading.abort(new DOMException('left the screen', 'AbortError')), 20);
    await expect(body).rejects.toMatchObject({ name: 'AbortError', message: 'left the screen' });
  });
});
