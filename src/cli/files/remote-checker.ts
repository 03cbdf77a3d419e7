/** The remote checker (`--server URL --key K`): not wired yet. */
import { ExitCode } from '../io.ts';
import type { Checker } from './run-rows.ts';

/** Creates a checker that sends answers to a `ground serve`. */
export async function createRemoteChecker(_remote: { server: string; key: string }): Promise<Checker & { model: string }> {
  throw new ExitCode(2, '--server: remote checking is not available in this build yet');
}
