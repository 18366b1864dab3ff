import { createHmac } from 'node:crypto';
import { sign, signatureHeaders } from './signature';

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
});
