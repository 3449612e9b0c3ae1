import { expect } from 'vitest';
import { envelopeOf, errorEnvelopeSchema, } from '@portal/shared/schemas/envelope';
/** Asserts a 200 envelope whose value matches `schema` exactly, and returns the value. */
export function expectValue(response, schema) {
    expect(response.statusCode, response.body).toBe(200);
    const body = envelopeOf(schema).strict().parse(response.json());
    return body.value;
}
/** Asserts the error envelope with `code` and `status`, and returns it. */
export function expectError(response, status, code) {
    expect(response.statusCode, response.body).toBe(status);
    const body = errorEnvelopeSchema.strict().parse(response.json());
    expect(body.errorCode).toBe(code);
    expect(body.message.length).toBeGreaterThan(0);
    return body;
}
//# sourceMappingURL=assertions.js.map