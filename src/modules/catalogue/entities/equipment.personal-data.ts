import { declarePersonalData } from '../../../common/privacy/personal-data';
import { Equipment } from './equipment.entity';

/** An equipment of the catalogue: nothing of a person. */
export const EQUIPMENT_PERSONAL_DATA = declarePersonalData(Equipment, {
  personal: [],
  notPersonal: [
    'id',
    'account_id',
    'nome',
    'descricao',
    'valor',
    'valorcusto',
    'medida',
    'estoque',
    'controle_estoque',
    'versao_reservas',
    'datacadastro',
  ],
});
