// Copy buttons on catalog pages: `<button data-copy-text="…">` with a `[data-copy-label]` span.
// One delegated listener serves every button; the label confirms for two seconds.
// It also serves role pages' copy-then-open links (components/export/static-install-links.tsx): a
// click copies the static export file at `data-copy-url`, then the link opens the page that says
// where it goes. (Here rather than in a page tool of its own: a separate chunk cost more than this.)
import { COPY_STATUS, copyFile } from "@/components/export/copy-file";

const timers = new WeakMap<HTMLElement, number>();

export function start(): void {
  document.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>("button[data-copy-text]") : null;
    if (!button) return;
    const label = button.querySelector<HTMLElement>("[data-copy-label]") ?? button;
    const idle = button.dataset["copyIdle"] ?? "Copy";
    const show = (text: string) => {
      label.textContent = text;
      window.clearTimeout(timers.get(button));
      timers.set(
        button,
        window.setTimeout(() => {
          label.textContent = idle;
        }, 2000),
      );
    };
    const text = button.dataset["copyText"] ?? "";
    if (!navigator.clipboard) {
      show("Copy failed");
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => show("Copied"),
      () => show("Copy failed"),
    );
  });
  document.addEventListener("click", (event) => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-copy-url]") : null;
    const url = link?.dataset["copyUrl"];
    if (!link || !url) return;
    const status = link.parentElement?.querySelector<HTMLElement>("[data-install-status]") ?? null;
    void copyFile({ url }).then(
      () => status && (status.textContent = COPY_STATUS.copied),
      () => status && (status.textContent = COPY_STATUS.failed),
    );
  });
}
