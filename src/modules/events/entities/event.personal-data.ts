import { declarePersonalData } from '../../../common/privacy/personal-data';
import { EventEntity } from './event.entity';

/** An event's name and free texts ("Casamento de Ana e Bruno") name its client and guests; the rest is dates, references and states. */
export const EVENT_PERSONAL_DATA = declarePersonalData(EventEntity, {
  personal: ['nome', 'observacoes', 'informacoes'],
  notPersonal: [
    'id',
    'account_id',
    'data_evento',
    'data_fim',
    'hora_inicio',
    'hora_fim',
    'id_cliente',
    'id_tipo_evento',
    'id_local',
    'id_vendedor',
    'id_como_conheceu',
    'numero_convidados',
    'status',
    'codigo_interno',
    'datacadastro',
    'ultimo_pedido',
  ],
});
