import { uploadBusinessImage } from '#functions/core/partners/images.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { setupUploadbpimage } from '#shared/route-defs.js';

export const handler = apiHandler(setupUploadbpimage, (input, ctx) =>
  uploadBusinessImage(ctx.session.memberId, input.filename, ctx.files.get('file')),
);
