// Types of run.mjs for the TypeScript benches that call it.
import type { SpawnSyncOptions } from "node:child_process";

export function offlineEnv(): NodeJS.ProcessEnv;
export const stateDir: string;
export function run(command: string, args: string[], options?: SpawnSyncOptions): void;
