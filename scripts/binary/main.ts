// The single executable's entry, bundled by scripts/build-binary.ts: runs the CLI as bin/ground
// does (main sets the exit code; nothing calls process.exit).
import { main } from '../../src/cli/main.ts';

void main();
