import { wizardCategories } from '#functions/core/partners/wizard-data.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { tbpListcategories } from '#shared/route-defs.js';

export const handler = apiHandler(tbpListcategories, () => wizardCategories());
