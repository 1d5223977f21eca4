import * as v from 'valibot';
import { absoluteUrl, apiUrl, requestTimeoutMs } from '@/lib/config';
import type { EndpointKey, Endpoints } from '@/lib/contract/contract';
import {
  type EndpointSpec,
  type Envelope,
  IDEMPOTENCY_HEADER,
  SUCCESS_CODE,
} from '@/lib/contract/protocol';
import { clientErrorKeys } from '@/lib/errors/client-errors';
import { lookupCode, messageForCode } from '@/lib/errors/server-codes';
import { beginLoading } from '@/lib/feedback/loading';
import { showToast } from '@/lib/feedback/toast';
import { getSession } from '@/lib/session/store';
import { ApiError } from './api-error';
import { endSession } from './session-end';
import { type Exchange, exchange, HTTPError, Timeout } from './transport';

export interface CallOptions {
  /** Show a toast when the call fails (default true). */
  toast?: boolean;
  /** Cover the screen with the loading overlay while the call runs (default true). */
  loading?: boolean;
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key` (money requests): the same key for every retry of one
   * confirmation, so the server acts once however often the answer is lost.
   */
  idempotencyKey?: string;
  /**
   * The review that sent it says "offline, nothing was sent" itself and stays open: no notice
   * repeats it (other callers get the notice).
   */
  notSentInReview?: boolean;
}

/**
 * Options of a read that a screen shows in place (its own spinner, empty and error states): no
 * overlay over the screen, no toast. Actions keep the defaults: overlay and an error toast.
 */
export function inPlace(signal?: AbortSignal): CallOptions {
  return { toast: false, loading: false, signal };
}

/** The request for one call, with the two headers every call carries. */
function requestFor(
  method: 'GET' | 'POST',
  req: object,
  extra?: Record<string, string>,
): Exchange['request'] {
  const session = getSession();
  const headers: Record<string, string> = { ...extra, lang: session.systemLanguage || 'en' };
  const token = session.user?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (method === 'POST') return { method, headers, json: req };
  const searchParams: Record<string, string> = {};
  for (const [k, value] of Object.entries(req)) {
    if (value !== undefined && value !== null) searchParams[k] = String(value);
  }
  return { method, headers, searchParams };
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    Boolean(body) &&
    typeof body === 'object' &&
    typeof (body as Envelope<unknown>).code === 'number'
  );
}

function fail(error: ApiError, showIt: boolean): never {
  if (showIt) showToast(error.userMessage, { tone: 'error' });
  throw error;
}

/** Some of the contract's endpoints: an area's table (`lib/contract/areas/`), or several. */
export type EndpointTable = { readonly [K in EndpointKey]?: EndpointSpec };

/**
 * The caller of the endpoints in `table`, the areas a feature speaks to: the app loads an area's
 * answer shapes with the screens that call it, not every screen's with the first.
 */
export function callerFor<T extends EndpointTable>(table: T) {
  return <K extends keyof T & EndpointKey>(
    key: K,
    req: Endpoints[K]['req'],
    options?: CallOptions,
  ): Promise<Endpoints[K]['res']> => call(key, table[key] as EndpointSpec, req, options);
}

/**
 * Calls one endpoint of the contract. Resolves with `data` when `code` is 10000; otherwise
 * shows the mapped message (unless `toast: false`), applies the code's reaction, and rejects
 * with an `ApiError` — always, so callers and react-query see every failure.
 */
async function call<K extends EndpointKey>(
  key: K,
  spec: EndpointSpec,
  req: Endpoints[K]['req'],
  options: CallOptions = {},
): Promise<Endpoints[K]['res']> {
  const [method, path] = key.split(' ') as ['GET' | 'POST', string];
  const showToastOnError = options.toast !== false;

  if (spec.auth && !getSession().user?.token) {
    const error = new ApiError('no-token', 40002, { key: 'errors.loggedInElsewhere' });
    endSession('later');
    fail(error, showToastOnError);
  }

  // A money request confirmed while the device is offline never leaves it: that is said as it
  // is ("nothing was sent"), not as a lost answer, and the review that sent it stays.
  if (options.idempotencyKey && typeof navigator !== 'undefined' && navigator.onLine === false) {
    const error = new ApiError('not-sent', 0, { key: clientErrorKeys.offlineNotSent });
    fail(error, showToastOnError && !options.notSentInReview);
  }

  const headers = options.idempotencyKey
    ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey }
    : undefined;
  const end = options.loading === false ? () => {} : beginLoading();
  let text: string;
  try {
    text = await exchange({
      url: absoluteUrl(apiUrl(path)),
      request: requestFor(method, req, headers),
      timeoutMs: requestTimeoutMs(),
      signal: options.signal,
    });
  } catch (cause) {
    end();
    if (options.signal?.aborted) throw cause;
    // A money request with no answer may have been carried out: it says so, and that the same
    // confirmation can be retried safely (it carries the same key). Its review says it, and
    // keeps saying it until the person retries or leaves: a toast would be gone in two seconds.
    const unknown = options.idempotencyKey ? clientErrorKeys.outcomeUnknown : undefined;
    const toastIt = showToastOnError && !unknown;
    if (cause instanceof Timeout) {
      const key = unknown ?? clientErrorKeys.timeout;
      fail(new ApiError('timeout', 0, { key }), toastIt);
    }
    if (cause instanceof HTTPError) {
      const status = cause.response.status;
      const key = unknown ?? clientErrorKeys.requestFailed;
      fail(new ApiError('http', status, { key }), toastIt);
    }
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const messageKey = offline ? clientErrorKeys.offline : clientErrorKeys.requestFailed;
    fail(new ApiError('network', 0, { key: unknown ?? messageKey }), toastIt);
  }
  end();
  // A money request answered in a way the app cannot read may have been carried out all the
  // same: it says so, never "nothing was changed", and a retry replays the stored answer. As
  // with no answer, its review says so.
  const unreadable = options.idempotencyKey ? clientErrorKeys.outcomeUnknown : undefined;
  const toastUnreadable = showToastOnError && !unreadable;

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!isEnvelope(body)) {
    const key = unreadable ?? clientErrorKeys.requestFailed;
    fail(new ApiError('bad-response', 0, { key }), toastUnreadable);
  }
  if (body.code === SUCCESS_CODE) {
    // A wrong shape (a number as text, a missing field, null for a list) stops here, with a
    // message, instead of reaching a screen as NaN or a crash.
    const checked = v.safeParse(spec.res, body.data);
    if (checked.success) return checked.output as Endpoints[K]['res'];
    const issue = checked.issues[0];
    const where = v.getDotPath(issue) ?? 'data';
    fail(
      new ApiError(
        'bad-response',
        0,
        { key: unreadable ?? clientErrorKeys.unexpectedAnswer },
        `${key}: ${where}: ${issue.message}`,
      ),
      toastUnreadable,
    );
  }

  const msg = typeof body.msg === 'string' ? body.msg : '';
  const error = new ApiError(
    'code',
    body.code,
    messageForCode(body.code, msg, body.data),
    msg,
    body.data,
  );
  const { reaction } = lookupCode(body.code);
  // Session endings always tell the user why, even for calls that asked for silence.
  if (reaction === 'end-session') endSession('now');
  if (reaction === 'end-session-later') endSession('later');
  if (reaction === 'review') fail(error, false);
  fail(error, showToastOnError || reaction !== 'toast');
}
