import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The API contract under every test (decision 059): each answer a test receives through the TestClient is checked
 * against the app's own OpenAPI document — its status must be one the operation lists, and a JSON body must match
 * the documented schema (Ajv, JSON Schema 2020-12, the dialect of OpenAPI 3.1). A mismatch fails the test that
 * made the request, naming the operation, so an undocumented status or a body the document does not describe
 * cannot land.
 */

interface AnyApp {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

interface ResponseObject {
  $ref?: string;
  content?: Record<string, unknown>;
}
interface OperationObject {
  responses: Record<string, ResponseObject>;
  parameters?: { in: string; name: string; 'x-multi-segment'?: boolean }[];
}
interface Document {
  paths: Record<string, Record<string, OperationObject>>;
}

interface Operation {
  key: string;
  pattern: RegExp;
  /** how many path segments are parameters: a literal path wins over a parameter (/templates over /{id}) */
  parameterCount: number;
  method: string;
  /** JSON pointer to the operation in the document */
  pointer: string;
  responses: Record<string, ResponseObject>;
}

interface Contract {
  operations: Operation[];
  /** the response object at a JSON pointer into the document (`/components/responses/NotFound`) */
  responseAt(pointer: string): ResponseObject;
  validatorOf(pointer: string): ValidateFunction;
}

const DOCUMENT_ID = 'openapi.json';
const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

async function loadContract(app: AnyApp): Promise<Contract> {
  const document = (await (await app.request('/api/openapi.json')).json()) as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document as object, DOCUMENT_ID);
  const validators = new Map<string, ValidateFunction>();
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    for (const [method, operation] of Object.entries(item)) {
      const multiSegment = new Set(
        (operation.parameters ?? []).filter((p) => p['x-multi-segment']).map((p) => p.name),
      );
      const source = escaped.replace(/\{([^}]+)\}/g, (_, name: string) =>
        multiSegment.has(name) ? '.+' : '[^/]+',
      );
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        pattern: new RegExp(`^${source}$`),
        parameterCount: (path.match(/\{/g) ?? []).length,
        method: method.toUpperCase(),
        pointer: `/paths/${escapePointer(path)}/${method}`,
        responses: operation.responses,
      });
    }
  }
  operations.sort((a, b) => a.parameterCount - b.parameterCount);
  return {
    operations,
    responseAt: (pointer) =>
      pointer
        .split('/')
        .slice(1)
        .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce<Record<string, unknown>>(
          (node, key) => node[key] as Record<string, unknown>,
          document as never,
        ),
    validatorOf(pointer) {
      let validator = validators.get(pointer);
      if (!validator) {
        validator = ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
        validators.set(pointer, validator);
      }
      return validator;
    },
  };
}

const contracts = new WeakMap<AnyApp, Promise<Contract>>();

function contractOf(app: AnyApp) {
  let contract = contracts.get(app);
  if (!contract) {
    contract = loadContract(app);
    contracts.set(app, contract);
  }
  return contract;
}

const mediaTypeOf = (response: Response) =>
  (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** Throws when `response` is not what the document says `method path` answers; paths outside it are not checked. */
export async function checkAgainstContract(app: AnyApp, method: string, path: string, response: Response) {
  const pathname = new URL(path, 'http://contract.invalid').pathname;
  if (!pathname.startsWith('/api/')) return;
  const contract = await contractOf(app);
  const operation = contract.operations.find((o) => o.method === method && o.pattern.test(pathname));
  if (!operation) return;
  const status = String(response.status);
  const documented = operation.responses[status];
  if (!documented) {
    const listed = Object.keys(operation.responses).join(', ');
    throw new Error(
      `Contract: ${operation.key} answered ${status}, which the document does not list (${listed}).`,
    );
  }
  const pointer = documented.$ref?.slice(1) ?? `${operation.pointer}/responses/${status}`;
  const { content } = contract.responseAt(pointer);
  if (!content) return;
  const mediaType = mediaTypeOf(response);
  const mediaKey = Object.keys(content).find((key) => key === mediaType || isWildcardOf(key, mediaType));
  if (!mediaKey) {
    throw new Error(
      `Contract: ${operation.key} answered ${status} as "${mediaType}"; the document lists ${Object.keys(content).join(', ')}.`,
    );
  }
  if (mediaKey !== 'application/json') return;
  const body: unknown = await response.clone().json();
  const validate = contract.validatorOf(`#${pointer}/content/${escapePointer(mediaKey)}/schema`);
  if (!validate(body)) {
    const errors = validate.errors?.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
    throw new Error(
      `Contract: ${operation.key} answered ${status} with a body the document does not describe: ${errors}\n${JSON.stringify(body).slice(0, 600)}`,
    );
  }
}

const isWildcardOf = (key: string, mediaType: string) =>
  key.endsWith('/*') && mediaType.startsWith(key.slice(0, -1));
