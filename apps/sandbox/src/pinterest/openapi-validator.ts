/**
 * Holds HTTP exchanges to an OpenAPI 3.0 document (for the tests of the Pinterest simulator): a
 * request's path and query parameters (names, required, values) and its body, and a response's
 * body for its status, each against the operation that the method and path template name. A status
 * the operation does not describe (nor a `default`) is a problem, as is a body where the document
 * describes none.
 *
 * OpenAPI 3.0 schemas are not quite JSON Schema, so the document is adapted once before ajv sees it:
 * - `nullable: true` becomes `anyOf: [{type: 'null'}, schema]` (ajv's own `nullable` refuses a
 *   schema without `type`, and Pinterest's document has `allOf` + `nullable`);
 * - a `discriminator` with a `mapping` but no `oneOf` (the OAuth token request and response) names
 *   the specific schema by a property's value, so it becomes `not {property: value} or {$ref}`;
 * - `$ref`s to `#/components/...` point into the one registered copy of the components.
 * In parameters only, `oneOf` is read as `anyOf`: Pinterest's `metric_types` items are a oneOf of two
 * overlapping enums, so `IMPRESSION` would match both branches and fail.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

type JsonObject = Record<string, unknown>;

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RequestToCheck {
  method: HttpMethod;
  /** The document's path template, e.g. `/boards/{board_id}/pins`. */
  path: string;
  pathParams?: Record<string, string>;
  query?: Record<string, string>;
  /** Parsed body (JSON value or form fields); undefined when none is sent. */
  body?: unknown;
  contentType?: string;
}

export interface ResponseToCheck {
  method: HttpMethod;
  path: string;
  status: number;
  /** Parsed JSON body, or undefined for an empty one. */
  body: unknown;
  contentType?: string;
}

const DOCUMENT_ID = 'openapi.json';
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ajv-formats is CommonJS: Node's default import is its module.exports, whose `default` is the plugin.
const addFormats = addFormatsModule.default;

/** Deep copy with the adaptations listed in the module comment. */
function adaptSchema(node: unknown, schemaNames: Set<string>, inParameter: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => adaptSchema(item, schemaNames, inParameter));
  if (!isObject(node)) return node;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/')) {
      copy.$ref = `${DOCUMENT_ID}${value}`;
    } else if (key === 'oneOf' && inParameter) {
      copy.anyOf = adaptSchema(value, schemaNames, inParameter);
    } else if (key !== 'nullable') {
      copy[key] = adaptSchema(value, schemaNames, inParameter);
    }
  }
  const discriminator = node.discriminator;
  if (isObject(discriminator) && !node.oneOf && !node.anyOf && isObject(discriminator.mapping)) {
    const property = String(discriminator.propertyName);
    const branches = Object.entries(discriminator.mapping)
      .filter(
        ([, ref]) => typeof ref === 'string' && schemaNames.has(ref.replace('#/components/schemas/', '')),
      )
      // "property is value ⇒ the mapped schema", written without if/then: not(condition) or schema.
      .map(([value, ref]) => ({
        anyOf: [
          { not: { properties: { [property]: { const: value } }, required: [property] } },
          { $ref: `${DOCUMENT_ID}${String(ref)}` },
        ],
      }));
    copy.allOf = [...(Array.isArray(copy.allOf) ? copy.allOf : []), ...branches];
  }
  if (node.nullable === true) return { anyOf: [{ type: 'null' }, copy] };
  return copy;
}

