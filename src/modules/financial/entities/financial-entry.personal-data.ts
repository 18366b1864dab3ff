import { declarePersonalData } from '../../../common/privacy/personal-data';
import { FinancialEntry } from './financial-entry.entity';

/** An entry's texts may name the client ("Sinal do casamento de Ana"); its money, dates and references stay as they are. */
export const FINANCIAL_ENTRY_PERSONAL_DATA = declarePersonalData(FinancialEntry, {
  personal: ['descricao', 'observacoes'],
  notPersonal: [
    'id',
    'account_id',
    'tipo',
    'valor',
    'data_vencimento',
    'datapagamento',
    'pago',
    'valorpago',
    'forma_pagamento',
    'idcartao',
    'idevento',
    'id_cliente',
    'id_categoria',
    'idparcelamento',
    'numeroparcela',
    'totalparcelas',
    'datacompetencia',
    'juros',
    'multa',
    'desconto',
    'idcobranca',
    'datacadastro',
    'datahoraupdate',
  ],
});
