/** Opens every input named on the command line before any is read, so a typo fails at once. */
import { ExitCode, type CliIo } from '../io.ts';
import { openFileSource, openStdinSource, type Source } from './open-source.ts';

/** Opens `names` (`-` is stdin, at most once); a missing file is a usage error (exit 2). */
export async function openSources(names: string[], io: CliIo, command: string): Promise<Source[]> {
  if (names.filter((n) => n === '-').length > 1) throw new ExitCode(2, `ground ${command}: stdin (-) can be read only once`);
  const sources: Source[] = [];
  for (const name of names) {
    try {
      sources.push(name === '-' ? await openStdinSource(io) : await openFileSource(name, io.cwd));
    } catch (err) {
      throw new ExitCode(2, `ground ${command}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return sources;
}
