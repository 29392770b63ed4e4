// A JSX runtime that builds DOM nodes, for the framework-free islands: esbuild compiles the `main`
// bundle's JSX against it (postbuild/islands.ts), so an island draws the same components the server
// renders with React (components/directory-roles/*) instead of a hand-made copy of their markup.
// It covers what those components use: intrinsic elements with React's prop names, function
// components, fragments, `style` objects and `on*` handlers. Strings only ever become text nodes or
// attribute values; `dangerouslySetInnerHTML` and string `on*` attributes are refused.

type Props = Record<string, unknown> & { children?: unknown };
type Component = (props: Props) => unknown;

export const Fragment = Symbol.for("dom-jsx.fragment");

const SVG_NS = "http://www.w3.org/2000/svg";
const SVG_TAGS = new Set(["svg", "path", "circle", "g", "line", "polyline", "polygon", "rect"]);
/** Attributes whose `false` is written out ("false"), as React does; other `false` values drop the attribute. */
const BOOLEANISH = /^(aria-|spellcheck$|draggable$|contenteditable$)/;
const RENAMED: Readonly<Record<string, string>> = { className: "class", htmlFor: "for" };

function attributeName(key: string, svg: boolean): string {
  const renamed = RENAMED[key];
  if (renamed) return renamed;
  if (key.startsWith("data-") || key.startsWith("aria-")) return key;
  // SVG keeps viewBox's case; its other camelCase props are hyphenated (strokeWidth → stroke-width).
  if (svg) return key === "viewBox" ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return key.toLowerCase();
}

function appendChild(parent: Node, child: unknown): void {
  if (child === null || child === undefined || typeof child === "boolean") return;
  if (Array.isArray(child)) for (const item of child) appendChild(parent, item);
  else if (child instanceof Node) parent.appendChild(child);
  else parent.appendChild(document.createTextNode(String(child)));
}

function setProp(node: Element, key: string, value: unknown): void {
  if (key === "children" || key === "key" || value === undefined || value === null) return;
  if (key === "dangerouslySetInnerHTML") throw new Error("dom-jsx: dangerouslySetInnerHTML is not supported");
  if (key.startsWith("on")) {
    if (typeof value !== "function") throw new Error(`dom-jsx: ${key} must be a function`);
    node.addEventListener(key.slice(2).toLowerCase(), value as EventListener);
    return;
  }
  if (key === "style" && typeof value === "object") {
    for (const [property, setting] of Object.entries(value as Record<string, unknown>))
      if (setting !== undefined && setting !== null)
        (node as HTMLElement).style.setProperty(
          property.startsWith("--") ? property : property.replace(/[A-Z]/g, (l) => `-${l.toLowerCase()}`),
          String(setting),
        );
    return;
  }
  const name = attributeName(key, node.namespaceURI === SVG_NS);
  if (value === false) {
    if (BOOLEANISH.test(name)) node.setAttribute(name, "false");
    return;
  }
  node.setAttribute(name, value === true ? "" : Array.isArray(value) ? value.join(" ") : String(value));
}

export function jsx(type: string | symbol | Component, props: Props): Node {
  if (typeof type === "function") {
    const fragment = document.createDocumentFragment();
    appendChild(fragment, type(props));
    return fragment;
  }
  if (type === Fragment) {
    const fragment = document.createDocumentFragment();
    appendChild(fragment, props.children);
    return fragment;
  }
  const tag = String(type);
  const node = SVG_TAGS.has(tag) ? document.createElementNS(SVG_NS, tag) : document.createElement(tag);
  for (const [key, value] of Object.entries(props)) setProp(node, key, value);
  appendChild(node, props.children);
  return node;
}

export const jsxs = jsx;

/** A JSX expression as the DOM node it builds (TypeScript types JSX as React elements). */
export function domNode(element: unknown): Node {
  if (!(element instanceof Node)) throw new Error("dom-jsx: not built by the DOM runtime");
  return element;
}
