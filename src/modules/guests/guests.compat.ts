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
  body: { idevento: 'id_evento', idgrupo: 'id_grupo', texto: 'observacoes', envioemail: 'envio_email', iduser: 'id_usuario' },
  bodySchemas: ['CreateGuestDto'],
  example: {
    summary: "A guest written with ME Eventos' names",
    body: {
      idevento: 1,
      iduser: 1,
      nome: 'Lúcia',
      sobrenome: 'Prado',
      genero: 'F',
      idade: '30',
      mesa: '12',
      idgrupo: 2,
      texto: 'Vegetariana',
      token: 'c9f1a2b4e7d8',
    },
  },
  answer: {
    schemas: ['GuestView'],
    fields: {
      idevento: { type: 'integer', example: 31, description: 'Event of the guest: the same as `id_evento`.' },
      idgrupo: { type: 'integer', nullable: true, example: 2, description: 'Group: the same as `id_grupo`.' },
      texto: { type: 'string', nullable: true, example: 'Vegetariana', description: 'Notes: the same as `observacoes`.' },
      envioemail: {
        type: 'string',
        nullable: true,
        example: 'ENVIADO',
        description: 'Invitation e-mail status: the same as `envio_email`.',
      },
      iduser: { type: 'integer', nullable: true, example: 1, description: 'The user who registered the guest: the same as `id_usuario`.' },
    },
    add: (g) => ({ idevento: g.id_evento, idgrupo: g.id_grupo, texto: g.observacoes, envioemail: g.envio_email, iduser: g.id_usuario }),
  },
};
