// Lints openapi.json with Redocly's recommended rules; exits non-zero on any error.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = fileURLToPath(new URL('../node_modules/.bin/redocly', import.meta.url));
const run = spawnSync(bin, ['lint', 'openapi.json', '--format', 'stylish'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(run.status ?? 1);
