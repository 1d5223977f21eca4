import { afterEach, describe, expect, it, vi } from 'vitest';
import { exchange, HttpStatus, Timeout } from './transport';

const request = () => new Request('http://api.test/api/home/stats');

/** A response whose headers arrive and whose body then stops halfway. */
function stallingBody(): Response {
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"code":'));
    },
  });
  return new Response(body, { status: 200 });
}

afterEach(() => vi.unstubAllGlobals());

describe('the transport', () => {
  it('resolves with the body of a 2xx answer and sends the request as built', async () => {
    const sent: Request[] = [];
    vi.stubGlobal('fetch', async (r: Request) => {
      sent.push(r);
      return new Response('{"code":10000}');
    });
    await expect(exchange({ request: request(), timeoutMs: 1000 })).resolves.toBe('{"code":10000}');
    expect(sent[0]?.url).toBe('http://api.test/api/home/stats');
  });

  it('rejects a status outside 2xx with that status', async () => {
    vi.stubGlobal('fetch', async () => new Response('busy', { status: 503 }));
    const error = await exchange({ request: request(), timeoutMs: 1000 }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpStatus);
    expect(error.status).toBe(503);
  });

  it('times out on a server that never answers, and stops the request', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal('fetch', (r: Request) => {
      signal = r.signal;
      return new Promise<Response>(() => {});
    });
    await expect(exchange({ request: request(), timeoutMs: 30 })).rejects.toBeInstanceOf(Timeout);
    expect(signal?.aborted).toBe(true);
  });

  it('times out on a body that stops halfway (the deadline covers the whole answer)', async () => {
    vi.stubGlobal('fetch', async () => stallingBody());
    await expect(exchange({ request: request(), timeoutMs: 30 })).rejects.toBeInstanceOf(Timeout);
  });

  it('rejects with the caller’s reason when the caller aborts', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = exchange({ request: request(), timeoutMs: 10_000, signal: controller.signal });
    controller.abort(new DOMException('left the screen', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'left the screen' });
  });

  it('takes an answer already on its way without sending, and gives up on it in time', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const answer = Promise.resolve(new Response('early'));
    await expect(exchange({ request: request(), timeoutMs: 1000, answer })).resolves.toBe('early');
    const never = new Promise<Response>(() => {});
    await expect(
      exchange({ request: request(), timeoutMs: 30, answer: never }),
    ).rejects.toBeInstanceOf(Timeout);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
