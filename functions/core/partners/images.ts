import { fileTypeFromBuffer } from 'file-type';
import { BUSINESS_STATUS, LIMITS } from '#shared/constants.js';
import { publicMediaKey } from '#shared/media-keys.js';
import { putMedia } from '#functions/db/media-repo.js';
import { getMember } from '#functions/db/members-repo.js';
import { getPartnerOwner } from '#functions/db/partners-repo.js';
import { invalid, inConflict, forbidden, tooLarge, unauthenticated } from '#functions/model/errors.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// setup/uploadbpimage: a business's logo (Image1C), primary (Image2C) or secondary image (Image3C),
// as the spec names them. The type is read from the bytes (file-type), never from the name or the
// browser's word; the name's extension must agree. Stored under the member's own folder, so no
// one can overwrite another's images by guessing a business id.

const TYPES: Record<string, { ext: string; mime: string }> = {
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
};
const NAME = /^Image([123])C-([A-Za-z0-9-]{1,64})\.(jpg|jpeg|png)$/i;

/** Where a member's business image lives in the media bucket: business/<memberId>/<filename>, served under /static/. */
export const businessImageKey = (memberId: string, filename: string) => publicMediaKey('business', memberId, filename);

/** The stored image a draft names, or null when the name is not one of this business's. */
export function draftImageKey(memberId: string, bpId: string, filename: string | null | undefined): string | null {
  const parts = filename ? NAME.exec(filename) : null;
  return parts && parts[2] === bpId ? businessImageKey(memberId, filename!) : null;
}

export async function uploadBusinessImage(memberId: string, filename: string, file: File | undefined) {
  const member = await getMember(memberId);
  if (!member) throw unauthenticated(COMMON_MESSAGES.pleaseLogin);
  if (member.role !== 'member') throw forbidden(PARTNERS_MESSAGES.adminCannotCreateBusiness);
  const [, , bpId, extension] = NAME.exec(filename) ?? [];
  if (!file || !bpId || !extension) throw invalid(PARTNERS_MESSAGES.imageFormat);
  if (file.size > LIMITS.imageBytes) throw tooLarge(PARTNERS_MESSAGES.imageSize);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const wanted = TYPES[extension.toLowerCase()]!;
  if (!detected || detected.ext !== wanted.ext) throw invalid(PARTNERS_MESSAGES.imageFormat);
  const owner = await getPartnerOwner(bpId);
  if (owner && owner.memberId !== memberId) throw forbidden(PARTNERS_MESSAGES.businessIdTaken);
  if (owner && owner.status !== BUSINESS_STATUS.draft && owner.status !== BUSINESS_STATUS.rejected)
    throw inConflict(PARTNERS_MESSAGES.draftLocked);
  // A replaced image keeps its name (the draft names it), so caches must revalidate it.
  await putMedia(businessImageKey(memberId, filename), bytes, wanted.mime, 'revalidate');
  return { success: true, message: filename };
}
