/**
 * A readable, dependency-free page for the OpenAPI document: every operation with its parameters and
 * schemas. Developer-facing, so it is in English only and is not part of the buyer catalogs.
 */
type Doc = {
  info: { title: string; description: string };
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

export function renderApiDocsPage(doc: Doc, documentUrl: string): string {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const block = (label: string, value: unknown) =>
        value
          ? `<details><summary>${label}</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`
          : "";
      return `<section><h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>
<p>${escapeHtml(String(op.summary ?? ""))}</p>${block("Parameters", op.parameters)}${block("Request body", op.requestBody)}${block("Responses", op.responses)}</section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title><style>
body{font:16px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:1rem;color:#1f2937}
section{border:1px solid #e5e7eb;border-radius:8px;padding:.5rem 1rem;margin:1rem 0}h2{font-size:1.05rem}
.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;background:#374151;font-size:.85rem;padding:.1rem .4rem}
.get{background:#047857}.post{background:#1d4ed8}.put{background:#b45309}.delete{background:#b91c1c}
pre{background:#f3f4f6;padding:.75rem;overflow:auto;font-size:.8rem}</style></head><body>
<h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description)}</p>
<p>Machine-readable document: <a href="${escapeHtml(documentUrl)}">${escapeHtml(documentUrl)}</a></p>
${operations.length ? operations.join("\n") : "<p>No operations yet.</p>"}</body></html>`;
}
