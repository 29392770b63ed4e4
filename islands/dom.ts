// A few lines of DOM building for the islands: no framework, no innerHTML with data.

type Attrs = Record<string, string | boolean | undefined>;
type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  setAttrs(node, attrs);
  for (const child of children) if (child) node.append(child);
  return node;
}

export function setAttrs(node: Element, attrs: Attrs): void {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) node.removeAttribute(name);
    else node.setAttribute(name, value === true ? "" : value);
  }
}

/** An SVG element (the DOM's `h()` makes HTML ones). */
function svg(tag: string, attrs: Attrs, ...children: Node[]): SVGElement {
  const node = document.createElementNS("http://www.w3.org/2000/svg", tag) as SVGElement;
  setAttrs(node, attrs);
  node.append(...children);
  return node;
}

/** The magnifier icon shared by the search button and dialog. */
export function searchIcon(className = ""): SVGElement {
  const line = { width: "18", height: "18", viewBox: "0 0 24 24", fill: "none", stroke: "currentColor" };
  return svg(
    "svg",
    { ...line, "stroke-width": "2", "aria-hidden": "true", class: className },
    svg("circle", { cx: "11", cy: "11", r: "7" }),
    svg("path", { d: "m20 20-3.5-3.5" }),
  );
}

/** True when a key press belongs to a text field rather than to a page shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** A load (a module by import(), a file by fetch) run on the first call: the same promise on every call, run again after a failure. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
