/**
 * What a phone must never show, read off the page as laid out: an ordinary word broken across two lines
 * (addresses, ids and e-mails, marked `.crw-break` or longer than any word, may break), and the screen's
 * main button out of sight. Evaluated in the document that renders the widget (the merchant page, whose
 * element holds it in a shadow root, or the widget's own page in the frame).
 */
import type { Frame, Page } from 'playwright-core';

export type LayoutProblems = { brokenWords: string[]; primaryOutOfSight: string | null };

export function layoutProblems(frame: Frame | Page): Promise<LayoutProblems> {
  return frame.evaluate(() => {
    const host = document.querySelector('crypto-ramp-widget');
    const root: ParentNode | null = host ? host.shadowRoot : document;
    if (!root) return { brokenWords: [], primaryOutOfSight: null };
    const brokenWords: string[] = [];
    const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('.crw-break, .crw-visually-hidden, [hidden], dialog:not([open]), style')) continue;
      const text = node.textContent ?? '';
      // A line may break after a hyphen ("one-|time"): the pieces between hyphens are the words.
      for (const match of text.matchAll(/[^\s\-\u2010]+/g)) {
        const word = match[0];
        // Addresses, ids, e-mails and links: no ordinary word is this long, or has an @ in it.
        if (word.length > 24 || word.includes('@') || word.length < 2) continue;
        const range = document.createRange();
        range.setStart(node, match.index ?? 0);
        range.setEnd(node, (match.index ?? 0) + word.length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) brokenWords.push(word);
      }
    }
    // The main action: the first primary button on screen (in an open modal, the modal's).
    const scope = (root.querySelector('dialog[open]') ?? root) as ParentNode;
    const primary = [...scope.querySelectorAll<HTMLElement>('.crw-primary')].find((b) => b.offsetParent !== null);
    let primaryOutOfSight: string | null = null;
    if (primary) {
      const box = primary.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) primaryOutOfSight = `"${primary.textContent}" at ${Math.round(box.top)}–${Math.round(box.bottom)} px, the viewport ${window.innerHeight} px tall`;
    }
    return { brokenWords, primaryOutOfSight };
  });
}
