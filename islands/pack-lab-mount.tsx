import { PackLab } from "@/components/pack-lab/pack-lab";

import { mountIsland } from "./mount";

/** Mounts the lab over its prerendered placeholder; `workerUrl` is the island's own module. */
export function mountPackLab(workerUrl: string): void {
  mountIsland("[data-pack-lab-root]", () => <PackLab workerUrl={workerUrl} />);
}
