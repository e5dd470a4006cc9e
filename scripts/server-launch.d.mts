export declare const SERVER_NODE_ARGS: string[];
export declare const SERVER_ENTRY: string;
export declare const SERVER_ENV: Record<string, string>;
export declare function freePort(): Promise<number>;
