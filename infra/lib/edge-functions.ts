import { MEDIA } from '#shared/constants.js';
import { MEDIA_SEGMENT, PUBLIC_MEDIA_PREFIXES } from '#shared/media-keys.js';

// CloudFront Functions (cloudfront-js-2.0) as source text, kept here so tests can run them.

/**
 * SPA fallback on the default behaviour: a path whose last segment has no dot is a client-side
 * route (/, /coop/12, /account) and gets /index.html. Done on the request rather than with
 * 403/404 error responses, which would also rewrite the API's own 404 answers.
 */
export const SPA_REWRITE = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * The API resolves the co-op from the host the visitor typed, but API Gateway must receive its
 * own host name; so the viewer's Host travels as x-forwarded-host. Behind CloudFront the API's
 * sourceIp is an edge address, so the viewer's address travels as x-viewer-ip. Both are always
 * overwritten: a visitor cannot pick another co-op's host or another address by sending them.
 */
export const FORWARD_HOST = `function handler(event) {
  var request = event.request;
  var host = request.headers.host;
  if (host && host.value) request.headers['x-forwarded-host'] = { value: host.value };
  else delete request.headers['x-forwarded-host'];
  request.headers['x-viewer-ip'] = { value: event.viewer.ip };
  return request;
}`;

/**
 * Pages load media as /static/<key> (MEDIA.publicPrefix) while objects are stored under <key>
 * (logos/323.svg), the same keys the local runtime uses; strip the prefix on the way in. Only a
 * public key is passed on (shared/media-keys.ts `mediaKeyOfStaticPath`, the rule the local server
 * runs and tests/infra/edge-functions.test.ts holds this code to): the path is decoded once, as S3
 * decodes it, and must name safe segments under a public prefix. Anything else (private/, dot
 * segments raw or percent-encoded, backslashes) is a 404 before S3 is asked.
 */
export const STRIP_STATIC_PREFIX = `var PREFIXES = ${JSON.stringify(PUBLIC_MEDIA_PREFIXES)};
var SEGMENT = ${MEDIA_SEGMENT.toString()};
var STATIC = ${JSON.stringify(MEDIA.publicPrefix)};
function publicKey(uri) {
  if (uri.indexOf(STATIC) !== 0) return null;
  var key;
  try { key = decodeURIComponent(uri.substring(STATIC.length)); } catch (e) { return null; }
  var prefix = null;
  for (var i = 0; i < PREFIXES.length; i++) if (key.indexOf(PREFIXES[i]) === 0) prefix = PREFIXES[i];
  if (prefix === null || key.length === prefix.length) return null;
  var segments = key.split('/');
  for (var j = 0; j < segments.length; j++) if (!SEGMENT.test(segments[j])) return null;
  return key;
}
function handler(event) {
  var request = event.request;
  var key = publicKey(request.uri);
  if (key === null) return { statusCode: 404, statusDescription: 'Not Found' };
  request.uri = '/' + key;
  return request;
}`;
