import { Injectable } from '@nestjs/common';

import { MAX_MONEY, money, moneyFits, quantity } from '../../common/decimal';
import { Problems } from '../../common/errors';
import { assignOrdem } from '../../common/item-ordem';
import type { TxContext } from '../../common/request-context';
import { CatalogueService } from '../catalogue/catalogue.service';
import { ClientsService } from '../clients/clients.service';
import { BudgetLine, budgetLineTotal, budgetTotal } from './budget-totals.rules';
import { BudgetItemInputDto } from './dto/budget.dto';
import { Budget } from './entities/budget.entity';
import { BudgetItem } from './entities/budget-item.entity';

/** What a budget item copies from the catalogue. */
export type CatalogueRow = { nome: string; valor: number; medida: string | null };

/**
 * The checks and rows of budget items: the shape of the request (400), the client and the
 * catalogue rows they name (422, through the clients and catalogue services), the totals that
 * must fit the DECIMAL(12,2) columns, and the rows to insert.
 */
@Injectable()
export class BudgetItemsBuilder {
  constructor(
    private readonly clients: ClientsService,
    private readonly catalogueService: CatalogueService,
  ) {}

  checkShape(itens: BudgetItemInputDto[]) {
    const bad = new Problems();
    itens.forEach((it, i) => {
      if (it.tipocalculo === '%' && (it.desconto ?? 0) > 100)
        bad.add(`itens[${i}].desconto`, 'max', `itens[${i}].desconto is a percentage and must not exceed 100`);
    });
    bad.throwIfAny('bad_request', 'Validation failed');
  }

  /**
   * 400 `out_of_range` when an item total, or the budget total (`valorinicial`), would not fit
   * the DECIMAL(12,2) columns: each input is capped, their product is not.
   */
  checkTotals(itens: BudgetItemInputDto[], catalogue: Map<string, CatalogueRow>) {
    const bad = new Problems();
    const lines: BudgetLine[] = [];
    itens.forEach((it, i) => {
      const source = catalogue.get(`${it.tipo}:${it.idproduto}`);
      if (!source) return; // reported as 422
      const line = {
        valor: money(it.valor ?? source.valor),
        quantidade: quantity(it.quantidade ?? 1),
        ndias: quantity(it.ndias ?? 1),
        desconto: money(it.desconto ?? 0),
        valoradd: money(it.valoradd ?? 0),
        tipocalculo: it.tipocalculo ?? 'R$',
      };
      lines.push(line);
      const total = budgetLineTotal(line);
      if (!moneyFits(total)) {
        bad.add(
          `itens[${i}]`,
          'out_of_range',
          `itens[${i}] totals ${total}, beyond the largest value an item can hold (${MAX_MONEY}): lower valor, quantidade or ndias`,
        );
      }
    });
    const sum = budgetTotal(lines);
    if (bad.empty && !moneyFits(sum)) {
      bad.add('itens', 'out_of_range', `the items total ${sum}, beyond the largest value a budget can hold (${MAX_MONEY})`);
    }
    bad.throwIfAny('bad_request', 'Validation failed');
  }

  /** 422 on `id_cliente` when the account has no such client. */
  async checkClient(ctx: TxContext, clientId: number | undefined, problems: Problems): Promise<void> {
    if (clientId === undefined) return;
    if (!(await this.clients.existingIds(ctx, [clientId])).has(clientId))
      problems.add('id_cliente', 'not_found', `client ${clientId} does not exist`);
  }

  /** Catalogue rows of the items, keyed `tipo:id`; unknown ones are added to `problems` (422). */
  async catalogue(ctx: TxContext, itens: BudgetItemInputDto[], problems: Problems): Promise<Map<string, CatalogueRow>> {
    const ids = (tipo: string) => itens.filter((i) => i.tipo === tipo).map((i) => i.idproduto);
    const prices = await this.catalogueService.pricesFor(ctx, ids('produto'), ids('item'));
    const map = new Map<string, CatalogueRow>();
    for (const p of prices.products.values()) map.set(`produto:${p.id}`, p);
    for (const e of prices.equipment.values()) map.set(`item:${e.id}`, e);
    itens.forEach((it, i) => {
      if (!map.has(`${it.tipo}:${it.idproduto}`)) {
        problems.add(
          `itens[${i}].idproduto`,
          'not_found',
          `${it.tipo === 'produto' ? 'product' : 'equipment'} ${it.idproduto} does not exist`,
        );
      }
    });
    return map;
  }

  buildItems(
    accountId: number,
    budget: Budget,
    proposalId: number,
    itens: BudgetItemInputDto[],
    catalogue: Map<string, CatalogueRow>,
    maxOrdem: number,
    today: string,
  ): Partial<BudgetItem>[] {
    const ordens = assignOrdem(
      maxOrdem,
      itens.map((i) => i.ordem),
    );
    return itens.map((it, i) => {
      const source = catalogue.get(`${it.tipo}:${it.idproduto}`)!;
      return {
        account_id: accountId,
        idorcamento: budget.id,
        idproposta: proposalId,
        idproduto: it.idproduto,
        idevento: budget.idevento ?? 0,
        quantidade: quantity(it.quantidade ?? 1),
        desconto: money(it.desconto ?? 0),
        tipocalculo: it.tipocalculo ?? 'R$',
        valor: money(it.valor ?? source.valor),
        valorepoca: money(source.valor),
        valoradd: money(it.valoradd ?? 0),
        tipo: it.tipo,
        campoextra: it.campoextra ?? null,
        descricao: it.descricao ?? null,
        ordem: ordens[i],
        ndias: quantity(it.ndias ?? 1),
        formato: it.formato ?? null,
        datacadastro: today,
        nome_produto: source.nome,
        medida: source.medida ?? null,
      };
    });
  }
}
