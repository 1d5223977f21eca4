import { absoluteUrl, config } from '@/lib/config';
import { clientErrorKeys } from '@/lib/errors/client-errors';
import { lookupCode } from '@/lib/errors/server-codes';
import { showToast } from '@/lib/feedback/toast';
import { replace } from '@/lib/router/navigation';
import { clearSession, getSession } from '@/lib/session/store';
import { ApiError } from '../api-error';
import { encryptPayload, randomKey, sortedJson, wrapKey } from './envelope-crypto';
import { legacyReaction } from './legacy-codes';

export interface LegacyResponse<T> {
  errorCode: string | number;
  msg: string;
  data: T;
}

/**
 * The legacy POST helper (SPEC §7): sorted-key payload encrypted with a fresh key, the key
 * wrapped with the fixed public key in header `key`, plus `isAuth`, `Authorization`, `Locale`.
 * Resolves with `data` for errorCode 200; otherwise applies the legacy reactions and rejects.
 */
export async function legacyPost<T>(
  path: string,
  payload: object,
  options: { auth?: boolean } = {},
): Promise<T> {
  const session = getSession();
  const key = randomKey();
  const [body, wrappedKey] = await Promise.all([
    encryptPayload(sortedJson(payload), key),
    wrapKey(key, config.legacyPublicKey),
  ]);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    key: wrappedKey,
    isAuth: options.auth ? 'true' : 'false',
    Locale: session.systemLanguage || 'en',
  };
  const token = session.user?.token;
  if (options.auth && token) headers.Authorization = token;

  let response: LegacyResponse<T>;
  try {
    const res = await fetch(absoluteUrl(`${config.legacyApiBase}${path}`), {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: body }),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    response = (await res.json()) as LegacyResponse<T>;
  } catch {
    showToast({ key: clientErrorKeys.requestFailed }, { tone: 'error' });
    throw new ApiError('network', 0, { key: clientErrorKeys.requestFailed });
  }

  const code = String(response.errorCode);
  if (code === '200') return response.data;
  const numeric = Number(code);
  const message =
    Number.isInteger(numeric) && lookupCode(numeric).serverText !== true
      ? { key: lookupCode(numeric).key }
      : { text: response.msg || code };
  const error = new ApiError(
    'code',
    Number.isInteger(numeric) ? numeric : 0,
    message,
    response.msg,
    response.data,
  );
  switch (legacyReaction(code)) {
    case 'toast':
      showToast(message, { tone: 'error' });
      break;
    case 'reset-and-reload':
      clearSession();
      replace('home');
      window.location.reload();
      break;
    case 'sign-in':
      showToast(response.msg ? { text: response.msg } : { key: 'errors.loginRequired' }, {
        tone: 'error',
      });
      clearSession();
      replace('home');
      break;
    case 'none':
      break;
  }
  throw error;
}
