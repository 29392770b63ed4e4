// Types of build/cli.mjs (plain JavaScript, so that bin/casts.mjs runs it without tsx).
export declare const CLI_BUNDLE_DIR: string;
export declare const CLI_BUNDLE: string;
export declare function cliBundleIsCurrent(): boolean;
export declare function buildCli(): Promise<void>;
