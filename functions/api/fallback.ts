import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { API_PREFIX, findRoute } from '#shared/routes.js';
import { json } from '../lib/http.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The HTTP API's $default route: every request without a route of its own lands here. A path of
// the route table whose function is not deployed yet answers 501; anything else is 404. No data
// access and no middy chain: it reads nothing but the path.

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const rawPath = event.rawPath ?? '';
  const method = event.requestContext?.http?.method ?? 'POST';
  const routePath = rawPath.startsWith(API_PREFIX) ? rawPath.slice(API_PREFIX.length) : undefined;
  // Every route is POST; another method on a known path is as unknown as any other path.
  if (routePath && method === 'POST' && findRoute(routePath)) {
    return json(501, { success: false, message: COMMON_MESSAGES.notImplemented });
  }
  return json(404, { success: false, message: COMMON_MESSAGES.notFound });
}
