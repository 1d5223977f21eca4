import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  encryptPayload,
  randomKey,
  sortedJson,
  wrapKey,
} from '../../../lib/api/legacy/envelope-crypto';
import { openLegacyRequest } from './legacy';

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
