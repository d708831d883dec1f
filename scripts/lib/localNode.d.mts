// Types for localNode.mjs, for the TypeScript that imports it (the front end's tests).
import type { ChildProcess } from 'node:child_process';

export const repoRoot: string;
export function rpcChainId(rpcUrl: string): Promise<string | null>;
export function spawnTiedToThisProcess(
  command: string,
  args: string[],
  options?: {
    cwd?: string;
    env?: NodeJS.ProcessEnv;
    output?: ['ignore' | 'inherit' | 'pipe', 'ignore' | 'inherit' | 'pipe'];
  },
): ChildProcess;
export function startHardhatNode(port: number): ChildProcess;
export function waitForNode(rpcUrl: string, node: ChildProcess, timeoutMs?: number): Promise<void>;
export function stopProcessGroup(child: ChildProcess): void;
