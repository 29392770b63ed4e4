// The pack lab's island. The same module also runs as the lab's Web Worker: started with
// `new Worker(import.meta.url)`, it serves lint requests instead of mounting the page, so parsing
// never blocks typing and the bundle needs no second entry URL.
const entryUrl = import.meta.url;

if (typeof document === "undefined") {
  void import("@/components/pack-lab/lint-worker").then(({ serveLintRequests }) =>
    serveLintRequests(globalThis),
  );
} else {
  void import("./pack-lab-mount").then(({ mountPackLab }) => mountPackLab(entryUrl));
}
