import { afterEach, describe, expect, it, vi } from "vitest";

import { DOWNLOAD_URL_LIFETIME_MS, downloadText } from "./download";

describe("downloadText", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("clicks a link to the blob and keeps its URL alive long enough for the browser to read it", async () => {
    vi.useFakeTimers();
    const link = { href: "", download: "", click: vi.fn(), remove: vi.fn() };
    const revoked: string[] = [];
    let blob: Blob | undefined;
    vi.stubGlobal("document", { createElement: () => link, body: { append: vi.fn() } });
    vi.stubGlobal("URL", {
      createObjectURL: (made: Blob) => ((blob = made), "blob:one"),
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    downloadText("adv-critic.profile.yaml", "name: adv-critic\n");
    expect(link).toMatchObject({ href: "blob:one", download: "adv-critic.profile.yaml" });
    expect(link.click).toHaveBeenCalledOnce();
    expect(await blob?.text()).toBe("name: adv-critic\n");
    vi.advanceTimersByTime(DOWNLOAD_URL_LIFETIME_MS - 1);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(revoked).toEqual(["blob:one"]);
  });
});
