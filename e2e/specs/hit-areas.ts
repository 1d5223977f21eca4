/**
 * Every control in `scope` (a selector; the whole page when null) whose hit area is smaller
 * than `min` × `min` CSS px, as "<tag> "name" w×h". The hit area is the box of the element that
 * receives the tap; for a checkbox or radio inside its label, the label's (a tap on the label is
 * a tap on the box). Hidden controls (no box, `visibility: hidden`, inert) are not counted.
 * Runs in the page: self-contained.
 */
export function findSmallTargets([scope, min]: readonly [string | null, number]): string[] {
  const root = (scope ? document.querySelector(scope) : document.body) ?? document.body;
  const controls = root.querySelectorAll<HTMLElement>(
    [
      'button',
      'a[href]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="radio"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="tab"]',
    ].join(', '),
  );
  const small: string[] = [];
  for (const control of controls) {
    if (control.closest('[inert]')) continue;
    if (getComputedStyle(control).visibility === 'hidden') continue;
    const choice =
      control instanceof HTMLInputElement &&
      (control.type === 'checkbox' || control.type === 'radio');
    const target = (choice && control.closest('label')) || control;
    const box = target.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    // A hundredth of a pixel spare: layout rounds, a 44 px box can measure 43.996.
    if (box.width + 0.01 >= min && box.height + 0.01 >= min) continue;
    const name =
      control.getAttribute('aria-label') ||
      target.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ||
      control.getAttribute('placeholder') ||
      '';
    const kind =
      control instanceof HTMLInputElement
        ? `input type=${control.type}`
        : control.tagName.toLowerCase();
    small.push(`<${kind}> "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
  }
  return small;
}
