import { webManifestFor } from '#functions/core/home/web-manifest.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideManifest } from '#shared/route-defs.js';

export const handler = apiHandler(outsideManifest, (_input, ctx) => webManifestFor(ctx.host));
