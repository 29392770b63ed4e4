// Never loaded itself: as a third entry point it makes esbuild's code splitting put React, React DOM
// and the JSX runtime in one chunk of their own (the "framework chunk"), shared and cached apart
// from the composer's code, and measured apart by scripts/bench/composer.ts.
import * as React from "react";
import * as ReactDomClient from "react-dom/client";
import * as JsxRuntime from "react/jsx-runtime";

export { JsxRuntime, React, ReactDomClient };
