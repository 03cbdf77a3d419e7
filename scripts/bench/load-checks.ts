// Load generator of `npm run bench:health`, run in its own process so that its work never shares
// the event loop of the process timing /v1/health. Sends POSTs with autocannon for a while and
// prints one JSON line: requests/s and the count of each status.
// Usage: node scripts/bench/load-checks.ts URL KEY PATH BODY_FILE CONNECTIONS SECONDS
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface CannonResult { requests: { average: number }; statusCodeStats: Record<string, { count: number }>; errors: number; timeouts: number }
interface CannonOptions { url: string; method: string; headers: Record<string, string>; body: string; connections: number; duration: number }
const autocannon = createRequire(import.meta.url)('autocannon') as (o: CannonOptions) => Promise<CannonResult>;

const [url = '', key = '', path = '', bodyFile = '', connections = '1', seconds = '10'] = process.argv.slice(2);
const result = await autocannon({
  url: `${url}${path}`, method: 'POST', body: readFileSync(bodyFile, 'utf8'),
  headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
  connections: Number(connections), duration: Number(seconds),
});
const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, s]) => [status, s.count]));
console.log(JSON.stringify({ rps: result.requests.average, statuses, errors: result.errors + result.timeouts }));
