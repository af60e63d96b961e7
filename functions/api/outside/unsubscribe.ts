import { unsubscribe } from '../../core/accounts/unsubscribe.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['outside/unsubscribe'], (input) => unsubscribe(input));
