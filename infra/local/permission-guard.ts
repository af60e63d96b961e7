import { AsyncLocalStorage } from 'node:async_hooks';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { log } from '../../functions/model/log.js';
import type { RouteDef } from '../../shared/routes.js';
import { accessDeniedError, accessRequestsFor, describeTarget } from '../lib/access-requests.js';
import { allowingPermission, feedbackPermissions, permissionsFor, type Permission } from '../lib/permissions.js';

// The local portal runs every handler in one process with full access to DynamoDB Local, s3rver
// and the SES emulator, none of which has IAM. This guard gives each request the role its route
// gets in AWS (infra/lib/permissions.ts): an SDK call made while a route runs is checked against
// that route's permissions and refused with AccessDenied as AWS would, so every live test also
// catches a missing grant. Calls outside a request (start-up, seeding, invites) are not checked.

interface Scope {
  route: string;
  permissions: readonly Permission[];
}

const current = new AsyncLocalStorage<Scope>();
const GUARDED = Symbol.for('portal.permissionGuard');

type Send = (this: unknown, command: { input?: object }, ...rest: unknown[]) => unknown;

function guard(prototype: { send: Send; [GUARDED]?: boolean }): void {
  if (prototype[GUARDED]) return;
  const original = prototype.send;
  prototype.send = function guardedSend(this: unknown, command, ...rest) {
    const scope = current.getStore();
    if (scope) {
      const name = (command as object).constructor.name;
      const requests = accessRequestsFor(name, (command.input ?? {}) as Record<string, unknown>);
      if (!requests) {
        log('error', 'permission guard: no access rule for this call', { route: scope.route, command: name });
        return Promise.reject(new Error(`${name} has no access rule in infra/lib/access-requests.ts`));
      }
      const refused = requests.find((r) => !allowingPermission(scope.permissions, r));
      if (refused) {
        log('error', 'permission guard: refused as AWS IAM would', {
          route: scope.route,
          action: refused.action,
          resource: describeTarget(refused.target),
        });
        return Promise.reject(accessDeniedError(refused));
      }
    }
    return original.call(this, command, ...rest);
  };
  prototype[GUARDED] = true;
}

/** Patches the SDK clients functions/db creates; once per process. */
export function installPermissionGuard(): void {
  for (const Client of [DynamoDBDocumentClient, S3Client, SESv2Client, SecretsManagerClient]) {
    guard(Client.prototype as unknown as { send: Send });
  }
}

/** Runs a request's handler with its route's role; no route (the fallback) has no permissions. */
export function asRoute<T>(route: RouteDef | undefined, run: () => Promise<T>): Promise<T> {
  installPermissionGuard();
  return current.run({ route: route?.path ?? 'fallback', permissions: route ? permissionsFor(route) : [] }, run);
}

/** Runs the SES feedback function with its own role (suppression writes only), as in AWS. */
export function asFeedbackFunction<T>(run: () => Promise<T>): Promise<T> {
  installPermissionGuard();
  return current.run({ route: 'ses-feedback', permissions: feedbackPermissions() }, run);
}
