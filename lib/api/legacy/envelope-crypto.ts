/**
 * The legacy layer's request encryption, on WebCrypto: a fresh 16-character key per request
 * (from an alphabet without look-alike characters) encrypts the sorted-key JSON payload with
 * AES-GCM; the key itself is wrapped with the fixed RSA public key (RSA-OAEP, SHA-256).
 */

/** No 0/O/o, 1/l/I: a key a person may read aloud from a log is never ambiguous. */
export const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const KEY_LENGTH = 16;

/** A uniformly random key: bytes that would bias the modulo are drawn again. */
export function randomKey(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const limit = 256 - (256 % KEY_ALPHABET.length);
  let key = '';
  while (key.length < KEY_LENGTH) {
    for (const byte of random(new Uint8Array(KEY_LENGTH * 2))) {
      if (byte < limit && key.length < KEY_LENGTH) key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
    }
  }
  return key;
}

/** JSON with object keys sorted at every depth, so both sides hash and compare the same text. */
export function sortedJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v as Record<string, unknown>)
          .sort()
          .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return JSON.stringify(sort(value));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/** AES-GCM with the 16 key characters as a 128-bit key; the result is base64(iv ‖ ciphertext). */
export async function encryptPayload(plaintext: string, key: string): Promise<string> {
  const aesKey = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(key),
    'AES-GCM',
    false,
    ['encrypt'],
  );
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      aesKey,
      new TextEncoder().encode(plaintext),
    ),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64(out);
}

/** Wraps the one-time key with the fixed public key (SPKI, base64). */
export async function wrapKey(key: string, publicKeySpki: string): Promise<string> {
  const publicKey = await crypto.subtle.importKey(
    'spki',
    fromBase64(publicKeySpki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const wrapped = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    publicKey,
    new TextEncoder().encode(key),
  );
  return toBase64(new Uint8Array(wrapped));
}
