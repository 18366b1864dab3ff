import { Injectable, InjectionToken, Provider } from '@nestjs/common';

import type { TxContext } from '../common/request-context';

/** Rows that other modules point to and that a delete must respect. */
export type ReferencedKind = 'client' | 'event';

export interface ReferenceCount {
  /** Table that holds the references, e.g. `events`, `orders`. */
  table: string;
  count: number;
}

/** How one module's table points to a row of another module: counted by the owning module's repository. */
export interface ReferenceCounter {
  table: string;
  count(ctx: TxContext, id: number): Promise<number>;
}

/** Rows of one module that belong to a row of another and go with it (an event's guest list). */
export interface DependentRemover {
  table: string;
  /** Deletes the dependents of `id` in the transaction; returns how many went. */
  remove(ctx: TxContext, id: number): Promise<number>;
}

/**
 * "Is this row referenced?" answered by the modules themselves: each module registers, from a
 * provider of its own, which of its tables point to clients or events and how to count them
 * (and which rows go with a deleted one). The deleting module asks the registry and never
 * needs to know who references it; a new module (financial entries, say) registers its own.
 */
@Injectable()
export class ReferenceRegistry {
  private readonly counters = new Map<ReferencedKind, ReferenceCounter[]>();
  private readonly dependents = new Map<ReferencedKind, DependentRemover[]>();

  register(kind: ReferencedKind, counter: ReferenceCounter): void {
    this.counters.set(kind, [...(this.counters.get(kind) ?? []), counter]);
  }

  registerDependent(kind: ReferencedKind, remover: DependentRemover): void {
    this.dependents.set(kind, [...(this.dependents.get(kind) ?? []), remover]);
  }

  /** Registers what one module declares (see `moduleReferences`). */
  add(declared: DeclaredReferences): void {
    for (const kind of ['client', 'event'] as const) {
      for (const counter of declared[kind] ?? []) this.register(kind, counter);
    }
    for (const remover of declared.dependentsOfEvent ?? []) this.registerDependent('event', remover);
  }

  /** Every registered table of the account that still references the row (non-zero counts only). */
  async referencesTo(ctx: TxContext, kind: ReferencedKind, id: number): Promise<ReferenceCount[]> {
    const found: ReferenceCount[] = [];
    for (const counter of this.counters.get(kind) ?? []) {
      const count = await counter.count(ctx, id);
      if (count > 0) found.push({ table: counter.table, count });
    }
    return found;
  }

  /** Deletes the rows that belong to the row being deleted; returns the count per table. */
  async removeDependents(ctx: TxContext, kind: ReferencedKind, id: number): Promise<ReferenceCount[]> {
    const removed: ReferenceCount[] = [];
    for (const remover of this.dependents.get(kind) ?? []) removed.push({ table: remover.table, count: await remover.remove(ctx, id) });
    return removed;
  }
}

/** What one module's tables reference (`client`, `event`) and which of its rows go with a deleted event. */
export interface DeclaredReferences {
  client?: ReferenceCounter[];
  event?: ReferenceCounter[];
  dependentsOfEvent?: DependentRemover[];
}

/**
 * The provider through which a module fills the registry at start-up, from its own
 * repositories or services: `moduleReferences('orders', [OrdersRepository], (orders) => ({ event: [orders.referencesBy('id_evento')] }))`.
 */
export function moduleReferences<D extends unknown[]>(
  module: string,
  inject: InjectionToken[],
  declare: (...deps: D) => DeclaredReferences,
): Provider {
  return {
    provide: `${module}:references`,
    inject: [ReferenceRegistry, ...inject],
    useFactory: (registry: ReferenceRegistry, ...deps: unknown[]) => registry.add(declare(...(deps as D))),
  };
}
