// Copy buttons on catalog pages: `<button data-copy-text="…">` with a `[data-copy-label]` span.
// One delegated listener serves every button; the label confirms for two seconds.

const timers = new WeakMap<HTMLElement, number>();

export function initCopy(): void {
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
}
