export declare const SERVER_ENTRY: string;
export declare const SERVER_BUNDLE: string;
export declare const SERVER_SOURCES: string[];
/** Compiles server.ts into dist/server.mjs; answers the time it took (ms). */
export declare function buildServer(root?: string): Promise<number>;
