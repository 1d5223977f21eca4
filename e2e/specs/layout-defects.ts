/**
 * What a person would see as broken on a phone, measured inside the page. Runs in the browser
 * (`page.evaluate(findLayoutDefects, scope)`), so it must not use anything from outside its body.
 *
 * - the page scrolls sideways;
 * - a heading is cut: its text is wider or taller than its box, or ellipsised;
 * - a control's label spills out of it: the text of a button, link or tab lies outside its box;
 * - an element is wider than the viewport or sticks out of it (only the outermost is named);
 * - a number is broken across two lines ("5,106.9" on one line, "5" on the next);
 * - a word is split across lines (its language's words, by Intl.Segmenter);
 * - an amount is parted from its unit ("+20" on one line, "USDT" on the next);
 * - a field's placeholder is wider than the field.
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

  /**
   * On how many lines a range is drawn: its boxes grouped by the band of height they share (one
   * line may hold boxes of several fonts, a pixel or two apart).
   */
  const linesOf = (range: Range): number => {
    const lines: { top: number; bottom: number }[] = [];
    for (const r of range.getClientRects()) {
      if (r.width === 0 || r.height === 0) continue;
      const middle = (r.top + r.bottom) / 2;
      const line = lines.find((l) => middle > l.top && middle < l.bottom);
      if (line) {
        line.top = Math.min(line.top, r.top);
        line.bottom = Math.max(line.bottom, r.bottom);
      } else lines.push({ top: r.top, bottom: r.bottom });
    }
    return lines.length;
  };
  const rangeOf = (node: Text, start: number, end: number): Range => {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    return range;
  };

  /** The text nodes a person sees, with their element (spaces alone too: they part words). */
  const visibleText: { node: Text; parent: HTMLElement }[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (parent && node.data && seen(parent)) visibleText.push({ node, parent });
  }

  /**
   * Words split across lines. A word is what the language's own word segmenter says it is
   * (Intl.Segmenter): so Thai and Khmer, which put no spaces between words, are broken only
   * between their words, and a word of any script split over two line boxes ("Withdr/aw",
   * "Попол/нить", "ステーキン/グ") is a defect, hyphenated or not.
   */
  const segmenters = new Map<string, Intl.Segmenter>();
  const wordsOf = (text: string, lang: string) => {
    let segmenter = segmenters.get(lang);
    if (!segmenter) {
      segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
      segmenters.set(lang, segmenter);
    }
    return [...segmenter.segment(text)].filter((s) => s.isWordLike && s.segment.length > 1);
  };
  // A run of digits with its group and decimal separators, not part of a word or a hash (the
  // segmenter parts "250 000,5" at its spaces).
  const number =
    /(?<![\p{L}\p{Nd}])\p{Nd}[\p{Nd},.\u066B\u066C'\u00A0\u202F\u2009]*\p{Nd}(?![\p{L}\p{Nd}])/gu;
  // Running Chinese and Japanese text may break between any two characters (the languages' own
  // line-breaking rules); a label, title or tab may not: "ステーキン/グ" in the tab bar is a defect.
  const chinese = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;
  const labels =
    'button, a, [role="tab"], [role="button"], label, legend, summary, h1, h2, h3, h4, dt, th, nav';
  for (const { node, parent } of visibleText) {
    const content = node.data;
    if (!content.trim()) continue;
    // Most text sits on one line: nothing of it can be split.
    if (linesOf(rangeOf(node, 0, content.length)) < 2) continue;
    for (const match of content.matchAll(number)) {
      if (linesOf(rangeOf(node, match.index, match.index + match[0].length)) > 1)
        defects.push(`number broken across lines: "${match[0]}"`);
    }
    const lang = parent.closest('[lang]')?.getAttribute('lang') || 'en';
    const label = Boolean(parent.closest(labels));
    for (const word of wordsOf(content, lang)) {
      if (/^\p{Nd}/u.test(word.segment)) continue; // numbers are checked above
      if (!label && chinese.test(word.segment)) continue;
      if (linesOf(rangeOf(node, word.index, word.index + word.segment.length)) > 1)
        defects.push(`word broken across lines: "${word.segment}"`);
    }
  }

  /**
   * An amount parted from its unit ("+20" at the end of a line, "USDT" on the next). The two are
   * often separate text nodes (a formatted number, then its symbol), so the text of each block
   * is read whole and the match measured across its nodes.
   */
  const unit = '(?:USDT|RWAT|RWAC|BNB|U)';
  const amount = "[+\\-\u2212]?\\p{Nd}[\\p{Nd},.\u066B\u066C'\u00A0\u202F\u2009]*";
  const amountWithUnit = new RegExp(
    `(?<![\\p{L}\\p{Nd}])(?:${amount}[\\s\u00A0\u202F]*${unit}|${unit}[\\s\u00A0\u202F]*${amount})(?![\\p{L}\\p{Nd}])`,
    'gu',
  );
  const blockOf = (el: HTMLElement): HTMLElement => {
    let at = el;
    while (at.parentElement && at !== root && getComputedStyle(at).display.startsWith('inline'))
      at = at.parentElement;
    return at;
  };
  const blocks = new Map<HTMLElement, { node: Text; start: number }[]>();
  const texts = new Map<HTMLElement, string>();
  for (const { node, parent } of visibleText) {
    const block = blockOf(parent);
    const pieces = blocks.get(block) ?? [];
    const text = texts.get(block) ?? '';
    pieces.push({ node, start: text.length });
    blocks.set(block, pieces);
    texts.set(block, text + node.data);
  }
  for (const [block, pieces] of blocks) {
    const text = texts.get(block) ?? '';
    /** The node and offset of a character of the block's text (an end: the node it ends in). */
    const at = (offset: number, end: boolean) => {
      let piece = pieces[0] as (typeof pieces)[number];
      for (const p of pieces) if (end ? p.start < offset : p.start <= offset) piece = p;
      return [piece.node, offset - piece.start] as const;
    };
    for (const match of text.matchAll(amountWithUnit)) {
      const range = document.createRange();
      range.setStart(...at(match.index, false));
      range.setEnd(...at(match.index + match[0].length, true));
      if (linesOf(range) > 1)
        defects.push(`amount parted from its unit: "${match[0].replace(/\s+/g, ' ')}"`);
    }
  }

  /**
   * A placeholder cut by its field ("Enter the withd…"): its text, set in the placeholder's own
   * font in a hidden span, is wider than the room inside the input.
   */
  for (const input of root.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
    if (!input.placeholder || input.value || !seen(input)) continue;
    const font = getComputedStyle(input, '::placeholder');
    const own = getComputedStyle(input);
    const probe = document.createElement('span');
    probe.lang = input.closest('[lang]')?.getAttribute('lang') || 'en';
    probe.textContent = input.placeholder;
    probe.style.cssText = `position: fixed; visibility: hidden; white-space: pre; font: ${font.font || own.font}; letter-spacing: ${font.letterSpacing};`;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    const room =
      input.clientWidth - parseFloat(own.paddingInlineStart) - parseFloat(own.paddingInlineEnd);
    if (width > room + slack)
      defects.push(
        `placeholder cut: "${input.placeholder}" (${Math.round(width)}px in ${Math.round(room)}px)`,
      );
  }

  return defects;
}
