import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encryptPayload,
  randomKey,
  sortedJson,
  wrapKey,
} from '../../../lib/api/legacy/envelope-crypto';
import { openLegacyRequest } from './legacy';
import { loginAs, startTestStack, type TestStack } from './test-stack';

const publicKey = (
  JSON.parse(readFileSync(new URL('../stack.config.json', import.meta.url), 'utf8')) as {
    legacyPublicKey: string;
  }
).legacyPublicKey;

describe('legacy encrypted layer, app ↔ server', () => {
  it('round-trips a sorted payload through the real WebCrypto code', async () => {
    const key = randomKey();
    const text = sortedJson({ b: 2, a: 'x', nested: { z: true, m: [1, 2] } });
    const sealed = await encryptPayload(text, key);
    const wrapped = await wrapKey(key, publicKey);
    expect(openLegacyRequest(wrapped, sealed)).toEqual({ key, plaintext: text });
  });

  it('refuses a tampered payload', async () => {
    const key = randomKey();
    const sealed = Buffer.from(await encryptPayload('{"a":1}', key), 'base64');
    sealed[20] = (sealed[20] ?? 0) ^ 1;
    const wrapped = await wrapKey(key, publicKey);
    expect(() => openLegacyRequest(wrapped, sealed.toString('base64'))).toThrow();
  });

  it('refuses a key wrapped for another public key', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
      type: 'spki',
      format: 'der',
    });
    const key = randomKey();
    const wrapped = await wrapKey(key, other.toString('base64'));
    expect(() => openLegacyRequest(wrapped, 'AAAA')).toThrow();
  });
});

describe('legacy encrypted layer over HTTP', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function post(payload: object, headers: Record<string, string> = {}, tamper = false) {
    const key = randomKey();
    let sealed = await encryptPayload(sortedJson(payload), key);
    if (tamper) {
      const bytes = Buffer.from(sealed, 'base64');
      bytes[14] = (bytes[14] ?? 0) ^ 0xff;
      sealed = bytes.toString('base64');
    }
    const res = await fetch(`${stack.api.url}/api/legacy/echo`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        key: await wrapKey(key, publicKey),
        isAuth: 'false',
        Locale: 'zh_TW',
        ...headers,
      },
      body: JSON.stringify({ data: sealed }),
    });
    return (await res.json()) as { errorCode: string | number; msg: string; data: unknown };
  }

  it('decrypts what the app encrypts and answers with errorCode 200', async () => {
    const answer = await post({ z: 1, a: { y: 'é', b: [2, 1] } });
    expect(answer.errorCode).toBe(200);
    expect(answer.data).toEqual({ echo: { a: { b: [2, 1], y: 'é' }, z: 1 }, locale: 'zh_TW' });
  });

  it('refuses a tampered payload', async () => {
    const answer = await post({ a: 1 }, {}, true);
    expect(answer.errorCode).toBe(1000);
  });

  it('checks the token when isAuth is set', async () => {
    expect((await post({ a: 1 }, { isAuth: 'true', Authorization: 'nope' })).errorCode).toBe(1012);
    const token = await loginAs(stack, 1);
    expect((await post({ a: 1 }, { isAuth: 'true', Authorization: token })).errorCode).toBe(200);
  });

  it('passes legacy codes through, including the not-logged-in ones', async () => {
    expect((await post({ forceErrorCode: 'code_999990' })).errorCode).toBe('code_999990');
    expect((await post({ forceErrorCode: 1012 })).errorCode).toBe(1012);
  });
});
