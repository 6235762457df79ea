/** Czech texts of `common.*`. */
export const commonTexts = {
  brand: 'Záběr',
  retry: 'Zkusit znovu',
  home: 'Zpět na úvod',
  genericError: 'Došlo k chybě, zkuste to prosím znovu později.',
  login: 'Přihlásit se',
  createRequest: 'Vložit poptávku',
  breadcrumb: 'Drobečková navigace',
} as const;
