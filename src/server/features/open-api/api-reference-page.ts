import type { OpenApiDocument } from './openapi-document';

type Operation = {
  summary?: string;
  description?: string;
  'x-token-scope'?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, Answer>;
};
type Answer = { $ref?: string; description?: string; content?: Record<string, { schema?: unknown }> };
type SharedAnswers = Record<string, Answer>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const code = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** Each status with its meaning; a success's body schema below it (refusals share the error shape above). */
function answersHtml(operation: Operation, shared: SharedAnswers) {
  return Object.entries(operation.responses ?? {})
    .map(([status, answer]) => {
      const resolved = answer.$ref ? (shared[answer.$ref.split('/').pop()!] ?? {}) : answer;
      const media = Object.keys(resolved.content ?? {})[0];
      const schema = !answer.$ref && media ? resolved.content![media]!.schema : undefined;
      const body =
        schema && media === 'application/json'
          ? `<details><summary>Body</summary><pre tabindex="0">${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`
          : media && !answer.$ref
            ? ` (<code>${escapeHtml(media)}</code>)`
            : '';
      return `<li><code>${escapeHtml(status)}</code> ${code(resolved.description ?? '')}${body}</li>`;
    })
    .join('');
}

function operationHtml(
  method: string,
  path: string,
  operation: Operation,
  id: string,
  shared: SharedAnswers,
) {
  const scope = operation['x-token-scope'] ?? 'none';
  const params = (operation.parameters ?? [])
    .map(
      (p) =>
        `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''}): <code>${escapeHtml(JSON.stringify(p.schema ?? {}))}</code></li>`,
    )
    .join('');
  const [bodyMedia, bodyContent] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const body = bodyContent?.schema;
  const answers = answersHtml(operation, shared);
  return `<article id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary ?? '')}</p>
<p class="scope scope-${escapeHtml(scope)}">${code(operation.description ?? '')}</p>
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}
${body ? `<h4>Body (<code>${escapeHtml(bodyMedia!)}</code>)</h4><pre tabindex="0">${escapeHtml(JSON.stringify(body, null, 2))}</pre>` : ''}
${answers ? `<h4>Answers</h4><ul>${answers}</ul>` : ''}
</article>`;
}

/**
 * /api/docs: the OpenAPI document as one readable page, rendered on the server with no script and nothing from
 * another origin, so it works offline and under the app's Content-Security-Policy (decision 049).
 */
export function apiReferencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const shared = (document.components?.responses ?? {}) as SharedAnswers;
  let n = 0;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      const tag = path.split('/')[2] ?? 'api';
      byTag.set(tag, [
        ...(byTag.get(tag) ?? []),
        operationHtml(method, path, operation, `op-${++n}`, shared),
      ]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const description = (document.info.description ?? '')
    .split('\n\n')
    .map((paragraph) => `<p>${code(paragraph)}</p>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>
:root { color-scheme: light dark; --fg: #1a1b1e; --bg: #fff; --muted: #5c5f66; --line: #dee2e6; --code: #f1f3f5; }
@media (prefers-color-scheme: dark) { :root { --fg: #e9ecef; --bg: #1a1b1e; --muted: #a6a7ab; --line: #373a40; --code: #25262b; } }
body { font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0; }
main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
code, pre { font-family: ui-monospace, monospace; background: var(--code); border-radius: 4px; }
code { padding: 0 .25em; overflow-wrap: anywhere; }
pre { padding: .75rem; overflow-x: auto; font-size: 14px; }
article { border-top: 1px solid var(--line); padding: .5rem 0; overflow-wrap: anywhere; }
h3 { font-size: 1.05rem; margin: .5rem 0; }
.method { display: inline-block; min-width: 4.2em; font-size: .8rem; padding: .1em .4em; border-radius: 4px; color: #fff; background: #495057; text-align: center; }
/* white on each at least 5:1 (WCAG AA) */
.get { background: #1864ab; } .post { background: #277c38; } .patch, .put { background: #c3410e; } .delete { background: #c92a2a; }
.scope { color: var(--muted); }
nav ul { columns: 2 12rem; padding-left: 1.2rem; }
a { color: inherit; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(document.info.title)} reference</h1>
${description}
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
<nav aria-label="Sections"><ul>${tags.map((tag) => `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`).join('')}</ul></nav>
${tags.map((tag) => `<section id="tag-${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2>${byTag.get(tag)!.join('\n')}</section>`).join('\n')}
</main>
</body>
</html>`;
}
