import type { CompatTable } from '../../common/compat/compat-table';
import { MAX_INT } from '../../common/validation';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const idOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/**
 * Events (`/api/v1/events`): ME's list parameters and sort fields, and ME's event fields. The
 * type's, location's and client's names and the first budget are read once per answer, for
 * every event of it, by the modules that register those needs (lookups, clients, budgets).
 */
export const EVENTS_COMPAT: CompatTable<'eventtype' | 'eventlocation' | 'client' | 'firstBudget'> = {
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
      eventlocation: (e) => e.id_local,
      client: (e) => e.id_cliente,
      firstBudget: (e) => e.id,
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
        tipoEvento: type === null ? '' : String(found.eventtype.get(type) ?? ''),
        idcliente: client ?? 0,
        nomeCliente: client === null ? '' : String(found.client.get(client) ?? ''),
        localevento: place === null ? '' : String(found.eventlocation.get(place) ?? ''),
        idlocalevento: place ?? 0,
        convidados: idOrNull(e.numero_convidados) ?? 0,
        observacao: text(e.observacoes),
        datadecadastro: e.datacadastro,
        idorcamento: Number(found.firstBudget.get(Number(e.id)) ?? 0),
        datasAdicionais: end && end > start ? [{ inicio: start, fim: end }] : [],
      };
    },
  },
};
