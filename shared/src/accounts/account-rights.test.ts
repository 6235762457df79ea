import { ACCOUNT_RIGHTS_ERRORS, deleteAccountSchema } from '@zaber/shared/accounts/account-rights';

describe('deleteAccountSchema', () => {
  it('takes the confirmation word in any letter case', () => {
    expect(deleteAccountSchema.safeParse({ confirmation: ' smazat ' }).success).toBe(true);
    expect(deleteAccountSchema.safeParse({ confirmation: 'SMAZAT' }).success).toBe(true);
  });

  it('refuses anything else with the Czech message', () => {
    for (const confirmation of ['', 'ano', 'SMAZ', 'smazat účet']) {
      const result = deleteAccountSchema.safeParse({ confirmation });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ACCOUNT_RIGHTS_ERRORS.CONFIRM);
    }
    expect(deleteAccountSchema.safeParse({}).error?.issues[0]?.message).toBe('Povinné pole');
  });

  it('counts the engagements in Czech', () => {
    expect(ACCOUNT_RIGHTS_ERRORS.UNDER_WAY(1)).toContain('máte 1 rozjednanou zakázku nebo čekající objednávku.');
    expect(ACCOUNT_RIGHTS_ERRORS.UNDER_WAY(3)).toContain('máte 3 rozjednané zakázky nebo čekající objednávky.');
    expect(ACCOUNT_RIGHTS_ERRORS.UNDER_WAY(7)).toContain('máte 7 rozjednaných zakázek nebo čekajících objednávek.');
  });
});
