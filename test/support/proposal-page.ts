import { TestApp } from './harness';

/** A proposal page as a browser gets it: status, headers, HTML, and the values its forms carry. */
export interface PageAnswer {
  status: number;
  headers: Headers;
  html: string;
  /** The hidden fields of the accept form (absent when the page offers none). */
  form: { versao: string; nonce: string } | null;
}

const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

/** `GET` of a page path (`/p/<token>`), without following anything. */
export async function openPage(t: TestApp, path: string, headers: Record<string, string> = {}): Promise<PageAnswer> {
  const res = await fetch(new URL(path, t.baseUrl), { headers, redirect: 'manual' });
  return pageOf(res);
}

/** Posts a page's form (`aceitar` or `recusar`) as a browser does: urlencoded, redirects not followed. */
export async function postForm(
  t: TestApp,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<PageAnswer & { location: string | null }> {
  const res = await fetch(new URL(path, t.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { ...(await pageOf(res)), location: res.headers.get('location') };
}

async function pageOf(res: Response): Promise<PageAnswer> {
  const html = await res.text();
  const versao = hidden(html, 'versao');
  const nonce = hidden(html, 'nonce');
  return { status: res.status, headers: res.headers, html, form: versao && nonce ? { versao, nonce } : null };
}

/** The text of the page without its tags and with its entities read: what a reader sees. */
export function visibleText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
