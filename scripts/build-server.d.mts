/** Types of `scripts/build-server.mjs` (plain JavaScript, run by Node without tsx), for its tests. */

/** The repository root (absolute path). */
export const repoRoot: string;
/** The bundle `npm start` imports: `build/server/start.mjs`. */
export const serverBundle: string;
/** The files and folders the bundle is built from. */
export const serverSources: string[];
/** Packages the bundle leaves to Node's resolution at run time. */
export const EXTERNAL: string[];
/** The newest modification time (ms since the epoch) of a file or of any file under a folder; 0 if missing. */
export function newestChange(target: string): number;
/** Whether `bundle` is missing or older than a file of `sources`. */
export function bundleIsStale(bundle: string, sources: string[]): boolean;
/** Bundles `src/server/start.ts` into `outfile` (its folder replaced whole, chunks beside it); resolves to the time it took in ms. */
export function buildServer(outfile?: string): Promise<number>;
