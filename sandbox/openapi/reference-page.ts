/**
 * A readable API reference rendered on the server from the OpenAPI document: plain HTML, no scripts, no CDN,
 * so it works offline.
 */
type Parameter = { name: string; in: string; required: boolean; schema: unknown };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: unknown }> } };

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

export function referencePage(document: {
  info: { title: string; description: string };
  paths: Record<string, Record<string, unknown>>;
}): string {
  const sections = Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, Operation>).map(([method, operation]) => {
        const params = (operation.parameters ?? [])
          .map(
            (p) =>
              `<li><code>${escape(p.name)}</code> (${p.in}${p.required ? ', required' : ''}) <code>${escape(JSON.stringify(p.schema))}</code></li>`,
          )
          .join('');
        const body = Object.entries(operation.requestBody?.content ?? {})
          .map(
            ([type, content]) =>
              `<p>Body (${escape(type)}):</p><pre>${escape(JSON.stringify(content.schema, null, 2))}</pre>`,
          )
          .join('');
        return `<section><h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h2>${params ? `<ul>${params}</ul>` : ''}${body}</section>`;
      }),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(document.info.title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
section{border-top:1px solid #e2e8f0;padding:.5rem 0}h2{font-size:1rem}pre{background:#f8fafc;padding:.5rem;overflow:auto;font-size:12px}
.m{display:inline-block;min-width:4.5rem;border-radius:4px;padding:0 .4rem;color:#fff;font-size:.8rem;text-align:center}
.get{background:#1d4ed8}.post{background:#047857}.put{background:#b45309}.patch{background:#6d28d9}.delete{background:#b91c1c}</style></head>
<body><main><h1>${escape(document.info.title)}</h1><p>${escape(document.info.description)} Machine-readable: <a href="/openapi.json">/openapi.json</a>.</p>
${sections}</main></body></html>`;
}
