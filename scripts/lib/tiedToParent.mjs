#!/usr/bin/env node
// Runs a command (the arguments) and ends it, with everything in this process group, when the process
// that started this one goes away however it ended: a test runner killed by a signal or a time-out runs
// no `exit` handler, and a detached Hardhat node would keep its port. The parent holds this process's
// stdin; the kernel closes it when the parent dies. Start it detached, so that it leads its own group.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });

const endGroup = () => {
  try {
    process.kill(-process.pid, 'SIGTERM');
  } catch {
    process.exit(1);
  }
};
// A signal to the group reaches the command too: this process leaves when the command has (its exit
// code passed on), so that whoever waits for it knows the command's port and files are free.
const waitForTheCommand = () => undefined;
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, waitForTheCommand);
process.stdin.on('end', endGroup);
process.stdin.on('error', endGroup);
process.stdin.resume();
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
