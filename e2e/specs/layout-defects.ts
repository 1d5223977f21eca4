/**
 * What a person would see as broken on a phone, measured inside the page. Runs in the browser
 * (`page.evaluate(findLayoutDefects, scope)`), so it must not use anything from outside its body.
 *
 * - the page scrolls sideways;
 * - a heading is cut: its text is wider or taller than its box, or ellipsised;
 * - a control's label spills out of it: the text of a button, link or tab lies outside its box;
 * - an element is wider than the viewport or sticks out of it (only the outermost is named);
 * - a number is broken across two lines ("5,106.9" on one line, "5" on the next).
 *
 * `scope` is a CSS selector of the part to check (a dialog), or null for the whole screen.
 */
export function findLayoutDefects(scope: string | null): string[] {
  const defects: string[] = [];
  const root: Element = (scope ? document.querySelector(scope) : document.body) ?? document.body;
  const viewport = document.documentElement.clientWidth;
  const slack = 1;

  const name = (el: Element): string => {
    const role = el.getAttribute('role');
    const label = el.getAttribute('aria-label');
    const text = (label ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${text}"`;
  };

  /** Clipped away, itself or by an ancestor (screen-reader-only text); remembered per element. */
  const clipped = new Map<Element, boolean>();
  const isClipped = (el: Element | null): boolean => {
    if (!el || el === document.body) return false;
    let answer = clipped.get(el);
    if (answer === undefined) {
      answer = getComputedStyle(el).clipPath !== 'none' || isClipped(el.parentElement);
      clipped.set(el, answer);
    }
    return answer;
  };
  /** Drawn and not hidden from sight: screen-reader-only text does not count. */
  const seen = (el: Element): boolean =>
    el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) && !isClipped(el);

  /** Inside something meant to scroll sideways (a scroller may hold more than it shows). */
  const inSideScroller = (el: Element): boolean => {
    for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
      const overflow = getComputedStyle(at).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return true;
    }
    return false;
  };

  /** The box around the visible text of `el` (not its icons), or null when it has none. */
  const textBox = (el: Element): DOMRect | null => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let box: { left: number; right: number; top: number; bottom: number } | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || !seen(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      box = box
        ? {
            left: Math.min(box.left, r.left),
            right: Math.max(box.right, r.right),
            top: Math.min(box.top, r.top),
            bottom: Math.max(box.bottom, r.bottom),
          }
        : { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }
    return box ? new DOMRect(box.left, box.top, box.right - box.left, box.bottom - box.top) : null;
  };

  const outside = (inner: DOMRect, outer: DOMRect): boolean =>
    inner.left < outer.left - slack ||
    inner.right > outer.right + slack ||
    inner.top < outer.top - slack ||
    inner.bottom > outer.bottom + slack;

  if (!scope && document.documentElement.scrollWidth > viewport + slack) {
    defects.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px wide`);
  }

  for (const heading of root.querySelectorAll<HTMLElement>('h1, h2, h3')) {
    if (!seen(heading)) continue;
    const style = getComputedStyle(heading);
    const text = textBox(heading);
    if (
      heading.scrollWidth > heading.clientWidth + slack ||
      heading.scrollHeight > heading.clientHeight + slack ||
      (style.textOverflow === 'ellipsis' && style.overflowX !== 'visible') ||
      style.webkitLineClamp !== 'none' ||
      (text && outside(text, heading.getBoundingClientRect()))
    ) {
      defects.push(`title cut: ${name(heading)}`);
    }
  }

  const controls = 'button, a[href], [role="tab"], [role="button"], label, summary, select';
  for (const control of root.querySelectorAll<HTMLElement>(controls)) {
    if (!seen(control)) continue;
    const box = control.getBoundingClientRect();
    const text = textBox(control);
    const inline = getComputedStyle(control).display === 'inline';
    if (
      (text && outside(text, box)) ||
      (!inline && control.scrollWidth > control.clientWidth + slack)
    ) {
      defects.push(`label spills out of its control: ${name(control)}`);
    }
  }

  const tooWide = new Set<Element>();
  for (const el of root.querySelectorAll('*')) {
    if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.width <= viewport + slack && box.left >= -slack && box.right <= viewport + slack)
      continue;
    if (!seen(el) || inSideScroller(el)) continue;
    let parent = el.parentElement;
    while (parent && !tooWide.has(parent)) parent = parent.parentElement;
    tooWide.add(el);
    if (parent) continue;
    defects.push(
      `wider than the ${viewport}px viewport or sticking out: ${name(el)} ` +
        `(${Math.round(box.left)}…${Math.round(box.right)}px)`,
    );
  }

  /** On how many lines the characters `start`…`end` of a text node are drawn. */
  const linesOf = (node: Text, start: number, end: number): number => {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0);
    return new Set(rects.map((r) => Math.round(r.bottom))).size;
  };
  // A run of digits with its group and decimal separators, not part of a word or a hash.
  const number =
    /(?<![\p{L}\p{Nd}])\p{Nd}[\p{Nd},.\u066B\u066C'\u00A0\u202F\u2009]*\p{Nd}(?![\p{L}\p{Nd}])/gu;
  // A word of a script that puts spaces between words (Thai, Khmer, Chinese, Japanese and, by
  // default, Korean may break between any two letters).
  const word = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{M}]{2,}/gu;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const content = node.data;
    const parent = node.parentElement;
    if (!parent || !content.trim() || !seen(parent)) continue;
    // Most text sits on one line: nothing of it can be split.
    if (linesOf(node, 0, content.length) < 2) continue;
    for (const match of content.matchAll(number)) {
      if (linesOf(node, match.index, match.index + match[0].length) > 1)
        defects.push(`number broken across lines: "${match[0]}"`);
    }
    if (getComputedStyle(parent).hyphens === 'auto') continue;
    for (const chunk of content.matchAll(/\S+/g)) {
      if (chunk[0].length > 24) continue;
      for (const match of chunk[0].matchAll(word)) {
        const at = chunk.index + match.index;
        if (linesOf(node, at, at + match[0].length) > 1)
          defects.push(`word broken across lines: "${match[0]}"`);
      }
    }
  }

  return defects;
}
