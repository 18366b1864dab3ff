import { declarePersonalData } from '../../../common/privacy/personal-data';
import { Budget } from './budget.entity';

/** A budget's free texts (the event's name, the notes, a lead's message) name its client; the rest is references, money and states. */
export const BUDGET_PERSONAL_DATA = declarePersonalData(Budget, {
  personal: ['nome_evento', 'observacoes', 'mensagem'],
  notPersonal: [
    'id',
    'account_id',
    'id_cliente',
    'idevento',
    'token',
    'status',
    'valorinicial',
    'lastFollowUp',
    'proposta_atual',
    'datacadastro',
    'data_evento',
    'id_tipo_evento',
    'id_como_conheceu',
    'id_vendedor',
    'numero_convidados',
    'codigo_interno',
    'validade',
    'id_local',
    'entrada_percentual',
    'parcelas',
    'primeiro_vencimento',
    'forma_pagamento',
    'cobrar_entrada',
  ],
});
