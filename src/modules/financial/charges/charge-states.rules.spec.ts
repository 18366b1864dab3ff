import {
  canMove,
  CHARGE_LIFECYCLE_TEXT,
  CHARGE_STATUSES,
  CLOSED_CHARGE_STATUSES,
  isIssued,
  ISSUED_CHARGE_STATUSES,
  movesFrom,
  statusList,
} from './charge-states.rules';

describe('charge states', () => {
  it('moves only forward; cancelada and estornada are final, paga only refunds', () => {
    expect(canMove('pendente', 'paga')).toBe(true);
    expect(canMove('vencida', 'cancelada')).toBe(true);
    expect(canMove('paga', 'vencida')).toBe(false);
    expect(canMove('paga', 'estornada')).toBe(true);
    expect(movesFrom('cancelada')).toEqual([]);
    expect(movesFrom('estornada')).toEqual([]);
    expect(canMove('desconhecido', 'paga')).toBe(false);
  });

  it('an issued charge is one that can still be paid: pendente or vencida', () => {
    expect(ISSUED_CHARGE_STATUSES).toEqual(['pendente', 'vencida']);
    expect(CLOSED_CHARGE_STATUSES).toEqual(['paga', 'cancelada', 'estornada']);
    expect([...ISSUED_CHARGE_STATUSES, ...CLOSED_CHARGE_STATUSES].sort()).toEqual([...CHARGE_STATUSES].sort());
    expect(isIssued({ status: 'vencida' })).toBe(true);
    expect(isIssued({ status: 'paga' })).toBe(false);
    expect(isIssued(null)).toBe(false);
    expect(isIssued(undefined)).toBe(false);
  });

  it('states the machine in the API document as the table has it', () => {
    expect(statusList(['pendente'])).toBe('`pendente`');
    expect(statusList(['paga', 'cancelada', 'estornada'])).toBe('`paga`, `cancelada` or `estornada`');
    expect(CHARGE_LIFECYCLE_TEXT).toBe(
      'A charge only moves forward: `pendente` → `vencida` | `paga` | `cancelada`; `vencida` → `paga` | `cancelada`; `cancelada` is final, and so is `paga` but for a refund (`estornada`, final). While `pendente` or `vencida` it is an issued charge.',
    );
  });
});
