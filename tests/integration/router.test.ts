import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handlerFile, routeList } from '#shared/routes.js';
import { portalUrl, post } from '../support/live-env.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// What the local router (like $default in AWS) answers for paths with no handler yet.

const pending = routeList.filter((r) => !existsSync(handlerFile(r.path))).map((r) => r.path);

describe('router', () => {
  it.each(pending)('%s answers 501 until its issue lands', async (path) => {
    expect(await post(path, {})).toMatchObject({
      status: 501,
      json: { success: false, message: COMMON_MESSAGES.notImplemented },
    });
  });

  it('answers 404 for a path that is not in the route table', async () => {
    expect(await post('outside/nothing-here', {})).toMatchObject({
      status: 404,
      json: { success: false, message: COMMON_MESSAGES.notFound },
    });
  });

  it('answers 405 for a GET on an API path', async () => {
    const res = await fetch(`${portalUrl()}/api/outside/gethomedata`);
    expect(res.status).toBe(405);
  });

  it('serves the SPA for app routes and 404 for a missing asset', async () => {
    const page = await fetch(`${portalUrl()}/b2c/chome`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`${portalUrl()}/assets/missing-file.js`)).status).toBe(404);
  });
});
