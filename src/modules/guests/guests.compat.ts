import type { CompatTable } from '../../common/compat/compat-table';
import { MAX_INT } from '../../common/validation';

/** Guests (`/api/v1/guests`): ME names the guest's event `idevento`, in the body, the query and the answers. */
export const GUESTS_COMPAT: CompatTable = {
  family: 'guests',
  query: {
    idevento: {
      to: 'id_evento',
      schema: { type: 'integer', minimum: 1, maximum: MAX_INT, description: 'Guests of this event: the same as `id_evento`.' },
    },
  },
  body: { idevento: 'id_evento' },
  bodySchemas: ['CreateGuestDto'],
  example: { summary: "A guest written with ME Eventos' names", body: { idevento: 1, nome: 'Lúcia', sobrenome: 'Prado' } },
  answer: {
    schemas: ['GuestView'],
    fields: { idevento: { type: 'integer', example: 31, description: 'Event of the guest: the same as `id_evento`.' } },
    add: (g) => ({ idevento: g.id_evento }),
  },
};
