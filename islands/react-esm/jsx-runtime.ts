// React's JSX runtime as ES module bindings, for the islands' JSX (postbuild/islands.ts points
// esbuild's automatic JSX here). React ships CommonJS, so a module importing react/jsx-runtime
// itself calls every element through the interop namespace, `(0, runtime.jsx)(…)`; imported from
// here, the calls are plain `jsx(…)`.
import * as runtime from "react/jsx-runtime";

export const { Fragment, jsx, jsxs } = runtime;
