import type { CompatTable } from '../../common/compat/compat-table';

/** Event types (`/api/v1/eventtype`): ME's `idtipoevento` / `tipoevento`. */
export const EVENT_TYPES_COMPAT: CompatTable = {
  family: 'eventtype',
  example: {
    summary: "every event type, as ME Eventos' clients page through them",
    query: { page: 1, limit: 200, sort: 'asc', field_sort: 'nome' },
  },
  answer: {
    schemas: ['EventTypeView'],
    fields: {
      idtipoevento: { type: 'integer', example: 1, description: 'The same as `id`.' },
      tipoevento: { type: 'string', example: 'Casamento', description: 'The same as `nome`.' },
    },
    add: (t) => ({ idtipoevento: t.id, tipoevento: t.nome }),
  },
};

/** Event locations (`/api/v1/eventlocation`): ME's `idlocalevento` / `localevento`. */
export const EVENT_LOCATIONS_COMPAT: CompatTable = {
  family: 'eventlocation',
  example: {
    summary: "every location, as ME Eventos' clients page through them",
    query: { page: 1, limit: 200, sort: 'asc', field_sort: 'nome' },
  },
  answer: {
    schemas: ['EventLocationView'],
    fields: {
      idlocalevento: { type: 'integer', example: 1, description: 'The same as `id`.' },
      localevento: { type: 'string', example: 'Espaço Jardim das Flores', description: 'The same as `nome`.' },
    },
    add: (l) => ({ idlocalevento: l.id, localevento: l.nome }),
  },
};
