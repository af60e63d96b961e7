import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { handlerFile, routeList, routeMethod, type DataNeeds, type RouteDef } from '#shared/routes.js';

// Which route-table entries get their own Lambda: those whose handler module exists. The rest
// are answered 501 by the fallback function until an issue adds their handler.

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface DeployedRoute {
  /** Route-table path, e.g. outside/signAgreement. */
  path: string;
  /** Who may call it (shared/routes.ts); 'admin' routes deploy in the admin-api stack. */
  access: RouteDef['access'];
  data: DataNeeds;
  /** The route runs scrypt (shared/routes.ts): infra throttles it; 'set' ships zxcvbn beside its bundle. */
  password?: RouteDef['password'];
  /** The route makes a PDF: pdf-lib ships beside its bundle. */
  pdf?: boolean;
  /** The route runs a passkey ceremony: @simplewebauthn/server ships beside its bundle. */
  webauthn?: boolean;
  /** A longer function time limit than the default 10 s (shared/routes.ts). */
  timeoutSeconds?: number;
  /** The one HTTP method API Gateway routes to it (shared/routes.ts: POST unless GET). */
  method: 'GET' | 'POST';
  /** Absolute path of the handler module. */
  entry: string;
}

export function implementedRoutes(root = PROJECT_ROOT): DeployedRoute[] {
  return routeList
    .map((r) => ({
      path: r.path,
      access: r.access,
      data: r.data,
      password: r.password,
      pdf: r.pdf,
      webauthn: r.webauthn,
      timeoutSeconds: r.timeoutSeconds,
      method: routeMethod(r),
      entry: path.join(root, handlerFile(r.path)),
    }))
    .filter((r) => existsSync(r.entry));
}

/** The construct id of a route's function: outside/signAgreement becomes OutsideSignAgreement. */
export function routeId(routePath: string): string {
  return routePath
    .split(/[/_-]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}
