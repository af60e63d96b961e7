import { wizardCategories } from '../../core/partners/wizard-data.js';
import { apiHandler } from '../../lib/api-handler.js';
import { tbpListcategories } from '../../../shared/route-defs.js';

export const handler = apiHandler(tbpListcategories, () => wizardCategories());
