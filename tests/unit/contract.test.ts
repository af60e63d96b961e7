import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROUTE_SUMMARIES } from '#shared/route-summaries.js';
import * as routeDefs from '#shared/route-defs.js';
import { handlerFile, routeList, routes, type RoutePath } from '#shared/routes.js';

// The product's 38 API paths as the client contract names them; every other route is a product route.
const SPEC_PATHS = `outside/gethomedata outside/setcoop outside/login outside/saveuser outside/checkzipcode
outside/recoverpassword outside/activateaccount general/updatepassword outside/updatepassword
b2c/account b2c/saveaccountchanges b2c/changepassword b2c/listinsurance b2c/listnationaldeals
b2c/availabledeals b2c/getid b2c/newbenefitsid b2c/getspecialties b2c/getproviders
b2c/saveinsurancelead outside/contactform b2c/localdealscategories b2c/listdeals
b2c/listdealsbycategory b2c/opendeal b2c/printdeal b2c/addfavorite b2c/removefavorite
b2c/listfavoritesdeals outside/getbpinfo outside/signAgreement outside/activate
outside/checkresetlink tbp/listcategories tbp/getcoopinfo tbp/getprofile tbp/savebusinesstemp
setup/uploadbpimage`.split(/\s+/);

describe('route table', () => {
  it('has every one of the spec’s 38 paths', () => {
    expect(SPEC_PATHS).toHaveLength(38);
    for (const path of SPEC_PATHS) expect(routes).toHaveProperty([path]);
  });

  it('marks every path that is not the spec’s as a product route', () => {
    const extra = routeList.filter((r) => !SPEC_PATHS.includes(r.path));
    expect(extra.length).toBeGreaterThan(0);
    for (const r of extra) expect(r.productRoute, r.path).toBe(true);
    for (const r of routeList.filter((x) => SPEC_PATHS.includes(x.path))) expect(r.productRoute, r.path).toBeFalsy();
  });

  it('gives each entry zod schemas, an access level and a key matching its path', () => {
    for (const [key, r] of Object.entries(routes)) {
      expect(r.path).toBe(key);
      expect(r.request).toBeInstanceOf(z.ZodType);
      expect(r.response).toBeInstanceOf(z.ZodType);
      expect(['public', 'member', 'admin', 'link']).toContain(r.access);
      expect(ROUTE_SUMMARIES[key as RoutePath].length).toBeGreaterThan(10);
      // Admin routes name the staff role they need; other routes have none.
      if (r.access === 'admin') expect(['backoffice', 'admin', 'network'], r.path).toContain(r.staff);
      else expect(r.staff, r.path).toBeUndefined();
      // A backoffice account is read only: routes that change the core data need an admin.
      if (r.staff === 'backoffice') expect(r.data.core, r.path).not.toBe('write');
    }
  });

  it('holds every route of shared/route-defs.ts, each exported under its path’s name (handlers import it by that name)', () => {
    const declared = Object.entries(routeDefs);
    expect(declared.map(([, r]) => r.path).sort()).toEqual(Object.keys(routes).sort());
    // outside/signAgreement is outsideSignAgreement.
    for (const [name, r] of declared) expect(name).toBe(r.path.replace(/\/(.)/, (_, c: string) => c.toUpperCase()));
  });

  it('keeps the spec’s wire field names', () => {
    expect(Object.keys(routes['outside/saveuser'].request.shape)).toEqual([
      'firstName',
      'lastName',
      'email',
      'password',
      'passwordConfirmation',
      'zip',
      'plid',
    ]);
    expect(Object.keys(routes['outside/login'].response.shape)).toEqual(
      expect.arrayContaining(['success', 'message', 'credentials', 'userKey', 'sessionKey', 'firstName']),
    );
    expect(Object.keys(routes['outside/signAgreement'].request.shape)).toEqual([
      'key1',
      'key2',
      'eSignature',
      'agreement',
    ]);
    // The spec's payload fields, then the product's optional point ("Use my location"), paging and sort.
    expect(Object.keys(routes['b2c/listdeals'].request.shape.payload.shape)).toEqual([
      'criteria',
      'zipcode',
      'point',
      'radius',
      'page',
      'sort',
    ]);
    expect(Object.keys(routes['b2c/listdealsbycategory'].request.shape.payload.shape)).toEqual(
      expect.arrayContaining(['category', 'subCategory', 'zipcode', 'radius']),
    );
  });

  it('names handler files in kebab case under functions/api/<area>/', () => {
    expect(handlerFile('outside/signAgreement')).toBe('functions/api/outside/sign-agreement.ts');
    expect(handlerFile('b2c/listdeals')).toBe('functions/api/b2c/listdeals.ts');
  });

  it('has a handler module for every product route (spec paths may wait for their issue and answer 501)', () => {
    for (const r of routeList.filter((x) => x.productRoute)) expect(existsSync(handlerFile(r.path)), r.path).toBe(true);
  });

  it('lets emailed-link routes carry their keys and member routes only what they need', () => {
    for (const r of routeList.filter((r) => r.access === 'link')) {
      const shape = JSON.stringify(z.toJSONSchema(r.request, { io: 'input', unrepresentable: 'any' }));
      expect(shape, r.path).toMatch(/key/);
    }
  });
});
