import { Type } from 'class-transformer';
import { IsInt, IsNumber, IsOptional, ValidateNested, validateSync } from 'class-validator';

import { flattenValidationErrors } from './validation';

class Item {
  @IsInt() id_produto: number;
  @IsOptional() @IsNumber() quantidade?: number;
}
class Body {
  @IsInt() id_evento: number;
  @ValidateNested({ each: true }) @Type(() => Item) itens: Item[];
}

describe('flattenValidationErrors', () => {
  it('names nested array fields as paths', () => {
    const body = Object.assign(new Body(), {
      id_evento: 1,
      itens: [Object.assign(new Item(), { id_produto: 1 }), Object.assign(new Item(), { id_produto: 'x', quantidade: 'y' })],
    });
    const errors = flattenValidationErrors(validateSync(body));
    expect(errors.map((e) => e.field)).toEqual(['itens[1].id_produto', 'itens[1].quantidade']);
    expect(errors[0].code).toBe('is_int');
    expect(errors[0].message).toContain('itens[1].id_produto');
  });

  it('reports a missing value as required', () => {
    const errors = flattenValidationErrors(validateSync(Object.assign(new Body(), { itens: [] })));
    expect(errors).toEqual([{ field: 'id_evento', code: 'required', message: 'id_evento is required' }]);
  });
});
