// Lints openapi.json with Redocly's recommended rules (fails on errors) and Spectral's
// `spectral:oas` ruleset in .spectral.yaml (fails on warnings too); exits non-zero if either fails.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string): string => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const runs = [
  spawnSync(bin('redocly'), ['lint', 'openapi.json', '--format', 'stylish'], { cwd: root, stdio: 'inherit', env }),
  spawnSync(bin('spectral'), ['lint', 'openapi.json', '--ruleset', '.spectral.yaml', '--fail-severity', 'warn'], { cwd: root, stdio: 'inherit', env }),
];
process.exit(runs.every((run) => run.status === 0) ? 0 : 1);
