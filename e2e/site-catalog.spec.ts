import { expect, test } from "@playwright/test";

// What the data files hold is checked on the build itself (postbuild/built-pages.test.ts); here, that
// the server sends them with their types.
test("the machine-readable files are served with their content types", async ({ request }) => {
  for (const [path, type] of [
    ["/catalog.json", "application/json"],
    ["/llms.txt", "text/plain"],
    ["/schemas/AnalysisResult.json", "application/json"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type);
  }
});
