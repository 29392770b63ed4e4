// Role pages' copy-then-open links (components/export/static-install-links.tsx): a click copies the
// static export file at `data-copy-url`, then the link opens the page that says where it goes.
import { COPY_STATUS, copyFile } from "@/components/export/copy-file";

export function start(): void {
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
