import { uploadBusinessImage } from '../../core/partners/images.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['setup/uploadbpimage'], (input, ctx) => uploadBusinessImage(ctx.session!.memberId, input.filename, ctx.files.get('file')));
