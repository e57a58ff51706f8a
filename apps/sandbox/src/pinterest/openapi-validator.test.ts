/**
 * The OpenAPI checker the Pinterest simulator's tests rely on: it must refuse what the document does
 * not describe, or those tests would pass for the wrong reason.
 */
import { describe, expect, it } from 'vitest';
import { createOpenApiValidator, loadPinterestOpenApi } from './openapi-validator.ts';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });

const miniDocument = {
  openapi: '3.0.3',
  paths: {
    '/things/{thing_id}': {
      get: {
        parameters: [
          { name: 'thing_id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+$' } },
          { name: 'size', in: 'query', required: false, schema: { type: 'integer', maximum: 10 } },
          {
            name: 'kinds',
            in: 'query',
            required: true,
            explode: false,
            schema: {
              type: 'array',
              items: {
                oneOf: [
                  { type: 'string', enum: ['A', 'B'] },
                  { type: 'string', enum: ['A', 'C'] },
                ],
              },
            },
          },
        ],
        responses: { '200': json({ $ref: '#/components/schemas/Thing' }), '404': json({ type: 'object' }) },
      },
      delete: { responses: { '204': { description: 'gone' } } },
    },
    '/token': {
      post: {
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': { schema: { $ref: '#/components/schemas/Grant' } },
          },
        },
        responses: { '200': json({ type: 'object' }) },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'string' },
          kind: { allOf: [{ $ref: '#/components/schemas/Kind' }], nullable: true },
          made_at: { type: 'string', format: 'date-time' },
        },
      },
      Kind: { type: 'string', enum: ['A', 'B'] },
      Grant: {
        type: 'object',
        required: ['grant_type'],
        properties: { grant_type: { type: 'string' } },
        discriminator: { propertyName: 'grant_type', mapping: { code: '#/components/schemas/CodeGrant' } },
      },
      CodeGrant: { type: 'object', required: ['code'], properties: { code: { type: 'string' } } },
    },
  },
};

describe('openapi-validator', () => {
  const validator = createOpenApiValidator(miniDocument);
  const thing = (status: number, body: unknown, contentType = 'application/json') =>
    validator.responseProblems({ method: 'get', path: '/things/{thing_id}', status, body, contentType });

  it('accepts a response the document describes, with nullable allOf and formats', () => {
    expect(thing(200, { id: '1', kind: null, made_at: '2026-01-01T10:00:00Z' })).toEqual([]);
    expect(thing(200, { id: '1', kind: 'B' })).toEqual([]);
  });

  it('refuses a status the operation does not describe, a wrong body or content type, a stray body', () => {
    expect(thing(500, { id: '1' })[0]).toContain('status 500 is not described');
    expect(thing(200, { kind: 'Z' }).join()).toContain("must have required property 'id'");
    expect(thing(200, { id: '1', made_at: '2026-01-01T10:00:00' }).join()).toContain('date-time');
    expect(thing(200, { id: '1' }, 'text/html').join()).toContain('content type');
    expect(thing(200, undefined).join()).toContain('none came');
    expect(
      validator
        .responseProblems({ method: 'delete', path: '/things/{thing_id}', status: 204, body: {} })
        .join(),
    ).toContain('without a body');
    expect(() =>
      validator.responseProblems({ method: 'get', path: '/nowhere', status: 200, body: {} }),
    ).toThrow();
  });

  it('checks parameters by name, requirement and value (comma lists, overlapping oneOf read as anyOf)', () => {
    const request = (pathParams: Record<string, string>, query: Record<string, string>) =>
      validator.requestProblems({ method: 'get', path: '/things/{thing_id}', pathParams, query });
    expect(request({ thing_id: '12' }, { kinds: 'A,B,C', size: '3' })).toEqual([]);
    expect(request({ thing_id: 'x' }, { kinds: 'A' }).join()).toContain('thing_id');
    expect(request({ thing_id: '1' }, {}).join()).toContain("required query parameter 'kinds'");
    expect(request({ thing_id: '1' }, { kinds: 'A,Z' }).join()).toContain('kinds');
    expect(request({ thing_id: '1' }, { kinds: 'A', size: '11' }).join()).toContain('size');
    expect(request({ thing_id: '1' }, { kinds: 'A', extra: '1' }).join()).toContain(
      "'extra' is not in the document",
    );
  });

  it('checks request bodies, following a discriminator mapping that has no oneOf', () => {
    const grant = (body: unknown, contentType = 'application/x-www-form-urlencoded') =>
      validator.requestProblems({ method: 'post', path: '/token', body, contentType });
    expect(grant({ grant_type: 'code', code: 'abc' })).toEqual([]);
    expect(grant({ grant_type: 'code' }).join()).toContain("required property 'code'");
    expect(grant({ grant_type: 'other' })).toEqual([]);
    expect(grant({ grant_type: 'code', code: 'abc' }, 'application/json').join()).toContain('content type');
    expect(grant(undefined).join()).toContain('required');
  });

  it("loads Pinterest's document and knows its token response kinds", () => {
    const pinterest = createOpenApiValidator(loadPinterestOpenApi());
    const base = { access_token: 'a', token_type: 'bearer', expires_in: 1, scope: 'boards:read' };
    const token = (body: object) =>
      pinterest.responseProblems({
        method: 'post',
        path: '/oauth/token',
        status: 200,
        body,
        contentType: 'application/json',
      });
    expect(token({ ...base, response_type: 'authorization_code' })).toEqual([]);
    expect(token({ ...base, response_type: 'refresh_token' }).join()).toContain('refresh_token_expires_at');
  });
});
