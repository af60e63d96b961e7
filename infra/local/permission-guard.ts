import { AsyncLocalStorage } from 'node:async_hooks';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { log } from '#functions/model/log.js';
import type { RouteDef } from '#shared/routes.js';
import { accessDeniedError, accessRequestsFor, describeTarget, missingObjectRefusal } from '../lib/access-requests.js';
import { allowingPermission, feedbackPermissions, permissionsFor, type Permission } from '../lib/permissions.js';

// The local portal runs every handler in one process with full access to DynamoDB Local, s3rver
// and the SES emulator, none of which has IAM. This guard gives each request the role its route
// gets in AWS (infra/lib/permissions.ts): an SDK call made while a route runs is checked against
// that route's permissions and refused with AccessDenied as AWS would, so every live test also
// catches a missing grant. Calls outside a request (start-up, seeding, invites) are not checked.
// s3rver answers a read of a missing key 404 to anyone; S3 answers 403 to a role that may not list
// the bucket there, so the guard turns the one into the other as S3 would.

interface Scope {
  route: string;
  permissions: readonly Permission[];
}

const current = new AsyncLocalStorage<Scope>();
const GUARDED = Symbol.for('portal.permissionGuard');

type Send = ((this: unknown, command: { input?: object }, ...rest: unknown[]) => unknown) & { [GUARDED]?: true };

// The mark is on the wrapper, not the prototype: a test stub that replaces send() (aws-sdk-client-mock)
// gets wrapped again by the next install, and its restore brings back the guarded send.
function guard(prototype: { send: Send }): void {
  if (prototype.send[GUARDED]) return;
  const original = prototype.send;
  const guardedSend: Send = function (this: unknown, command, ...rest) {
    const scope = current.getStore();
    if (scope) {
      const name = (command as object).constructor.name;
      const input = (command.input ?? {}) as Record<string, unknown>;
      const requests = accessRequestsFor(name, input);
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
      return Promise.resolve(original.call(this, command, ...rest)).catch((error: unknown) => {
        const refusal = missingObjectRefusal(scope.permissions, name, input, error);
        if (refusal)
          log('error', 'permission guard: a missing object read without s3:ListBucket answers 403 in AWS', {
            route: scope.route,
            resource: describeTarget({ kind: 'media-objects', key: String(input.Key) }),
          });
        throw refusal ?? error;
      });
    }
    return original.call(this, command, ...rest);
  };
  guardedSend[GUARDED] = true;
  prototype.send = guardedSend;
}

/** Patches the SDK clients functions/db creates; once per process. */
export function installPermissionGuard(): void {
  for (const Client of [DynamoDBDocumentClient, S3Client, SESv2Client, SecretsManagerClient]) {
    guard(Client.prototype as unknown as { send: Send });
  }
}

/** Runs `run` as a role with these permissions (named in the guard's log lines). */
export function asRole<T>(name: string, permissions: readonly Permission[], run: () => Promise<T>): Promise<T> {
  installPermissionGuard();
  return current.run({ route: name, permissions }, run);
}

/** Runs a request's handler with its route's role; no route (the fallback) has no permissions. */
export function asRoute<T>(route: RouteDef | undefined, run: () => Promise<T>): Promise<T> {
  return asRole(route?.path ?? 'fallback', route ? permissionsFor(route) : [], run);
}

/** Runs the SES feedback function with its own role (suppression writes only), as in AWS. */
export function asFeedbackFunction<T>(run: () => Promise<T>): Promise<T> {
  return asRole('ses-feedback', feedbackPermissions(), run);
}
