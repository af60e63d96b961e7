import { uploadCoopImage } from '#functions/core/admin/setup-images.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminUploadcoopimage } from '#shared/route-defs.js';

export const handler = apiHandler(adminUploadcoopimage, (input, ctx) =>
  uploadCoopImage({ plid: ctx.session.plid }, input.filename, ctx.files.get('file')),
);
