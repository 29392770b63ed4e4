// Types of build/steps-bundle.mjs (plain JavaScript: build/site.mjs loads it without tsx).
export declare function bundleSteps(
  dir: string,
): Promise<{ readonly steps: string; readonly threads: string }>;
