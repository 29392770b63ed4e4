// What the layout's `import "./globals.css"` loads in `next build` (next.config.ts): nothing. The
// export's stylesheet is compiled beside Next and linked from every page by the post-build
// (postbuild/styles.ts says why); `npm run dev` loads globals.css itself.
export {};
