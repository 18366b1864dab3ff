/**
 * Reads the token from an `Authorization` header: `Bearer <token>` or the bare token, as
 * existing clients send it. Returns null only when the header is malformed (empty, a scheme
 * without a token, spaces inside); whether the token exists is the caller's question.
 */
export function tokenFromAuthorization(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const value = header.trim();
  const m = /^bearer\s+(\S+)$/i.exec(value);
  const token = m ? m[1] : /^\S+$/.test(value) && !/^bearer$/i.test(value) ? value : null;
  return token || null;
}
