import type { CompatTable } from '../../common/compat/compat-table';
import { MAX_INT } from '../../common/validation';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
/** A location's name and ME's address fields as read (every one empty without it). */
const addressOf = (found: unknown): Record<'nome' | (typeof ADDRESS)[number], string> => {
  const read = typeof found === 'object' && found !== null ? (found as Record<string, unknown>) : {};
  return Object.fromEntries(['nome', ...ADDRESS].map((name) => [name, text(read[name])])) as Record<
    'nome' | (typeof ADDRESS)[number],
    string
  >;
};
/** ME's address fields alone. */
const address = (read: Record<string, string>) => Object.fromEntries(ADDRESS.map((name) => [name, read[name]]));
const idOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/**
 * Events (`/api/v1/events`): ME's list parameters and sort fields, and ME's event fields. The
 * type's and client's names, the location's name and address and the first budget are read once per answer, for
 * every event of it, by the modules that register those needs (lookups, clients, budgets).
 */
/** ME's address fields of an event: its location's address, empty without a location. */
const ADDRESS = ['endereco', 'numero', 'complemento', 'cep', 'bairro', 'cidade', 'estado'] as const;
const ADDRESS_EXAMPLES: Record<(typeof ADDRESS)[number], string> = {
  endereco: 'Avenida Paulista',
  numero: '1000',
  complemento: '',
  cep: '01310100',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
};

