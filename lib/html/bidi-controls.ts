/**
 * Characters that reorder text when shown (U+202A–202E embeddings and overrides, U+2066–2069
 * isolates, U+200E/200F and U+061C marks): a notice could show an address written backwards.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** The text without bidirectional controls, for what a notice says in its title as in its body. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
