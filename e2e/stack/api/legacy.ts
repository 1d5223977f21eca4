/**
 * The legacy encrypted layer, as the server sees it: unwrap the one-time key with the test
 * private key, decrypt the AES-GCM payload, insist on sorted keys, and answer with
 * `{ errorCode, msg, data }`. `POST /api/legacy/echo` returns what it received, so a test can
 * prove the round trip; a payload field `forceErrorCode` makes it answer with that code.
 */
import { constants, createDecipheriv, createPrivateKey, privateDecrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from './codes';
import { headerText, readBody, sendJson } from './http-io';
import { authenticate, type SessionLimits } from './sessions';
import type { State } from './state';

// A test key, committed on purpose: it protects nothing but this local reference server.
const privateKey = createPrivateKey(
  readFileSync(new URL('./legacy-test-key.pem', import.meta.url)),
);
const KEY_PATTERN = /^[ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789]{16}$/;

function answer(
  res: ServerResponse,
  errorCode: string | number,
  msg: string,
  data: unknown = null,
): void {
  sendJson(res, 200, { errorCode, msg, data });
}

function sortedJson(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sort(value));
}

/** Decrypts one request; throws on any tampering (wrong key, altered ciphertext, bad shape). */
export function openLegacyRequest(
  wrappedKey: string,
  sealed: string,
): { key: string; plaintext: string } {
  const key = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(wrappedKey, 'base64'),
  ).toString('utf8');
  if (!KEY_PATTERN.test(key)) throw new Error('bad key');
  const bytes = Buffer.from(sealed, 'base64');
  if (bytes.length < 12 + 16) throw new Error('short payload');
  const iv = bytes.subarray(0, 12);
  const tag = bytes.subarray(bytes.length - 16);
  const ciphertext = bytes.subarray(12, bytes.length - 16);
  const decipher = createDecipheriv('aes-128-gcm', Buffer.from(key, 'utf8'), iv);
  decipher.setAuthTag(tag);
  const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  return { key, plaintext };
}

export async function handleLegacy(
  req: IncomingMessage,
  res: ServerResponse,
  state: State,
  pathname: string,
  limits: SessionLimits,
) {
  if (req.method !== 'POST' || pathname !== '/api/legacy/echo') {
    answer(res, 404, 'not found');
    return;
  }
  let payload: Record<string, unknown>;
  try {
    const body = JSON.parse(await readBody(req)) as { data?: unknown };
    const wrapped = headerText(req.headers.key);
    if (typeof body.data !== 'string' || !wrapped) throw new Error('missing data or key');
    const { plaintext } = openLegacyRequest(wrapped, body.data);
    payload = JSON.parse(plaintext) as Record<string, unknown>;
    if (sortedJson(payload) !== plaintext) throw new Error('keys not sorted');
  } catch {
    answer(res, 1000, 'The request could not be decrypted');
    return;
  }
  if (headerText(req.headers.isauth) === 'true') {
    try {
      authenticate(state, headerText(req.headers.authorization), null, limits);
    } catch (error) {
      answer(res, error instanceof ApiError ? error.code : 1012, 'Please log in to access');
      return;
    }
  }
  if (typeof payload.forceErrorCode === 'string' || typeof payload.forceErrorCode === 'number') {
    answer(
      res,
      payload.forceErrorCode,
      typeof payload.forceMsg === 'string' ? payload.forceMsg : 'forced',
    );
    return;
  }
  answer(res, 200, 'ok', { echo: payload, locale: headerText(req.headers.locale) });
}