export const EVENTS_COMPAT: CompatTable<'eventtype' | 'location' | 'client' | 'firstBudget'> = {
  family: 'events',
  query: {
    start: {
      to: 'data_inicio',
      schema: { type: 'string', format: 'date', description: 'Events on or after this date: the same as `data_inicio`.' },
    },
    end: {
      to: 'data_fim',
      schema: { type: 'string', format: 'date', description: 'Events on or before this date: the same as `data_fim`.' },
    },
    idcliente: {
      to: 'id_cliente',
      schema: { type: 'integer', minimum: 1, maximum: MAX_INT, description: 'Events of this client: the same as `id_cliente`.' },
    },
    idlocalevento: {
      to: 'id_local',
      schema: { type: 'integer', minimum: 1, maximum: MAX_INT, description: 'Events at this location: the same as `id_local`.' },
    },
    localevento: {
      to: 'nome_local',
      schema: { type: 'string', maxLength: 100, description: "Part of the location's name, case-insensitive: the same as `nome_local`." },
    },
  },
  // ME's names as its answers carry them, so that a body copied from an answer writes the same event;
  // ME writes 0 for "no client", "no location", "no type", "no guests count" beside our null.
  body: {
    codigointerno: 'codigo_interno',
    idcliente: { to: 'id_cliente', none: 0 },
    nomeevento: 'nome',
    dataevento: 'data_evento',
    horaevento: 'hora_inicio',
    horaeventofim: 'hora_fim',
    idlocalevento: { to: 'id_local', none: 0 },
    nconvidados: { to: 'numero_convidados', none: 0, alone: 'value' },
    convidados: { to: 'numero_convidados', none: 0, alone: 'value' },
    // IDs, as ME's budget lead takes them (`GET /api/v1/eventtype`, `/seller`, `/howmet`).
    tipoevento: { to: 'id_tipo_evento', none: 0 },
    idvendedor: { to: 'id_vendedor', none: 0 },
    comoconheceu: { to: 'id_como_conheceu', none: 0 },
    observacao: 'observacoes',
  },
  bodySchemas: ['CreateEventDto', 'UpdateEventDto'],
  sort: {
    nomeevento: 'nome',
    dataevento: 'data_evento',
    horaevento: 'hora_inicio',
    datadecadastro: 'datacadastro',
    convidados: 'numero_convidados',
  },
  example: {
    summary: "The year's events by date, as ME Eventos' client asks",
    query: { start: '2027-01-01', end: '2027-12-31', page: 1, limit: 200, sort: 'asc', field_sort: 'dataevento' },
  },
  answer: {
    schemas: ['EventView'],
    fields: {
      nomeevento: { type: 'string', example: 'Casamento Maria e João', description: 'Event name (`nome`).' },
      dataevento: { type: 'string', format: 'date', example: '2027-03-13', description: 'Event date (`data_evento`).' },
      horaevento: { type: 'string', example: '19:30', description: 'Start time `HH:MM` (`hora_inicio`); empty when not set.' },
      horaeventofim: { type: 'string', example: '02:00', description: 'End time `HH:MM` (`hora_fim`); empty when not set.' },
      tipoEvento: { type: 'string', example: 'Casamento', description: "The event type's name; empty without a type." },
      idcliente: { type: 'integer', example: 7, description: 'Client of the event (`id_cliente`); 0 without one.' },
      nomeCliente: { type: 'string', example: 'Maria da Silva', description: "The client's name; empty without a client." },
      localevento: { type: 'string', example: 'Salão próprio', description: "The location's name; empty without a location." },
      idlocalevento: { type: 'integer', example: 1, description: 'Location of the event (`id_local`); 0 without one.' },
      convidados: { type: 'integer', example: 150, description: 'Expected number of guests (`numero_convidados`); 0 when not set.' },
      observacao: { type: 'string', example: 'Cerimônia ao ar livre', description: 'Notes (`observacoes`); empty when not set.' },
      datadecadastro: { type: 'string', format: 'date', example: '2026-11-22', description: 'Registration date (`datacadastro`).' },
      idorcamento: {
        type: 'integer',
        example: 3,
        description: "The event's first budget (the lowest budget ID naming it); 0 without one.",
      },
      ...Object.fromEntries(
        ADDRESS.map((name) => [
          name,
          {
            type: 'string',
            example: ADDRESS_EXAMPLES[name],
            description: `The location's ${name === 'estado' ? 'state (UF)' : name} (locations keep no complement: always empty); empty without a location.`,
          },
        ]),
      ),
      codigointerno: {
        type: 'string',
        example: 'CAS-2027-013',
        description: "The account's code for the event (`codigo_interno`); empty when not set.",
      },
      datasAdicionais: {
        type: 'array',
        description:
          'The days after the first of an event over several days: `[{ inicio, fim }]` with `data_evento` and `data_fim`; `[]` for a one-day event.',
        items: {
          type: 'object',
          properties: {
            inicio: { type: 'string', format: 'date', example: '2027-03-13' },
            fim: { type: 'string', format: 'date', example: '2027-03-14' },
          },
          required: ['inicio', 'fim'],
        },
      },
    },
    needs: {
      eventtype: (e) => e.id_tipo_evento,
      client: (e) => e.id_cliente,
      firstBudget: (e) => e.id,
      location: (e) => e.id_local,
    },
    add: (e, found) => {
      const client = idOrNull(e.id_cliente);
      const place = idOrNull(e.id_local);
      const type = idOrNull(e.id_tipo_evento);
      const start = text(e.data_evento);
      const end = text(e.data_fim);
      return {
        nomeevento: e.nome,
        dataevento: e.data_evento,
        horaevento: text(e.hora_inicio),
        horaeventofim: text(e.hora_fim),
        tipoEvento: type === null ? '' : String(found.eventtype.get(type) ?? ''),
        idcliente: client ?? 0,
        nomeCliente: client === null ? '' : String(found.client.get(client) ?? ''),
        localevento: addressOf(place === null ? undefined : found.location.get(place)).nome,
        idlocalevento: place ?? 0,
        convidados: idOrNull(e.numero_convidados) ?? 0,
        observacao: text(e.observacoes),
        datadecadastro: e.datacadastro,
        idorcamento: Number(found.firstBudget.get(Number(e.id)) ?? 0),
        ...address(addressOf(place === null ? undefined : found.location.get(place))),
        codigointerno: text(e.codigo_interno),
        datasAdicionais: end && end > start ? [{ inicio: start, fim: end }] : [],
      };
    },
  },
};

/** Notification kinds whose `data` carries the family's resources as its endpoints answer them, ME's fields included. */
export const EVENT_NOTIFICATIONS = ['event_created', 'event_updated', 'event_deleted'] as const;