const describe = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`).join('; ');

const mediaType = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export function createOpenApiValidator(document: JsonObject) {
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const schemaNames = new Set(Object.keys(schemas));
  const paths = isObject(document.paths) ? document.paths : {};

  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  // Parameters arrive as strings: this instance coerces them to the schema's type before checking.
  const parameterAjv = new Ajv({
    strict: false,
    allErrors: true,
    validateSchema: false,
    coerceTypes: 'array',
  });
  addFormats(parameterAjv);
  const adaptedComponents = { components: adaptSchema({ schemas }, schemaNames, false) };
  ajv.addSchema(adaptedComponents, DOCUMENT_ID);
  parameterAjv.addSchema({ components: adaptSchema({ schemas }, schemaNames, true) }, DOCUMENT_ID);

  const compiled = new Map<string, ValidateFunction>();
  function validatorFor(key: string, schema: unknown, forParameter = false): ValidateFunction {
    const existing = compiled.get(key);
    if (existing) return existing;
    const instance = forParameter ? parameterAjv : ajv;
    const validate = instance.compile(adaptSchema(schema, schemaNames, forParameter) as JsonObject);
    compiled.set(key, validate);
    return validate;
  }

  /** `#/components/<kind>/<name>` objects (parameters, responses, request bodies) resolved. */
  function resolve(value: unknown): JsonObject {
    let current = value;
    for (let depth = 0; isObject(current) && typeof current.$ref === 'string' && depth < 5; depth++) {
      const segments = current.$ref.replace(/^#\//, '').split('/');
      let target: unknown = document;
      for (const segment of segments)
        target = isObject(target) ? target[segment.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
      current = target;
    }
    if (!isObject(current))
      throw new Error(`Unresolvable reference in the OpenAPI document: ${String(value)}`);
    return current;
  }

  function operation(method: HttpMethod, path: string) {
    const item = paths[path];
    if (!isObject(item)) throw new Error(`The OpenAPI document has no path ${path}`);
    const op = item[method];
    if (!isObject(op)) throw new Error(`The OpenAPI document has no ${method.toUpperCase()} ${path}`);
    const parameters = [
      ...(Array.isArray(item.parameters) ? item.parameters : []),
      ...(Array.isArray(op.parameters) ? op.parameters : []),
    ].map(resolve);
    return { op, parameters };
  }

  function checkParameters(
    request: RequestToCheck,
    parameters: JsonObject[],
    location: 'path' | 'query',
    given: Record<string, string>,
  ): string[] {
    const problems: string[] = [];
    const declared = parameters.filter((parameter) => parameter.in === location);
    for (const name of Object.keys(given)) {
      if (!declared.some((parameter) => parameter.name === name))
        problems.push(`${location} parameter '${name}' is not in the document`);
    }
    for (const parameter of declared) {
      const name = String(parameter.name);
      const value = given[name];
      if (value === undefined) {
        if (parameter.required === true) problems.push(`required ${location} parameter '${name}' is missing`);
        continue;
      }
      const schema = isObject(parameter.schema) ? parameter.schema : {};
      const isArray = resolve(schema).type === 'array';
      const data = { value: isArray && parameter.explode === false ? value.split(',') : value };
      const validate = validatorFor(
        `param ${request.method} ${request.path} ${location} ${name}`,
        { type: 'object', properties: { value: schema } },
        true,
      );
      if (!validate(data)) problems.push(`${location} parameter '${name}': ${describe(validate.errors)}`);
    }
    return problems;
  }

  /** Everything wrong with a request by the document; an empty list when it conforms. */
  function requestProblems(request: RequestToCheck): string[] {
    const { op, parameters } = operation(request.method, request.path);
    const problems = [
      ...checkParameters(request, parameters, 'path', request.pathParams ?? {}),
      ...checkParameters(request, parameters, 'query', request.query ?? {}),
    ];
    if (!op.requestBody) {
      if (request.body !== undefined) problems.push('the operation takes no request body');
      return problems;
    }
    const requestBody = resolve(op.requestBody);
    if (request.body === undefined) {
      if (requestBody.required === true) problems.push('the request body is required');
      return problems;
    }
    const content = isObject(requestBody.content) ? requestBody.content : {};
    const type = mediaType(request.contentType);
    const media = content[type];
    if (!isObject(media)) {
      problems.push(`request content type '${type}' is not one of ${Object.keys(content).join(', ')}`);
      return problems;
    }
    const validate = validatorFor(`request ${request.method} ${request.path} ${type}`, media.schema ?? {});
    if (!validate(request.body)) problems.push(`request body: ${describe(validate.errors)}`);
    return problems;
  }

  /** Everything wrong with a response by the document; an empty list when it conforms. */
  function responseProblems(response: ResponseToCheck): string[] {
    const { op } = operation(response.method, response.path);
    const responses = isObject(op.responses) ? op.responses : {};
    const status = String(response.status);
    const key = [status, `${status[0]}XX`, 'default'].find((candidate) => responses[candidate] !== undefined);
    if (!key)
      return [`status ${status} is not described for ${response.method.toUpperCase()} ${response.path}`];
    const described = resolve(responses[key]);
    const content = isObject(described.content) ? described.content : undefined;
    if (!content) {
      return response.body === undefined ? [] : [`status ${status} is described without a body`];
    }
    if (response.body === undefined) return [`status ${status} is described with a body; none came`];
    const type = mediaType(response.contentType);
    const media = content[type];
    if (!isObject(media))
      return [`response content type '${type}' is not one of ${Object.keys(content).join(', ')}`];
    const validate = validatorFor(
      `response ${response.method} ${response.path} ${key} ${type}`,
      media.schema ?? {},
    );
    return validate(response.body) ? [] : [`response ${status} body: ${describe(validate.errors)}`];
  }

  return {
    requestProblems,
    responseProblems,
    assertRequest(request: RequestToCheck) {
      const problems = requestProblems(request);
      if (problems.length > 0)
        throw new Error(`${request.method.toUpperCase()} ${request.path} request: ${problems.join(' | ')}`);
    },
    assertResponse(response: ResponseToCheck) {
      const problems = responseProblems(response);
      if (problems.length > 0)
        throw new Error(
          `${response.method.toUpperCase()} ${response.path} response: ${problems.join(' | ')}`,
        );
    },
  };
}

export type OpenApiValidator = ReturnType<typeof createOpenApiValidator>;

/** The vendored Pinterest v5 document (apps/sandbox/contracts). */
export function loadPinterestOpenApi(): JsonObject {
  const file = new URL('../../contracts/pinterest-v5-openapi.json', import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as JsonObject;
}
