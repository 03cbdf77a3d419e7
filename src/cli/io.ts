/** What a command may touch: output streams, input, environment and working directory. */
export interface CliIo {
  stdout: { write(chunk: string): unknown; isTTY?: boolean };
  stderr: { write(chunk: string): unknown; isTTY?: boolean };
  /** Reads all of standard input as text. */
  readStdin(): Promise<string>;
  /** Standard input as a stream, so large files piped in are read with bounded memory. */
  stdin?: AsyncIterable<string | Uint8Array>;
  stdinIsTTY: boolean;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
}

/** Thrown by commands to end with an exit code; only `main` turns it into the process's exit code. */
export class ExitCode extends Error {
  readonly code: number;
  constructor(code: number, message = '') {
    super(message);
    this.code = code;
  }
}

/** A path from the command line, taken from `cwd` when relative. */
export function resolvePath(cwd: string, path: string): string {
  return path.startsWith('/') ? path : `${cwd}/${path}`;
}
