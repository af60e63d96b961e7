import { homeDataFor } from '#functions/core/home/home-data.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideGethomedata } from '#shared/route-defs.js';

export const handler = apiHandler(outsideGethomedata, (input, ctx) =>
  homeDataFor({ memberPlid: ctx.session?.plid, key: input.key, url: input.url, requestHost: ctx.host }),
);
