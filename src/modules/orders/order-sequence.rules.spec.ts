import { AppError } from '../../common/errors';
import { requireSequence } from './order-sequence.rules';

describe('requireSequence', () => {
  it('passes an allocated sequence through', () => {
    expect(requireSequence(3, 12)).toBe(3);
  });
  it('turns a failed allocation (event gone since it was checked) into a 422 on id_evento', () => {
    let thrown: unknown;
    try {
      requireSequence(null, 12);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      kind: 'unprocessable',
      errors: [{ field: 'id_evento', code: 'not_found', message: 'event 12 does not exist' }],
    });
  });
});
