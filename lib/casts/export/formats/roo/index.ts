// roo: https://docs.roocode.com/features/custom-modes — import only (Roo Code / Cline `.roomodes`);
// there is no writer, so it is not an export target (see ../index.ts).
export { rooReader } from "./read";
