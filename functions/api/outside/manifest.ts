import { webManifestFor } from '../../core/home/web-manifest.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['outside/manifest'], (_input, ctx) => webManifestFor(ctx.host));
