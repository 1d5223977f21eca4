let lastMillis = 0n;
let sequence = 0n;

/**
 * A new deposit order number: milliseconds since 1970 times a million plus a sequence. Order
 * numbers live on chain for good, so they must stay unique across resets and restarts of this
 * server against the same chain, which an in-memory counter alone would not.
 */
export function newOrderNo(now = Date.now()): string {
  const millis = BigInt(now);
  if (millis > lastMillis) {
    lastMillis = millis;
    sequence = 0n;
  } else {
    sequence += 1n;
    if (sequence >= 1_000_000n) {
      lastMillis += 1n;
      sequence = 0n;
    }
  }
  return (lastMillis * 1_000_000n + sequence).toString();
}
