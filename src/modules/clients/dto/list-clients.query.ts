import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { indexed, listCost, SortField } from '../../../common/list-cost';
import { ListQuery } from '../../../common/pagination';

/** The cost of the clients list (bounded cost, see list-cost.ts): every sort has its index (account_id, <field>). */
export const CLIENT_LIST_COST = listCost({
  route: 'GET /api/v1/clients',
  rows: 'clients',
  filters: [],
  narrowing: [],
  sorts: { id: indexed(), nome: indexed(), email: indexed(), telefone: indexed(), documento: indexed(), datacadastro: indexed() },
});
export const CLIENT_SORT_FIELDS = Object.keys(CLIENT_LIST_COST.sorts) as (keyof typeof CLIENT_LIST_COST.sorts)[];
/** `type` names, and their numeric codes `0`..`3` in that order as existing clients send them. */
export const CLIENT_SEARCH_TYPES = ['nome', 'email', 'telefone', 'documento', '0', '1', '2', '3'] as const;
export type ClientSearchField = 'nome' | 'email' | 'telefone' | 'documento';

/** `GET /api/v1/clients`. */
export class ListClientsQuery extends ListQuery {
  /**
   * Text to look for (part of the field, case-insensitive). Phones and documents match with or
   * without punctuation: `(11) 98765-4321` and `11987654321` find the same client.
   */
  @ApiPropertyOptional({ example: 'maria', maxLength: 150 })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  search?: string;

  /**
   * Where to look: `nome` (0; also `razao_social` and `nome_fantasia`), `email` (1; also
   * `email_2`), `telefone` (2; also `celular` and `telefone_2`) or `documento` (3). Without it,
   * `search` matches any of them.
   */
  @ApiPropertyOptional({ enum: CLIENT_SEARCH_TYPES, enumName: 'ClientSearchType', example: 'nome' })
  @IsOptional()
  @IsIn(CLIENT_SEARCH_TYPES)
  type?: (typeof CLIENT_SEARCH_TYPES)[number];

  @SortField(CLIENT_LIST_COST, { enumName: 'ClientSortField', example: 'nome' })
  override field_sort?: (typeof CLIENT_SORT_FIELDS)[number] = undefined;
}
