import { PERSONAL_DATA } from '../../database/schema';
import { registry } from '../../metrics/metrics';
import { loggedUrl, PERSONAL_PARAMETERS, QUERY_PARAMETERS, REDACTED, redactedQuotedValues } from './log-redaction';

const R = REDACTED;

describe('loggedUrl (what a log line keeps of a request address)', () => {
  it.each([
    ['/api/v1/financial/gateway/asaas/3q2-Ff9kQm1xVb7LrT0yZc8WnH4jUe6A', `/api/v1/financial/gateway/asaas/${R}`],
    ['/api/v1/financial/gateway/manual/k3y', `/api/v1/financial/gateway/manual/${R}`],
    // Unmatched spellings carry the key all the same.
    ['/API/V1/Financial/Gateway/Asaas/k3y/extra', `/API/V1/Financial/Gateway/Asaas/${R}/extra`],
    ['/api/v1/financial/gateway/asaa%73/k3y', `/api/v1/financial/gateway/asaa%73/${R}`],
    ['/api/v1/financial//gateway/asaas/k3y', `/api/v1/financial//gateway/asaas/${R}`],
    ['/conta/api/v1/financial/gateway/asaas/k3y', `/conta/api/v1/financial/gateway/asaas/${R}`],
    ['/p/tok3n', `/p/${R}`],
    ['/p/tok3n/aceitar', `/p/${R}/aceitar`],
    ['/p/tok3n/recusar?x=1', `/p/${R}/recusar?x=${R}`],
  ])('writes the secret segment of %s as a placeholder', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });

  it('keeps paths without secrets as they are', () => {
    for (const url of ['/health', '/api/v1/clients/12', '/api/v1/financial/gateway/asaas', '/api/v1/budgets/3/token', '/p'])
      expect(loggedUrl(url)).toBe(url);
  });

  it('keeps the values of paging, IDs, dates and states, and redacts searched text, documents, e-mails and tokens', () => {
    expect(loggedUrl('/api/v1/clients?search=123.456.789-09&page=2&limit=50&field_sort=nome&sort=desc')).toBe(
      `/api/v1/clients?search=${R}&page=2&limit=50&field_sort=nome&sort=desc`,
    );
    expect(loggedUrl('/api/v1/events?data_inicio=2027-01-01&id_cliente=4&nome_local=Sal%C3%A3o&status=confirmado')).toBe(
      `/api/v1/events?data_inicio=2027-01-01&id_cliente=4&nome_local=${R}&status=confirmado`,
    );
    for (const name of ['documento', 'cpf', 'cnpj', 'email', 'telefone', 'token', 'cursor', 'localevento'])
      expect(loggedUrl(`/api/v1/clients?${name}=maria%40example.com`)).toBe(`/api/v1/clients?${name}=${R}`);
  });

  it('redacts the value of any parameter not declared kept, and a name that is not a plain name', () => {
    expect(loggedUrl('/api/v1/clients?nao_existe=maria&search[]=123&search%5B0%5D=456')).toBe(
      `/api/v1/clients?nao_existe=${R}&search[]=${R}&search%5B0%5D=${R}`,
    );
    expect(loggedUrl('/api/v1/clients?maria%40example.com&12345678909=1&page=1')).toBe(`/api/v1/clients?${R}&${R}=${R}&page=1`);
    expect(loggedUrl('/api/v1/clients?__proto__=x&constructor=y')).toBe(`/api/v1/clients?__proto__=${R}&constructor=${R}`);
  });

  it('keeps the shape of an odd query (empty pairs, a bare ?, repeated names)', () => {
    expect(loggedUrl('/api/v1/clients?')).toBe('/api/v1/clients?');
    expect(loggedUrl('/api/v1/clients?page=1&&page=2&search=')).toBe(`/api/v1/clients?page=1&&page=2&search=${R}`);
  });
});

describe('the query parameters, read from the personal-data declarations', () => {
  it('redacts every column an entity declares personal, and keeps none of them', () => {
    for (const name of [
      'documento',
      'email_2',
      'celular',
      'data_nascimento',
      'rg',
      'cpf_responsavel',
      'sobrenome',
      'user_agent',
      'motivo',
    ]) {
      expect(PERSONAL_PARAMETERS.has(name)).toBe(true);
      expect([name, QUERY_PARAMETERS[name]]).toEqual([name, 'redacted']);
      expect(loggedUrl(`/api/v1/clients?${name}=39053344705`)).toBe(`/api/v1/clients?${name}=${R}`);
    }
    const kept = Object.entries(QUERY_PARAMETERS)
      .filter(([, v]) => v === 'kept')
      .map(([k]) => k);
    expect(kept.filter((k) => PERSONAL_PARAMETERS.has(k))).toEqual([]);
    expect(kept).toEqual(expect.arrayContaining(['page', 'id_cliente', 'status']));
  });

  it('names every personal column of every declaration', () => {
    expect([...PERSONAL_PARAMETERS].sort()).toEqual([...new Set(PERSONAL_DATA.flatMap((d) => d.personal))].sort());
  });
});

describe('metric labels', () => {
  it('are never named after a personal column (they are route templates, methods and small fixed vocabularies)', () => {
    const metrics = registry.getMetricsAsArray() as unknown as { labelNames?: readonly string[] }[];
    const labelNames = new Set(metrics.flatMap((m) => [...(m.labelNames ?? [])]));
    expect(metrics.length).toBeGreaterThan(5);
    expect([...labelNames].filter((l) => PERSONAL_PARAMETERS.has(l))).toEqual([]);
    expect([...labelNames]).toEqual(expect.arrayContaining(['route', 'method']));
  });
});

describe('redactedQuotedValues (a database error message in a log line)', () => {
  it.each([
    [
      "Duplicate entry '7-39053344705' for key 'UQ_clients_account_documento'",
      `Duplicate entry '${R}' for key 'UQ_clients_account_documento'`,
    ],
    [
      "Incorrect date value: '1990-13-45' for column 'data_nascimento' at row 1",
      `Incorrect date value: '${R}' for column 'data_nascimento' at row 1`,
    ],
    ["Incorrect string value: 'maria\\'s@example.com' for column `email`", `Incorrect string value: '${R}' for column \`email\``],
    ['UNIQUE constraint failed: clients.account_id, clients.documento', 'UNIQUE constraint failed: clients.account_id, clients.documento'],
  ])('%s', (message, logged) => {
    expect(redactedQuotedValues(message)).toBe(logged);
  });
});
