// Where the reader is: the header marks the current section's link, and the in-page contents
// ("On this page") mark the heading being read as the page scrolls.
import { currentSection } from "@/lib/site/browser/nav-section";

function markSection(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>("[data-site-nav] a[href]")];
  const hrefs = links.map((link) => link.getAttribute("href") ?? "");
  const current = currentSection(window.location.pathname, hrefs);
  for (const link of links) {
    const href = link.getAttribute("href");
    if (href !== current) link.removeAttribute("aria-current");
    else link.setAttribute("aria-current", window.location.pathname === href ? "page" : "true");
  }
}

/**
 * Where a heading's top is. A heading in a section the browser lays out only as it nears the viewport
 * (`content-visibility: auto`: a role page's emissions, pack, exports and tests) is read from that
 * section while the section is skipped: the heading's own box would have the browser lay the section out
 * on every scroll, the work the property saves, and is not where the heading will be drawn (at the top
 * of a role page, the last heading's box read as above the reading line). Skipped, the section is far
 * above or below the view, so its top is on the same side of the line as the heading's.
 */
function topOf(target: HTMLElement): number {
  if (target.checkVisibility({ contentVisibilityAuto: true })) return target.getBoundingClientRect().top;
  let box: HTMLElement | null = target;
  while (box && getComputedStyle(box).contentVisibility !== "auto") box = box.parentElement;
  return (box ?? target).getBoundingClientRect().top;
}

/** The last heading whose top has passed the reading line (a third down the viewport). */
function trackContents(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>("[data-toc] a[href^='#']")];
  const targets = links.flatMap((link) => {
    const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    return target ? [{ link, target }] : [];
  });
  if (targets.length === 0) return;
  const contents = document.querySelector<HTMLElement>("[data-toc]");
  let frame = 0;
  const update = () => {
    frame = 0;
    // The contents show on wide screens only; while they are hidden there is nothing to mark.
    if (contents && !contents.checkVisibility()) return;
    const line = window.innerHeight / 3;
    let current = targets[0];
    for (const item of targets) if (topOf(item.target) <= line) current = item;
    // At the very bottom the last sections may never reach the line: the last one is current.
    if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)
      current = targets.at(-1);
    for (const item of targets) {
      if (item === current) item.link.setAttribute("aria-current", "location");
      else item.link.removeAttribute("aria-current");
    }
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
  // The first mark waits for the frame too: read at once, the headings' positions forced the style and
  // layout of the rest of the page (parsed after the first paint) inside this module's start-up task,
  // the longest task of a role page's load (Lighthouse: ~60 ms, with ~40 of style and layout).
  schedule();
}

export function start(): void {
  markSection();
  trackContents();
  closeMenus();
}

/** The header's menus are <details> (they open without JavaScript); here Escape and a click outside close them. */
function closeMenus(): void {
  const menus = [...document.querySelectorAll<HTMLDetailsElement>("details[data-nav-menu]")];
  if (menus.length === 0) return;
  document.addEventListener("click", (event) => {
    for (const menu of menus)
      if (menu.open && !(event.target instanceof Node && menu.contains(event.target))) menu.open = false;
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of menus) {
      if (!menu.open) continue;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  });
}
