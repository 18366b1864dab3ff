import { createHmac } from 'node:crypto';

import { secretProblem, sign, signatureHeaders, signatureKey } from './signature';

describe('Standard Webhooks signature', () => {
  it('matches the Standard Webhooks reference vector', () => {
    // From the Standard Webhooks specification's test vectors.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
    const body = '{"test": 2432232314}';
    expect(sign(secret, id, 1614265330, body)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('uses a plain secret as its UTF-8 bytes', () => {
    const expected = createHmac('sha256', 'plain-secret-123').update('7.100.{}').digest('base64');
    expect(sign('plain-secret-123', '7', 100, '{}')).toBe(`v1,${expected}`);
  });

  it('builds the three headers', () => {
    const headers = signatureHeaders('plain-secret-123', '42', '{"a":1}', new Date(1_700_000_000_500));
    expect(headers).toEqual({
      'webhook-id': '42',
      'webhook-timestamp': '1700000000',
      'webhook-signature': sign('plain-secret-123', '42', 1700000000, '{"a":1}'),
    });
  });

  it.each([
    ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'the reference secret (24 bytes)'],
    [`whsec_${Buffer.alloc(64, 7).toString('base64')}`, '64 bytes, padded'],
    [`whsec_${Buffer.alloc(32, 7).toString('base64').replace(/=+$/, '')}`, '32 bytes, unpadded'],
    ['plain-secret-123', 'a plain secret of 16 characters'],
  ])('accepts %s (%s)', (secret) => {
    expect(secretProblem(secret)).toBeNull();
  });

  it.each([
    ['whsec_', 'nothing after the prefix'],
    ['whsec_!!!!not-base64-at-all!!!!!!!!', 'characters outside base64'],
    ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaS*', 'one character outside base64'],
    ['whsec_MfKQ9r8GKYqrTwjU PD8ILPZIo2LaLaSw', 'a space inside'],
    ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2La', 'too short a key (19 bytes)'],
    [`whsec_${'A'.repeat(33)}B==`, 'non-canonical: padding bits set in the last character'],
    ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw===', 'too much padding'],
    [`whsec_${Buffer.alloc(65, 7).toString('base64')}`, 'too long a key (65 bytes)'],
    ['short', 'a plain secret under 16 characters'],
  ])('refuses %s (%s)', (secret) => {
    expect(secretProblem(secret)).toEqual(expect.any(String));
  });

  it('the key of an accepted whsec_ secret is exactly its decoded bytes', () => {
    const bytes = Buffer.alloc(32, 9);
    expect(signatureKey(`whsec_${bytes.toString('base64')}`)).toEqual(bytes);
  });
});
