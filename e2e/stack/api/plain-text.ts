/**
 * Characters that reorder text when shown (U+202A–202E embeddings and overrides, U+2066–2069
 * isolates, U+200E/200F and U+061C marks): a title could show an address written backwards.
 * The app removes the same from notice bodies and titles (`lib/html/bidi-controls.ts`).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** Text shown as plain text (a notice title), without bidirectional controls. */
export function plainText(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
