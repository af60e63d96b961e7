// jsdom finds a label's control and a field's labels by walking the whole document: `label.control`
// walks it to the element with the label's `for` id, and `input.labels` walks it calling `control`
// on every node. Testing Library's getByLabelText (and every accessible name of a field) asks each
// field of the page for its labels, so one query on the business wizard walked the document
// thousands of times: a quarter of that file's CPU (docs/adr/0086). These getters give the same
// answers, for a document with unique ids (axe checks that in the browser sweeps), by the id
// index instead; anything else (a node outside a document) asks jsdom's own.

const labelable = (el: Element | null): el is HTMLElement => {
  if (el instanceof HTMLInputElement) return el.type !== 'hidden';
  return (
    el instanceof HTMLButtonElement ||
    el instanceof HTMLMeterElement ||
    el instanceof HTMLOutputElement ||
    el instanceof HTMLProgressElement ||
    el instanceof HTMLSelectElement ||
    el instanceof HTMLTextAreaElement
  );
};

function getter(proto: object, name: string): (this: Element) => unknown {
  const get = Object.getOwnPropertyDescriptor(proto, name)?.get;
  if (!get) throw new Error(`jsdom no longer has ${name}: drop tests/web/jsdom-labels.ts`);
  return get;
}

export function indexLabels() {
  const labelProto = HTMLLabelElement.prototype;
  // Kept on the prototype so that a second file in the same worker wraps jsdom's, not ours.
  const store = labelProto as { jsdomControl?: (this: Element) => unknown };
  const jsdomControl = store.jsdomControl ?? getter(labelProto, 'control');
  store.jsdomControl = jsdomControl;

  Object.defineProperty(labelProto, 'control', {
    configurable: true,
    get(this: HTMLLabelElement) {
      const id = this.getAttribute('for');
      const root = this.getRootNode();
      if (id === null || id === '' || !(root instanceof Document)) return jsdomControl.call(this);
      const target = root.getElementById(id);
      return labelable(target) ? target : null;
    },
  });

  for (const proto of [
    HTMLInputElement.prototype,
    HTMLButtonElement.prototype,
    HTMLMeterElement.prototype,
    HTMLOutputElement.prototype,
    HTMLProgressElement.prototype,
    HTMLSelectElement.prototype,
    HTMLTextAreaElement.prototype,
  ]) {
    const own = proto as { jsdomLabels?: (this: Element) => unknown };
    const jsdomLabels = own.jsdomLabels ?? getter(proto, 'labels');
    own.jsdomLabels = jsdomLabels;
    Object.defineProperty(proto, 'labels', {
      configurable: true,
      get(this: HTMLElement) {
        if (!labelable(this)) return null;
        const root = this.getRootNode();
        if (!(root instanceof Document)) return jsdomLabels.call(this);
        return labelsByControl(root).get(this) ?? [];
      },
    });
  }
}

// Every label of the document by the control it labels, in tree order (as the live list jsdom
// returns; a static copy, as nothing here keeps one), built again after any change that can move
// a label or its control: a node added or removed, an id, a for or a type changed. The observer's
// records are also taken synchronously, so a query right after a change, before the observer's
// callback, sees it. Kept on the document: each file loads this module afresh.
type LabelIndex = { observer: MutationObserver; map: Map<Element, HTMLLabelElement[]> | null };
const INDEX = Symbol.for('tests/web/jsdom-labels');

function labelsByControl(doc: Document): Map<Element, HTMLLabelElement[]> {
  const holder = doc as Document & { [INDEX]?: LabelIndex };
  let index = holder[INDEX];
  if (!index) {
    const fresh: LabelIndex = { observer: new MutationObserver(() => (fresh.map = null)), map: null };
    fresh.observer.observe(doc, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['id', 'for', 'type'],
    });
    index = holder[INDEX] = fresh;
  }
  if (index.observer.takeRecords().length > 0) index.map = null;
  if (!index.map) {
    const map = new Map<Element, HTMLLabelElement[]>();
    for (const label of Array.from(doc.getElementsByTagName('label'))) {
      const control = label.control;
      if (control) map.set(control, [...(map.get(control) ?? []), label]);
    }
    index.map = map;
  }
  return index.map;
}
