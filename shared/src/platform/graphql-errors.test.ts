import { CombinedGraphQLErrors } from '@apollo/client';
import { errorMessage, fieldErrorsOf, hasErrorCode, serverErrors } from '@zaber/shared/platform/graphql-errors';

const refused = (...errors: { message: string; extensions?: Record<string, unknown> }[]) => new CombinedGraphQLErrors({ errors });

describe('graphql-errors', () => {
  const badInput = refused({ message: 'Neplatný vstup', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { title: 'Zadejte název.', budget: 7 } } });

  it('reads the field errors of a refused operation, and none of any other failure', () => {
    expect(fieldErrorsOf(badInput)).toEqual({ title: 'Zadejte název.' });
    expect(fieldErrorsOf(new Error('network'))).toEqual({});
    expect(serverErrors(badInput, 'Chyba')).toEqual({ fields: { title: 'Zadejte název.' }, form: null });
  });

  it('tells the code an operation was refused with', () => {
    const conflict = refused({ message: 'Už vyřízeno', extensions: { code: 'CONFLICT' } });
    expect(hasErrorCode(conflict, 'CONFLICT')).toBe(true);
    expect(hasErrorCode(conflict, 'INSUFFICIENT_CREDIT')).toBe(false);
    expect(hasErrorCode(new Error('CONFLICT'), 'CONFLICT')).toBe(false);
  });

  it("says a domain error's own message, anything else the fallback", () => {
    expect(errorMessage(refused({ message: 'Už vyřízeno', extensions: { code: 'CONFLICT' } }), 'Chyba')).toBe('Už vyřízeno');
    expect(errorMessage(refused({ message: 'Unexpected error.' }), 'Chyba')).toBe('Chyba');
    expect(errorMessage(badInput, 'Chyba')).toBe('Zadejte název.');
  });
});
