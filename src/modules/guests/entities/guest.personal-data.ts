import { declarePersonalData } from '../../../common/privacy/personal-data';
import { Guest } from './guest.entity';

/** Which of a guest's columns are a person's data (see `src/common/privacy/personal-data.ts`). */
export const GUEST_PERSONAL_DATA = declarePersonalData(Guest, {
  personal: ['nome', 'sobrenome', 'email', 'telefone', 'genero', 'idade', 'observacoes', 'token'],
  identifying: ['email', 'telefone', 'token'],
  notPersonal: ['id', 'account_id', 'id_evento', 'presenca', 'mesa', 'id_grupo', 'envio_email', 'id_usuario', 'datacadastro'],
});
