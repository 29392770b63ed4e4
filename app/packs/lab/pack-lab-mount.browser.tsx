import { PackLab, type PackLabProps } from "@/components/pack-lab/pack-lab";

import { hydrateIsland, mountIsland } from "@/islands/mount";

/**
 * Brings the lab's prerendered markup to life; `workerUrl` is the island's own module. With the build's
 * report of the site's pack it hydrates that markup; without it (the file did not load) it draws the
 * lab afresh, which then checks the pack in the worker.
 */
export function startPackLab(
  root: HTMLElement,
  workerUrl: string,
  props: Omit<PackLabProps, "workerUrl">,
): void {
  const lab = <PackLab workerUrl={workerUrl} {...props} />;
  if (props.defaultReport) hydrateIsland(root, lab);
  else mountIsland("[data-pack-lab-root]", () => lab);
}
