/**
 * An idempotency key for a write the server makes once however often it is sent: 128 random bits
 * (crypto.getRandomValues, which unlike randomUUID also works over plain http).
 */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
