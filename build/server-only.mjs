// build/site.mjs bundles the build steps for Node, where "server-only" (a guard against a browser bundle) has nothing to do.
export {};
