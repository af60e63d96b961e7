import { describe, expect, it } from 'vitest';
import { OVERSIZED_JSON, OVERSIZED_UPLOAD } from '../support/route-properties.js';
import { Client } from '../support/live-env.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// A body over the limit, sent through the portal's HTTP server (which reads up to twice an image
// before it hands the body on), still reaches the handler whole and is refused there with 413.
// Every route's 413, and everything else about malformed bodies, is in
// tests/handlers/route-properties.test.ts and admin-properties.test.ts.

describe('bodies over the size limit through the portal', () => {
  it('a JSON route answers 413 with the body-size message', async () => {
    expect(await new Client().post('outside/saveuser', OVERSIZED_JSON)).toMatchObject({
      status: 413,
      json: { success: false, message: COMMON_MESSAGES.bodyTooLarge },
    });
  });

  it('an upload route answers 413 with the image-size message', async () => {
    expect(await new Client().post('setup/uploadbpimage', OVERSIZED_UPLOAD)).toMatchObject({
      status: 413,
      json: { success: false, message: PARTNERS_MESSAGES.imageSize },
    });
  });
});
