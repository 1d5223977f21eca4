/**
 * The live regions of the modal dialogs that are open, newest last. While a modal is open the
 * rest of the page is inert and drawn beneath it, so a toast must show inside the topmost one.
 * Dialogs register while their `open` prop is true (not while the element happens to be open),
 * so a toast raised as a dialog closes lands on the page, not in the closing dialog.
 */
const slots: Element[] = [];
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function openModalSlot(slot: Element): () => void {
  slots.push(slot);
  notify();
  return () => {
    const at = slots.lastIndexOf(slot);
    if (at !== -1) slots.splice(at, 1);
    notify();
  };
}

export function subscribeModalSlots(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function topModalSlot(): Element | null {
  return slots.at(-1) ?? null;
}
