// Testing Library's role queries ask jsdom for the computed style of every candidate and of each
// of its ancestors (is it hidden?), and the accessible name asks again for every node of the
// name. jsdom computes each from scratch, matching every rule of every style sheet and walking
// the ancestors for inherited properties: a fifth of the deal modal file's CPU (docs/adr/0086).
// The page does not change during one query, nor between two polls of a wait while nothing
// happens, so a computed style is kept until the document changes in any way (a node, an
// attribute, a text; the records are taken synchronously, so the first call after a change sees
// it) or the focus moves (:focus rules). Pseudo-elements are not kept.

type StyleCache = {
  jsdom: Window['getComputedStyle'];
  observer: MutationObserver;
  styles: WeakMap<Element, CSSStyleDeclaration>;
};
const CACHE = Symbol.for('tests/web/computed-style-cache');

export function cacheComputedStyle() {
  // Once per document: a second file on the same page keeps the first file's wrapper.
  const holder = document as Document & { [CACHE]?: StyleCache };
  if (holder[CACHE]) return;
  const cache: StyleCache = {
    jsdom: window.getComputedStyle.bind(window),
    observer: new MutationObserver(() => (cache.styles = new WeakMap())),
    styles: new WeakMap(),
  };
  holder[CACHE] = cache;
  cache.observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const forget = () => (cache.styles = new WeakMap());
  document.addEventListener('focusin', forget, true);
  document.addEventListener('focusout', forget, true);
  window.getComputedStyle = (element, pseudo) => {
    if (pseudo) return cache.jsdom(element, pseudo);
    if (cache.observer.takeRecords().length > 0) forget();
    let style = cache.styles.get(element);
    if (!style) {
      style = cache.jsdom(element);
      cache.styles.set(element, style);
    }
    return style;
  };
}
