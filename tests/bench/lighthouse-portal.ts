import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPortal } from '#infra/local/portal.js';

// The Lighthouse bench's portal, in a process of its own (as under `npm start`): in the bench's
// process, Lighthouse's own work (the trace and the audits) shared the server's event loop, and
// Lantern's estimate of the server's response time, which it adds to every simulated request, was
// 248 ms in the median of 5 clocaldeals runs against 64 ms here. Prints its URL as the first line
// of stdout; stops when its stdin closes, which also happens when the bench dies in any way.

// The portal's one-line-per-request log would drown the bench's table.
process.env.LOG_LEVEL = 'silent';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
const portal = await startPortal({ dataDir, port: 0, inMemory: true, http2: true });
console.log(portal.url);

process.stdin.resume().once('end', () => {
  void portal.stop().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
